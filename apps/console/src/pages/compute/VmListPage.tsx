/** /compute: the compute section's route module — the current location's VMs, priced. */
import { useQuery } from '@tanstack/react-query'
import { useTableUrlState } from '@cirrus/app-kit'
import { renderRouterLink } from '../../app/links'
import { useCurrentLocation } from '../../app/locations'
import { useServices } from '../../app/services'
import { useResourceOwners } from '../access/owners'
import { vmRows } from './vm-rows'
import { VmListView } from './VmListView'

/** The compute section. */
export default function VmListPage() {
  const { queries } = useServices()
  const { current } = useCurrentLocation()
  const slug = current?.slug ?? ''
  const vms = useQuery({ ...queries.vmList(slug), enabled: slug !== '' })
  const prices = useQuery(queries.priceList())
  const owners = useResourceOwners()
  const tableQuery = useTableUrlState()
  return (
    <VmListView
      rows={vms.data ? vmRows(vms.data, prices.data, owners) : undefined}
      error={vms.isError ? vms.error.message : null}
      onRetry={() => void vms.refetch()}
      locationName={current?.display_name ?? '…'}
      currency={prices.data?.default_currency ?? 'EUR'}
      renderLink={renderRouterLink}
      tableQuery={tableQuery}
    />
  )
}
