import { useState } from 'react'
import { Box, Button, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import {
  DataTable,
  formatPrice,
  KeyValueList,
  Price,
  SkeletonPage,
  StatusBadge,
  type RenderLink,
} from '@cirrus/design-system'
import type {
  BillingAccount,
  ForwardingRule,
  LoadBalancer,
  LoadBalancerTarget,
  Network,
  Vm,
} from '@cirrus/domain'
import { dateTimeText } from '../../../app/format'
import { displayAmount } from '../../../app/money'
import { CommandConfirmDialog, type CommandConfirmation } from '../../../components/CommandConfirmDialog'
import { Section } from '../../../components/Section'
import { vmPath } from '../../compute/paths'
import {
  loadBalancerCommandRequest,
  type LoadBalancerCommand,
  type LoadBalancerCommandType,
} from './commands'
import { LoadBalancerDialogs, type LoadBalancerDialog } from './LoadBalancerDialogs'
import { vpcPath } from './paths'
import type { LoadBalancerPrice } from './price'

/** Props of {@link LoadBalancerDetailView}. */
export type LoadBalancerDetailViewProps = {
  /** The balancer, as last read from the platform. */
  lb: LoadBalancer
  /** The location's name for people. */
  locationName: string
  /** The balancer's VPC network; undefined while loading or when it is unknown. */
  network: Network | undefined
  /** The location's VMs (targets' names and status, and the VMs that can become targets); undefined while loading. */
  vms: readonly Vm[] | undefined
  /** The user's billing accounts. */
  billingAccounts: readonly BillingAccount[]
  /** The hourly price by part; undefined while the price list loads. */
  price: LoadBalancerPrice | undefined
  /** The currency of the prices. */
  currency: string
  /** The command in flight, or null. */
  pending: LoadBalancerCommandType | null
  /** Runs a command; resolves when it succeeded, rejects when it failed (the toast already said so). */
  onCommand: (command: LoadBalancerCommand) => Promise<unknown>
  /** Renders links with the router. */
  renderLink: RenderLink
  /** The viewer's time zone for dates. @default 'UTC' */
  timeZone?: string
}

/** A target with the VM it points at (unknown when the VM is gone or not readable). */
type TargetRow = LoadBalancerTarget & { vm: Vm | undefined }

/**
 * A load balancer's page (issue 11): its addresses, network, billing account and hourly price; its targets with
 * their VM's status; its forwarding rules; and rename, change billing account, add and remove targets and
 * rules, delete (confirmed by typing its name).
 */
export function LoadBalancerDetailView({
  lb,
  locationName,
  network,
  vms,
  billingAccounts,
  price,
  currency,
  pending,
  onCommand,
  renderLink,
  timeZone = 'UTC',
}: LoadBalancerDetailViewProps) {
  const [dialog, setDialog] = useState<LoadBalancerDialog | null>(null)
  const account = billingAccounts.find((a) => a.id === lb.billing_account_id)
  const targets: TargetRow[] = lb.targets.map((t) => ({
    ...t,
    vm: vms?.find((v) => v.uuid === t.target_uuid),
  }))
  const candidates = (vms ?? []).filter(
    (vm) =>
      vm.status !== 'deleted' &&
      (network?.vm_uuids ?? []).includes(vm.uuid) &&
      !lb.targets.some((t) => t.target_uuid === vm.uuid),
  )
  const busy = (type: LoadBalancerCommandType) => pending === type
  // Removing a target or a rule is confirmed in a short dialog that shows the call (no name to type).
  const [confirmation, setConfirmation] = useState<CommandConfirmation<LoadBalancerCommand> | null>(null)

  return (
    <Flex direction="column" gap="5" p="4" maxWidth="1100px">
      <Flex justify="between" align="start" gap="4" wrap="wrap">
        <Flex direction="column" gap="1" minWidth="0">
          <Flex align="center" gap="3" wrap="wrap">
            <Heading as="h1" size="6" style={{ overflowWrap: 'anywhere' }}>
              {lb.display_name}
            </Heading>
            <StatusBadge status="active" size="2" />
          </Flex>
          <Text size="2" color="gray">
            Load balancer in {locationName} · TCP
          </Text>
        </Flex>
        <Flex gap="2" wrap="wrap" role="group" aria-label="Load balancer actions">
          <Button variant="soft" onClick={() => setDialog('rename')} loading={busy('rename')}>
            Rename
          </Button>
          <Button variant="soft" onClick={() => setDialog('billing')} loading={busy('changeBillingAccount')}>
            Change billing account
          </Button>
          <Button variant="soft" color="red" onClick={() => setDialog('delete')} loading={busy('delete')}>
            Delete
          </Button>
        </Flex>
      </Flex>

      <Grid columns="repeat(auto-fit, minmax(320px, 1fr))" gap="5" align="start">
        <Section title="Overview">
          <KeyValueList
            items={[
              { label: 'Location', value: locationName },
              {
                label: 'Network',
                value: lb.network_uuid
                  ? renderLink({
                      href: vpcPath(lb.location, lb.network_uuid),
                      children: network ? `${network.name} (${network.subnet})` : lb.network_uuid,
                    })
                  : null,
              },
              {
                label: 'Private address',
                value: lb.private_address,
                copyText: lb.private_address ?? undefined,
              },
              {
                label: 'Public IPv4',
                value: lb.public_address ?? 'None',
                copyText: lb.public_address ?? undefined,
              },
              {
                label: 'Billing account',
                value: account?.title ?? `#${lb.billing_account_id}`,
              },
              { label: 'Created', value: dateTimeText(lb.created_at, timeZone) },
              {
                label: 'UUID',
                value: <Text className="cirrus-tabular">{lb.uuid}</Text>,
                copyText: lb.uuid,
              },
            ]}
          />
        </Section>
        <Section title="Price">
          <Flex direction="column" gap="3">
            <Price amount={price ? displayAmount(price.total) : null} currency={currency} size="3" />
            {price && lb.public_address && (
              <Text size="2" color="gray">
                Load balancer {priceText(price.balancer)} and its public IPv4 {priceText(price.publicIp)} per
                hour. Deleting the balancer leaves the IP unassigned, billed at the unassigned rate.
              </Text>
            )}
            {price === undefined && (
              <Text size="2" color="gray">
                Loading prices…
              </Text>
            )}
          </Flex>
        </Section>
      </Grid>

      <Section
        title="Targets"
        actions={
          <Button size="2" variant="soft" onClick={() => setDialog('addTarget')} loading={busy('addTarget')}>
            Add target
          </Button>
        }
      >
        <DataTable
          label="Targets"
          rows={targets}
          getRowId={(t) => t.target_uuid}
          emptyMessage="No targets: the balancer has nowhere to send connections. Add a VM of its network."
          columns={[
            {
              id: 'vm',
              header: 'Virtual machine',
              primary: true,
              cell: (t) =>
                renderLink({
                  href: vmPath(lb.location, t.target_uuid),
                  children: t.vm?.name ?? t.target_uuid,
                }),
            },
            {
              id: 'status',
              header: 'VM status',
              cell: (t) =>
                t.vm ? (
                  <StatusBadge status={t.vm.status} />
                ) : (
                  <Text color="gray">{vms === undefined ? 'Loading…' : 'Unknown'}</Text>
                ),
            },
            {
              id: 'address',
              header: 'Address',
              hideBelow: 'xs',
              cell: (t) => <Text className="cirrus-tabular">{t.target_ip_address ?? '—'}</Text>,
            },
            {
              id: 'actions',
              header: 'Actions',
              align: 'right',
              cell: (t) => (
                <Button
                  size="1"
                  variant="soft"
                  color="gray"
                  onClick={() =>
                    setConfirmation({
                      command: { type: 'removeTarget', targetUuid: t.target_uuid },
                      title: `Remove target ${t.vm?.name ?? t.target_uuid}?`,
                      description: `${t.vm?.name ?? t.target_uuid} stops receiving connections from ${lb.display_name}. The VM itself is not changed.`,
                      confirmLabel: 'Remove',
                    })
                  }
                  loading={busy('removeTarget')}
                  aria-label={`Remove target ${t.vm?.name ?? t.target_uuid}`}
                >
                  Remove
                </Button>
              ),
            },
          ]}
        />
      </Section>

      <Section
        title="Forwarding rules"
        actions={
          <Button
            size="2"
            variant="soft"
            onClick={() => setDialog('addRule')}
            loading={busy('addForwardingRule')}
          >
            Add forwarding rule
          </Button>
        }
      >
        <DataTable
          label="Forwarding rules"
          rows={lb.forwarding_rules}
          getRowId={(r) => r.uuid}
          emptyMessage="No forwarding rules: the balancer forwards nothing. Add one, e.g. 80 → 80."
          columns={[
            // Always TCP (API-NOTES §8): the first column to leave on a phone.
            { id: 'protocol', header: 'Protocol', hideBelow: 'xs', cell: (r) => r.protocol },
            { id: 'source', header: 'Source port', numeric: true, primary: true, cell: (r) => r.source_port },
            { id: 'target', header: 'Target port', numeric: true, cell: (r) => r.target_port },
            {
              id: 'settings',
              header: 'Settings',
              hideBelow: 'sm',
              cell: (r) => settingsText(r),
            },
            {
              id: 'actions',
              header: 'Actions',
              align: 'right',
              cell: (r) => (
                <Button
                  size="1"
                  variant="soft"
                  color="gray"
                  onClick={() =>
                    setConfirmation({
                      command: { type: 'removeForwardingRule', ruleUuid: r.uuid },
                      title: `Remove rule ${r.source_port} → ${r.target_port}?`,
                      description: `${lb.display_name} stops forwarding port ${r.source_port} to port ${r.target_port} of its targets.`,
                      confirmLabel: 'Remove',
                    })
                  }
                  loading={busy('removeForwardingRule')}
                  aria-label={`Remove rule ${r.source_port} → ${r.target_port}`}
                >
                  Remove
                </Button>
              ),
            },
          ]}
        />
      </Section>

      <CommandConfirmDialog
        confirmation={confirmation}
        requestOf={(command) => loadBalancerCommandRequest(lb, command)}
        onCommand={onCommand}
        onClose={() => setConfirmation(null)}
      />
      <LoadBalancerDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        lb={lb}
        candidates={candidates}
        billingAccounts={billingAccounts}
        onCommand={onCommand}
      />
    </Flex>
  )
}

/** One part of the price as text, e.g. '€0.0548'. */
function priceText(amount: LoadBalancerPrice['balancer']): string {
  const value = displayAmount(amount)
  return value === null || !amount ? 'unavailable' : formatPrice(value, amount.currency)
}

/** A rule's settings for people (they cannot be set, API-NOTES §8). */
function settingsText(rule: ForwardingRule): string {
  const { connection_limit: limit, session_persistence: persistence } = rule.settings
  return (
    [
      limit !== null ? `${limit} connections` : null,
      persistence ? `sticky by ${persistence.toLowerCase().replace('_', ' ')}` : null,
    ]
      .filter(Boolean)
      .join(' · ') || '—'
  )
}

/** What the load balancer page shows while its code or data loads. */
export function LoadBalancerDetailLoading() {
  return (
    <Box p="5">
      <SkeletonPage label="Loading load balancer" />
    </Box>
  )
}
