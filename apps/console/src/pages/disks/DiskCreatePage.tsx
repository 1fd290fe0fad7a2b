/**
 * /disks/create (SPEC §2): the route module. It reads what the form offers (locations, billing accounts, the
 * chosen location's VMs, prices) and fills the form from a "Retry" link when the last create failed (SPEC §4).
 */
import { useMemo, useState } from 'react'
import { useLocation } from 'react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createLocations, useCurrentLocation } from '../../app/locations'
import { useServices, type AppServices } from '../../app/services'
import { defaultBillingAccount } from '../../forms/defaults'
import { defaultDiskCreateForm, diskFormFromSearch } from './disk-create'
import { DiskCreateView } from './DiskCreateView'
import { useCreateDisk } from './use-create-disk'

/** Loads the choices the form needs before it shows. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async () => {
    await Promise.all([
      queryClient.ensureQueryData(queries.locations()),
      queryClient.ensureQueryData(queries.billingAccounts()),
    ])
    void queryClient.prefetchQuery(queries.priceList())
    return null
  }

/** The create page. */
export default function DiskCreatePage() {
  const { queries } = useServices()
  const { search } = useLocation()
  const { locations, current } = useCurrentLocation()
  const { data: accounts } = useSuspenseQuery(queries.billingAccounts())
  const prices = useQuery(queries.priceList())
  const initial = useMemo(
    () =>
      diskFormFromSearch(
        search,
        defaultDiskCreateForm({
          location: current?.slug ?? '',
          billingAccountId: defaultBillingAccount(accounts),
        }),
      ),
    // The form starts once per visit (or retry link); later changes of these inputs must not reset it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search],
  )
  const [location, setLocation] = useState(initial.location)
  const vms = useQuery({ ...queries.vmList(location), enabled: location !== '' })
  const create = useCreateDisk()
  return (
    <DiskCreateView
      key={search}
      initial={initial}
      locations={createLocations(locations)}
      vms={vms.data}
      billingAccounts={accounts}
      priceList={prices.data}
      onLocationChange={setLocation}
      onSubmit={create.submit}
      submitting={create.pending}
    />
  )
}
