/**
 * /compute/create (SPEC §2): the route module. It reads what the form offers (locations, images, billing
 * accounts, the chosen location's pools and networks, prices) and fills the form from a "Retry" link when the
 * last create failed (SPEC §4, §8).
 */
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { visibleVersions, type VmImage } from '@cirrus/domain'
import { defaultBillingAccount } from '../../forms/billing-account'
import { useCurrentLocation } from '../../app/locations'
import { useServices, type AppServices } from '../../app/services'
import {
  defaultVmCreateForm,
  FALLBACK_GUEST_LIMITS,
  formFromRetry,
  isRetry,
  type VmCreateForm,
} from '../../forms/vm-create'
import { failedVmCreateAtom } from '../../state/vm-create'
import { useCreateVm } from './use-create-vm'
import { VmCreateView } from './VmCreateView'

/** Loads the choices the form needs before it shows. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async () => {
    await Promise.all([
      queryClient.ensureQueryData(queries.locations()),
      queryClient.ensureQueryData(queries.vmImages()),
      queryClient.ensureQueryData(queries.billingAccounts()),
      queryClient.ensureQueryData(queries.currentUser()),
    ])
    void queryClient.prefetchQuery(queries.priceList())
    return null
  }

/** The default image: the platform's `is_default` one, else the first in display order. */
export function defaultImage(images: readonly VmImage[], isAdmin: boolean) {
  const usable = images.filter((i) => visibleVersions(i, isAdmin).length > 0)
  const image = usable.find((i) => i.is_default) ?? usable[0]
  return image
    ? { osName: image.os_name, osVersion: visibleVersions(image, isAdmin)[0]?.os_version ?? '' }
    : {}
}

/** The create page. */
export default function VmCreatePage() {
  const { queries } = useServices()
  const [params] = useSearchParams()
  const { locations, current } = useCurrentLocation()
  const { data: images } = useSuspenseQuery(queries.vmImages())
  const { data: accounts } = useSuspenseQuery(queries.billingAccounts())
  const { data: user } = useSuspenseQuery(queries.currentUser())
  const prices = useQuery(queries.priceList())
  const failed = useAtomValue(failedVmCreateAtom)

  const initial = useMemo<VmCreateForm>(() => {
    const defaults = defaultVmCreateForm({
      location: current?.slug ?? '',
      limits: FALLBACK_GUEST_LIMITS,
      billingAccountId: defaultBillingAccount(accounts),
      ...defaultImage(images, user.is_admin),
    })
    if (!isRetry(params)) return defaults
    const form = formFromRetry(params, defaults)
    // The URL carries no secrets; the same failed create from this session gives its password back.
    return failed && failed.name === form.name && failed.location === form.location
      ? { ...form, password: failed.password }
      : form
    // The form starts once per visit (or retry link); later changes of these inputs must not reset it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params])

  const [location, setLocation] = useState(initial.location)
  const pools = useQuery({ ...queries.hostPools(location), enabled: location !== '' })
  const networks = useQuery({ ...queries.networkList(location), enabled: location !== '' })
  const create = useCreateVm()

  return (
    <VmCreateView
      key={params.toString()}
      initial={initial}
      locations={locations
        .filter((l) => l.is_published)
        .map((l) => ({
          slug: l.slug,
          displayName: l.display_name,
          countryCode: l.country_code ?? '',
          description: l.description || undefined,
        }))}
      images={images}
      isAdmin={user.is_admin}
      pools={pools.data}
      networks={networks.data}
      billingAccounts={accounts}
      priceList={prices.data}
      onLocationChange={setLocation}
      onSubmit={create.submit}
      submitting={create.pending}
    />
  )
}
