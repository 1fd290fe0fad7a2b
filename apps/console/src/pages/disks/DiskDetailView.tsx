/**
 * A disk's page (issue 10): its size, the VM it is attached to, its price (a detached disk says it is still
 * billed), its snapshots, and every action — rename, resize, attach or detach, clone, snapshots (take, restore,
 * delete) and delete — each disabled with the reason when the disk's state forbids it.
 */
import { useState } from 'react'
import { Box, Callout, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { InfoCircledIcon } from '@radix-ui/react-icons'
import {
  DataTable,
  KeyValueList,
  Price,
  SkeletonPage,
  SkeletonText,
  StatusBadge,
  type RenderLink,
} from '@cirrus/design-system'
import { diskHourlyPrice, type BillingAccount, type Disk, type PriceList, type Vm } from '@cirrus/domain'
import { ActionButton } from '../../components/ActionButton'
import { dateTimeText } from '../../app/format'
import { displayAmount } from '../../app/money'
import { Section } from '../../components/Section'
import { diskCommandAvailability, type DiskCommand, type DiskCommandType } from './disk-commands'
import { attachedVm, diskName } from './disk-rows'
import { DiskDialogs, type DiskDialog } from './DiskDialogs'

/** Props of {@link DiskDetailView}. */
export type DiskDetailViewProps = {
  /** The disk, as last read from the platform. */
  disk: Disk
  /** The location's name for people. */
  locationName: string
  /** The location's VMs (to name the attached one and to attach to); undefined while they load. */
  vms: readonly Vm[] | undefined
  /** Why the VMs could not be loaded. */
  vmsError?: string | null
  /** The user's billing accounts, to name the disk's. */
  billingAccounts: readonly BillingAccount[]
  /** The price list; undefined while it loads. */
  priceList: PriceList | undefined
  /** The command in flight on this disk, or null. */
  pending: DiskCommandType | null
  /** Runs a command; resolves when it succeeded, rejects when it failed (the toast already said so). */
  onCommand: (command: DiskCommand) => Promise<unknown>
  /** Renders links with the router. */
  renderLink: RenderLink
  /** The viewer's time zone for dates. @default 'UTC' */
  timeZone?: string
}

/** The disk's page. */
export function DiskDetailView({
  disk,
  locationName,
  vms,
  vmsError,
  billingAccounts,
  priceList,
  pending,
  onCommand,
  renderLink,
  timeZone = 'UTC',
}: DiskDetailViewProps) {
  const [dialog, setDialog] = useState<DiskDialog | null>(null)
  const name = diskName(disk)
  const vm = attachedVm(disk, vms)
  const price = priceList ? diskHourlyPrice(disk, { list: priceList }).price : undefined
  const currency = price?.currency ?? priceList?.default_currency ?? 'EUR'
  const action = (
    type: DiskCommandType,
    label: string,
    open: DiskDialog,
    variant: 'soft' | 'outline' = 'soft',
  ) => (
    <ActionButton
      availability={diskCommandAvailability(disk, type, pending)}
      busy={pending === type}
      variant={variant}
      color={type === 'delete' ? 'red' : undefined}
      onClick={() => setDialog(open)}
    >
      {label}
    </ActionButton>
  )
  const account = billingAccounts.find((a) => a.id === disk.billing_account_id)

  return (
    <Flex direction="column" gap="5" p="4" maxWidth="1100px">
      <Flex justify="between" align="start" gap="4" wrap="wrap">
        <Flex direction="column" gap="1" minWidth="0">
          <Flex align="center" gap="3" wrap="wrap">
            <Heading as="h1" size="6" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Heading>
            <StatusBadge status={disk.attached_to ? 'attached' : 'detached'} size="2" />
          </Flex>
          <Text size="2" color="gray">
            Disk in {locationName} · {disk.size_gb} GB
          </Text>
        </Flex>
        <Flex gap="2" wrap="wrap" role="group" aria-label="Disk actions">
          {action('rename', 'Rename', { kind: 'rename' })}
          {action('resize', 'Resize', { kind: 'resize' })}
          {disk.attached_to
            ? action('detach', 'Detach', { kind: 'detach' })
            : action('attach', 'Attach to VM', { kind: 'attach' })}
          {action('clone', 'Clone', { kind: 'clone' })}
          {action('changeBillingAccount', 'Change billing account', { kind: 'billing' })}
          {action('delete', 'Delete', { kind: 'delete' })}
        </Flex>
      </Flex>

      <Grid columns="repeat(auto-fit, minmax(300px, 1fr))" gap="5" align="start">
        <Section title="Overview">
          <KeyValueList
            items={[
              { label: 'Size', value: `${disk.size_gb} GB` },
              {
                label: 'Attached to',
                value: vm ? renderLink({ href: vm.href, children: vm.name }) : 'Not attached',
              },
              { label: 'Billing account', value: account?.title ?? `#${disk.billing_account_id}` },
              { label: 'Created', value: dateTimeText(disk.created_at, timeZone) ?? '—' },
              {
                label: 'UUID',
                value: <Text className="cirrus-tabular">{disk.uuid}</Text>,
                copyText: disk.uuid,
              },
            ]}
          />
          {vmsError && (
            <Text as="p" size="1" color="red" mt="2" role="alert">
              The VMs could not be loaded: {vmsError}
            </Text>
          )}
        </Section>
        <Section title="Price">
          {price === undefined ? (
            <SkeletonText lines={2} label="Loading prices" />
          ) : (
            <Flex direction="column" gap="3">
              <Price amount={displayAmount(price)} currency={currency} />
              <Text size="1" color="gray">
                {disk.size_gb} GB and {disk.snapshots.length} snapshot(s), by the hour.
              </Text>
              {!disk.attached_to && (
                <Callout.Root color="amber" size="1">
                  <Callout.Icon>
                    <InfoCircledIcon />
                  </Callout.Icon>
                  <Callout.Text>
                    This disk is detached and still billed while it exists. Attach it to a VM or delete it.
                  </Callout.Text>
                </Callout.Root>
              )}
            </Flex>
          )}
        </Section>
      </Grid>

      <Section
        title="Snapshots"
        actions={action('takeSnapshot', 'Take snapshot', { kind: 'snapshot' }, 'outline')}
      >
        <DataTable
          label="Snapshots"
          rows={disk.snapshots}
          getRowId={(s) => s.uuid}
          emptyMessage="No snapshots yet"
          columns={[
            { id: 'name', header: 'Name', primary: true, cell: (s) => s.display_name || s.uuid.slice(-19) },
            { id: 'size', header: 'Size', numeric: true, cell: (s) => `${s.size_gb} GB` },
            {
              id: 'created',
              header: 'Created',
              hideBelow: 'xs',
              cell: (s) => dateTimeText(s.created_at, timeZone) ?? '—',
            },
            {
              id: 'actions',
              header: 'Actions',
              align: 'right',
              cell: (s) => (
                <Flex gap="3" justify="end">
                  <ActionButton
                    availability={diskCommandAvailability(disk, 'restoreSnapshot', pending)}
                    size="1"
                    variant="ghost"
                    aria-label={`Restore from ${s.display_name || s.uuid}`}
                    onClick={() => setDialog({ kind: 'restoreSnapshot', snapshot: s })}
                  >
                    Restore
                  </ActionButton>
                  <ActionButton
                    availability={diskCommandAvailability(disk, 'deleteSnapshot', pending)}
                    size="1"
                    variant="ghost"
                    color="red"
                    aria-label={`Delete snapshot ${s.display_name || s.uuid}`}
                    onClick={() => setDialog({ kind: 'deleteSnapshot', snapshot: s })}
                  >
                    Delete
                  </ActionButton>
                </Flex>
              ),
            },
          ]}
        />
      </Section>

      <DiskDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        billingAccounts={billingAccounts}
        disk={disk}
        vms={vms}
        priceList={priceList}
        onCommand={onCommand}
      />
    </Flex>
  )
}

/** What the disk page shows while its code or data loads. */
export function DiskDetailLoading() {
  return (
    <Box p="5">
      <SkeletonPage label="Loading disk" />
    </Box>
  )
}
