import { useState } from 'react'
import { Callout, Flex, Heading, Text } from '@radix-ui/themes'
import { InfoCircledIcon } from '@radix-ui/react-icons'
import { ConfirmDialog, KeyValueList, Price, StatusBadge } from '@cirrus/design-system'
import { apiRequests, leaseReleaseAvailability, type MetalLease, type Money } from '@cirrus/domain'
import { useApiRequest } from '../../app/api-request'
import { dateTimeText } from '../../app/format'
import { displayAmount } from '../../app/money'
import { ActionButton } from '../../components/ActionButton'
import { Section } from '../../components/Section'
import { machineSpecText } from './lease-rows'

/** Props of {@link MetalLeaseView}. */
export type MetalLeaseViewProps = {
  /** The lease. */
  lease: MetalLease
  /** Its location's name for people. */
  locationName: string
  /** Its OS's name for people (from `GET /metal/os`), e.g. 'Debian 12 (bookworm)'; the raw names meanwhile. */
  osLabel?: string
  /** Hourly price; undefined while the price list loads, null when it cannot be computed. */
  price: Money | null | undefined
  /** The currency of the price. */
  currency: string
  /** Releases the lease (after the confirmation); rejects when the platform refuses. */
  onRelease: () => Promise<unknown>
  /** True while the release runs. */
  releasing?: boolean
  /** The viewer's time zone for dates. @default 'UTC' */
  timeZone?: string
}

/**
 * /metal/lease/{uuid}/ (SPEC §2): the lease's name and state (following its provisioning operation), the
 * machine's hardware, its OS and login, addresses, dates, and what it costs per hour — with the release action
 * behind a confirmation that names the lease.
 */
export function MetalLeaseView({
  lease,
  locationName,
  osLabel,
  price,
  currency,
  onRelease,
  releasing = false,
  timeZone = 'UTC',
}: MetalLeaseViewProps) {
  const [confirming, setConfirming] = useState(false)
  const releaseRequest = useApiRequest(apiRequests.metal.release(lease.location, lease.uuid))
  const spec = lease.machine_type
  const os = osLabel ?? `${lease.os_name} ${lease.os_version}`
  const date = (value: string | null) => dateTimeText(value, timeZone)
  return (
    <Flex direction="column" gap="4" p="4" maxWidth="1100px">
      <Flex justify="between" align="start" gap="4" wrap="wrap">
        <Flex direction="column" gap="1" minWidth="0">
          <Flex align="center" gap="3" wrap="wrap">
            <Heading as="h1" size="6" style={{ overflowWrap: 'anywhere' }}>
              {lease.display_name}
            </Heading>
            <StatusBadge status={lease.status} size="2" />
          </Flex>
          <Text size="2" color="gray">
            Bare metal server in {locationName} · {spec.display_name} ({spec.name}) · {os}
          </Text>
        </Flex>
        <ActionButton
          color="red"
          variant="soft"
          availability={leaseReleaseAvailability(lease)}
          busy={releasing}
          onClick={() => setConfirming(true)}
        >
          Release
        </ActionButton>
      </Flex>

      {lease.status === 'provisioning' && (
        <Callout.Root role="status">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>
            The platform is installing {os} on {lease.hostname}. This takes a few minutes; this page follows
            it.
          </Callout.Text>
        </Callout.Root>
      )}

      <Section title="Machine">
        <KeyValueList
          items={[
            { label: 'Machine type', value: `${spec.display_name} (${spec.name})` },
            { label: 'Hardware', value: machineSpecText(spec) },
            { label: 'Host name', value: lease.hostname, copyText: lease.hostname },
            {
              label: 'Public IPv4',
              value: lease.ip_address,
              ...(lease.ip_address ? { copyText: lease.ip_address } : {}),
            },
            { label: 'Operating system', value: os },
            { label: 'Login', value: lease.login === 'ssh_key' ? 'SSH key' : 'Password' },
            { label: 'Lease ID', value: lease.uuid, copyText: lease.uuid },
          ]}
        />
      </Section>

      <Section title="Price">
        <Flex direction="column" gap="2">
          <Price
            amount={price === undefined ? null : displayAmount(price)}
            currency={currency}
            size="3"
            unavailableLabel={price === undefined ? 'Loading price…' : undefined}
          />
          <Text size="2" color="gray">
            {lease.status === 'released'
              ? 'A released server costs nothing.'
              : 'Billed for every hour the server is active; provisioning is free.'}
          </Text>
        </Flex>
      </Section>

      <Section title="Lease">
        <KeyValueList
          items={[
            { label: 'Leased', value: date(lease.created_at) },
            { label: 'Active since', value: date(lease.activated_at) },
            { label: 'Released', value: date(lease.released_at) },
            { label: 'Billing account', value: String(lease.billing_account_id) },
          ]}
        />
      </Section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Release ${lease.display_name}?`}
        description={`${lease.hostname} is wiped and goes back to the pool. Everything on its disks is lost; billing stops.`}
        confirmLabel="Release"
        confirmText={lease.display_name}
        onConfirm={onRelease}
        apiRequest={releaseRequest}
      />
    </Flex>
  )
}
