/**
 * /metal: the bare-metal section's route module — the current location's leases, priced, with bulk Release
 * (issue 18: the lease page's one action and call, `client.metal.release`; no billing move, `billing/move.ts` has
 * no call for a lease).
 */
import { useTableUrlState } from '@cirrus/app-kit'
import { useQuery } from '@tanstack/react-query'
import { warrenKeys } from '@cirrus/domain'
import { renderRouterLink } from '../../app/links'
import { useCurrentLocation } from '../../app/locations'
import { useServices } from '../../app/services'
import { useResourceNames } from '../../components/resource-table'
import { useResourceOwners } from '../access/owners'
import { leaseRows } from './lease-rows'
import { MetalListView } from './MetalListView'
import { useLeaseBulk } from './MetalBulk'

/** The bare-metal section. */
export default function MetalListPage() {
  const tableQuery = useTableUrlState()
  const { client, queries, queryClient } = useServices()
  const { current } = useCurrentLocation()
  const slug = current?.slug ?? ''
  const leases = useQuery({ ...queries.metalLeases(slug), enabled: slug !== '' })
  const prices = useQuery(queries.priceList())
  const owners = useResourceOwners()
  const named = useResourceNames()
  const bulk = useLeaseBulk(leases.data, prices.data, (lease) =>
    client.metal.release(lease.location, lease.uuid).finally(() => {
      void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('bare_metal', lease.location) })
      void queryClient.invalidateQueries({ queryKey: warrenKeys.metalTypes(lease.location) })
    }),
  )
  return (
    <MetalListView
      tableQuery={tableQuery}
      rows={named(leases.data && leaseRows(leases.data, prices.data, owners))}
      error={leases.isError ? leases.error.message : null}
      onRetry={() => void leases.refetch()}
      locationName={current?.display_name ?? '…'}
      currency={prices.data?.default_currency ?? 'EUR'}
      renderLink={renderRouterLink}
      {...bulk}
    />
  )
}
