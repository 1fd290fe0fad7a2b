/**
 * /metal/create (SPEC §2): the route module. It reads what the form offers (locations, bare-metal OS images from
 * `GET /metal/os`, billing accounts, the chosen location's machine types, prices) and fills the form from a
 * "Retry" link when the last create failed (SPEC §4, §8).
 */
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createLocations, useCurrentLocation } from '../../app/locations'
import { useServices, type AppServices } from '../../app/services'
import { defaultBillingAccount, defaultImage } from '../../forms/defaults'
import { defaultLeaseForm, leaseFormFromRetry, type LeaseForm } from './lease-form'
import { useCreateLease } from './use-lease-actions'
import { MetalCreateView } from './MetalCreateView'

/** Loads the choices the form needs before it shows. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async () => {
    await Promise.all([
      queryClient.ensureQueryData(queries.locations()),
      queryClient.ensureQueryData(queries.metalOs()),
      queryClient.ensureQueryData(queries.billingAccounts()),
      queryClient.ensureQueryData(queries.currentUser()),
    ])
    void queryClient.prefetchQuery(queries.priceList())
    return null
  }

/** The create page. */
export default function MetalCreatePage() {
  const { queries } = useServices()
  const [params] = useSearchParams()
  const { locations, current } = useCurrentLocation()
  const { data: images } = useSuspenseQuery(queries.metalOs())
  const { data: accounts } = useSuspenseQuery(queries.billingAccounts())
  const { data: user } = useSuspenseQuery(queries.currentUser())
  const prices = useQuery(queries.priceList())

  const initial = useMemo<LeaseForm>(() => {
    const defaults = defaultLeaseForm({
      location: current?.slug ?? '',
      billingAccountId: defaultBillingAccount(accounts),
      ...defaultImage(images, user.is_admin),
    })
    return leaseFormFromRetry(params, defaults)
    // The form starts once per visit (or retry link); later changes of these inputs must not reset it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params])

  const [location, setLocation] = useState(initial.location)
  const types = useQuery({ ...queries.metalTypes(location), enabled: location !== '' })
  const create = useCreateLease()

  return (
    <MetalCreateView
      key={params.toString()}
      initial={initial}
      locations={createLocations(locations)}
      types={types.data}
      typesError={types.isError ? types.error.message : null}
      images={images}
      isAdmin={user.is_admin}
      billingAccounts={accounts}
      priceList={prices.data}
      onLocationChange={setLocation}
      onSubmit={create.submit}
      submitting={create.pending}
      fieldErrors={create.fieldErrors}
    />
  )
}
