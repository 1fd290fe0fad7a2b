/** /metal: the bare-metal section's route module — the current location's leases, priced. */
import { useTableUrlState } from '@cirrus/app-kit'
import { useQuery } from '@tanstack/react-query'
import { renderRouterLink } from '../../app/links'
import { useCurrentLocation } from '../../app/locations'
import { useServices } from '../../app/services'
import { useResourceNames } from '../../components/resource-table'
import { useResourceOwners } from '../access/owners'
import { leaseRows } from './lease-rows'
import { MetalListView } from './MetalListView'

/** The bare-metal section. */
export default function MetalListPage() {
  const tableQuery = useTableUrlState()
  const { queries } = useServices()
  const { current } = useCurrentLocation()
  const slug = current?.slug ?? ''
  const leases = useQuery({ ...queries.metalLeases(slug), enabled: slug !== '' })
  const prices = useQuery(queries.priceList())
  const owners = useResourceOwners()
  const named = useResourceNames()
  return (
    <MetalListView
      tableQuery={tableQuery}
      rows={named(leases.data && leaseRows(leases.data, prices.data, owners))}
      error={leases.isError ? leases.error.message : null}
      onRetry={() => void leases.refetch()}
      locationName={current?.display_name ?? '…'}
      currency={prices.data?.default_currency ?? 'EUR'}
      renderLink={renderRouterLink}
    />
  )
}
