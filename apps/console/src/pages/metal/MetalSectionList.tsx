import { useQuery } from '@tanstack/react-query'
import { Component1Icon } from '@radix-ui/react-icons'
import { useServices } from '../../app/services'
import { renderRouterLink } from '../../app/links'
import { SectionList } from '../../layout/SectionList'
import { useResourceOwners } from '../access/owners'
import { leaseSectionItems } from './lease-rows'
import { PROVISION_POLL_MS } from './lease-operations'
import { METAL_CREATE_PATH } from './paths'

/**
 * The bare-metal section's sidebar (and /section/metal on mobile, SPEC §2): the location's leases with their
 * state, machine and hourly price. A provisioning lease is re-read until it is active.
 */
export function MetalSectionList({ location, activeId }: { location: string | null; activeId?: string }) {
  const { queries } = useServices()
  const leases = useQuery({
    ...queries.metalLeases(location ?? ''),
    enabled: location !== null,
    refetchInterval: (query) =>
      query.state.data?.some((l) => l.status === 'provisioning') ? PROVISION_POLL_MS : false,
  })
  const prices = useQuery(queries.priceList())
  const owners = useResourceOwners()
  return (
    <SectionList
      title="Bare metal servers"
      createLabel="Lease server"
      createHref={METAL_CREATE_PATH}
      items={leaseSectionItems(leases.data ?? [], prices.data, owners)}
      currency={prices.data?.default_currency ?? 'EUR'}
      activeId={activeId}
      loading={location === null || leases.isPending}
      error={leases.isError ? leases.error.message : null}
      onRetry={() => void leases.refetch()}
      empty={{
        icon: <Component1Icon width="20" height="20" />,
        title: 'No bare metal servers',
        description: 'Lease a whole physical machine for workloads that need all of it.',
      }}
      renderLink={renderRouterLink}
    />
  )
}
