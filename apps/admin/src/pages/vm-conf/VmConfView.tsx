import { Button, Callout, Flex, Skeleton } from '@radix-ui/themes'
import { EmptyState } from '@cirrus/design-system'
import type { LocationNetwork, NetworkDefaultsInput, PublicIpRange } from '@cirrus/domain'
import { LocationNetworkCard, type NetworkForm } from './LocationNetworkCard'
import { AdminScreen } from '../../components/PageHeader'

/** Props of {@link VmConfView}. */
export type VmConfViewProps = {
  /** Every location's network settings; undefined while loading. */
  networks: readonly LocationNetwork[] | undefined
  error?: string
  onRetry?: () => void
  /** Adds a public range to a location. */
  onAddRange: (location: string, cidr: string) => void
  /** Changes a range's CIDR. */
  onUpdateRange: (range: PublicIpRange, cidr: string) => void
  /** Removes a range (the platform refuses while an address of it is in use). */
  onRemoveRange: (range: PublicIpRange) => void
  /** Saves a location's private network defaults and DNS servers. */
  onSaveDefaults: (location: string, input: NetworkDefaultsInput) => void
  /** The platform's field errors of the last change, with the form they belong to. */
  serverErrors?: { form: NetworkForm; errors: Record<string, string> }
  /** The form whose change is running. */
  busyForm?: NetworkForm
}

/**
 * /vm_conf (Network, issue 14): per location the public IPv4 ranges the IP allocator hands out (used and free),
 * the private network defaults and the DNS servers handed to VMs.
 */
export function VmConfView(props: VmConfViewProps) {
  const { networks, error, onRetry } = props
  const allRanges = (networks ?? []).flatMap((n) => n.ranges)
  return (
    <AdminScreen
      title="Network"
      description="Public IPv4 ranges per location, the private network defaults and the DNS servers handed to VMs."
    >
      {error ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{error}</Callout.Text>
          {onRetry && (
            <Flex>
              <Button size="2" variant="solid" color="gray" highContrast onClick={onRetry}>
                Retry
              </Button>
            </Flex>
          )}
        </Callout.Root>
      ) : networks === undefined ? (
        <Flex direction="column" gap="4" role="status" aria-busy="true" aria-label="Loading network settings">
          <Skeleton height="220px" />
          <Skeleton height="220px" />
        </Flex>
      ) : networks.length === 0 ? (
        <EmptyState
          title="No locations yet"
          description="Add a location first: its network settings show here."
        />
      ) : (
        networks.map((network) => (
          <LocationNetworkCard
            key={network.location}
            network={network}
            allRanges={allRanges}
            onAddRange={props.onAddRange}
            onUpdateRange={props.onUpdateRange}
            onRemoveRange={props.onRemoveRange}
            onSaveDefaults={props.onSaveDefaults}
            serverErrors={props.serverErrors}
            busyForm={props.busyForm}
          />
        ))
      )}
    </AdminScreen>
  )
}
