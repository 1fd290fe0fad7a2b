/**
 * /compute/vm/{location}/{vmId}/ (SPEC §2): the route module. The loader reads the VM (a missing one throws a
 * not-found error carrying up to 30 ids that do exist, SPEC §8) and prefetches the rest; the screen follows a
 * running operation by polling until it ends (issue 5: "the status follows a running operation").
 */
import type { LoaderFunctionArgs } from 'react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { MetricsSection } from '@cirrus/app-kit'
import { metricsTexts, vmPriceBreakdown } from '@cirrus/domain'
import type { AppServices } from '../../app/services'
import { useServices } from '../../app/services'
import { viewerTimeZone } from '../../app/format'
import { ensureVm, missingVmBoundary, useVmParams } from './vm-loader'
import { renderRouterLink } from '../../app/links'
import { vmPath } from './paths'
import { usePendingVmCommand, useVmActions } from './use-vm-actions'
import { poolLimits } from '../../forms/vm-create'
import { VmDetailView } from './vm-detail/VmDetailView'
import { useLiveFallbackInterval } from '@cirrus/app-kit'

/** While a command runs, the VM is re-read this often, so its status follows the operation. */
export const OPERATION_POLL_MS = 2000

/** Reads the VM; a missing one becomes a not-found error listing the ids that do exist. */
export const loader =
  (services: AppServices) =>
  async ({ params }: LoaderFunctionArgs) => {
    const { queries, queryClient } = services
    const { location, vmId } = await ensureVm(services, params)
    // The rest loads in parallel while the page renders; each part shows its own skeleton meanwhile.
    void queryClient.prefetchQuery(queries.priceList())
    void queryClient.prefetchQuery(queries.vmInterfaces(location, vmId))
    void queryClient.prefetchQuery(queries.ipList(location, { vm_uuid: vmId }))
    void queryClient.prefetchQuery(queries.billingAccounts())
    return null
  }

/** A missing VM: "This virtual machine is gone", with up to 30 ids that do exist and a create link. */
export const ErrorBoundary = missingVmBoundary(vmPath)

/** The VM's page. */
export default function VmDetailPage() {
  const { location, vmId } = useVmParams()
  const { queries } = useServices()
  return <VmDetailScreen key={`${location}/${vmId}`} location={location} vmId={vmId} queries={queries} />
}

function VmDetailScreen({
  location,
  vmId,
  queries,
}: {
  location: string
  vmId: string
  queries: AppServices['queries']
}) {
  const pending = usePendingVmCommand(vmId)
  // The activity stream refreshes the VM when its operation ends (issue 18); only while the stream is down does a
  // command in flight poll, so the status still follows the operation without a reload.
  const fallback = useLiveFallbackInterval(OPERATION_POLL_MS)
  const { data: vm } = useSuspenseQuery({
    ...queries.vm(location, vmId),
    refetchInterval: pending ? fallback : false,
  })
  const { run } = useVmActions(vm)
  const prices = useQuery(queries.priceList())
  const ips = useQuery(queries.ipList(location, { vm_uuid: vmId }))
  const interfaces = useQuery(queries.vmInterfaces(location, vmId))
  const networks = useQuery(queries.networkList(location))
  const accounts = useQuery(queries.billingAccounts())
  const images = useQuery(queries.vmImages())
  const bootImages = useQuery(queries.bootImages())
  const user = useQuery(queries.currentUser())
  const locations = useQuery(queries.locations())
  const pools = useQuery(queries.hostPools(location))

  // The breakdown waits for the VM's public IPs too: a total without their share would look real but be short.
  const price =
    prices.data && !ips.isPending
      ? vmPriceBreakdown(vm, { list: prices.data }, { assignedIps: ips.data?.length ?? 0 })
      : undefined
  return (
    <VmDetailView
      vm={vm}
      locationName={locations.data?.find((l) => l.slug === location)?.display_name ?? location}
      pending={pending}
      price={price}
      publicIps={ips.data}
      interfaces={interfaces.data}
      interfacesError={interfaces.isError ? interfaces.error.message : null}
      networks={networks.data ?? []}
      billingAccounts={accounts.data ?? []}
      images={images.data ?? []}
      bootImages={bootImages.data ?? []}
      limits={poolLimits(pools.data, vm.designated_pool_uuid, vm.license_type === 'WINDOWS')}
      isAdmin={user.data?.is_admin ?? false}
      onCommand={run}
      timeZone={viewerTimeZone()}
      renderLink={renderRouterLink}
      metrics={
        <MetricsSection
          query={(range) => queries.vmMetrics(location, vmId, range)}
          note={vm.status === 'stopped' ? metricsTexts.stoppedNote : undefined}
          timeZone={viewerTimeZone()}
        />
      }
    />
  )
}
