/**
 * A managed service's page (issue 12): its properties (service IP, spec, workers), its VM resources linked to
 * their pages with start and stop each and a bulk start or stop of all of them with per-item progress (SPEC
 * §4), hibernation, secrets revealed on demand with copy buttons, the whitelist, backup restore, rename and
 * delete — with the hourly price on every row.
 */
import { useState } from 'react'
import { Box, Button, Callout, Flex, Heading, Text } from '@radix-ui/themes'
import { InfoCircledIcon } from '@radix-ui/react-icons'
import {
  DataTable,
  KeyValueList,
  SkeletonPage,
  StatusBadge,
  type DataTableColumn,
  type RenderLink,
} from '@cirrus/design-system'
import {
  activityTexts,
  serviceStatus,
  type BillingAccount,
  type PriceList,
  type ServicePackage,
  type ServiceSecrets,
  type Vm,
} from '@cirrus/domain'
import { Section } from '../../components/Section'
import { HourlyPrice } from '../../components/HourlyPrice'
import { CommandConfirmDialog, type CommandConfirmation } from '../../components/CommandConfirmDialog'
import { serviceConfirmations } from './service-confirmations'
import { dateTimeText } from '../../app/format'
import {
  serviceConfirmableRequest,
  type ServiceCommand,
  type ServiceCommandType,
  type ServiceConfirmable,
} from './service-commands'
import { isHibernating, serviceIp, serviceVmRows, workerPrice, type ServiceVmRow } from './service-detail'
import { servicePrice } from './service-rows'
import { ServiceDialogs, type ServiceDialog } from './ServiceDialogs'
import { ServicePrice } from './ServicePrice'
import { ServiceSecretsSection, ServiceWhitelistSection } from './ServiceSections'
import { BulkProgress } from '@cirrus/app-kit'
import type { ServiceBulkRun } from './use-service-actions'

/** Props of {@link ServiceDetailView}. */
export type ServiceDetailViewProps = {
  /** The service, as last read from the platform. */
  pkg: ServicePackage
  /** The location's VMs, to name the service's; undefined while they load. */
  vms: readonly Vm[] | undefined
  /** The price list; undefined while it loads. */
  priceList: PriceList | undefined
  /** The whitelist; undefined while it loads. */
  whitelist: readonly string[] | undefined
  /** Why the whitelist could not be loaded. */
  whitelistError?: string | null
  /** The secrets once revealed; undefined while hidden. */
  secrets: ServiceSecrets | undefined
  /** True while the secrets load. */
  secretsLoading?: boolean
  /** Why the secrets could not be loaded. */
  secretsError?: string | null
  /** Loads and shows the secrets. */
  onRevealSecrets: () => void
  /** The command in flight on this service, or null. */
  pending: ServiceCommandType | null
  /** The bulk start or stop under way (or just finished), or null. */
  bulk: ServiceBulkRun | null
  /** Runs a command; resolves when it succeeded, rejects when it failed (the toast already said so). */
  onCommand: (command: ServiceCommand) => Promise<unknown>
  /** Starts or stops every VM of the service, one at a time. */
  onBulk: (action: 'start' | 'stop') => void
  /** Runs the last bulk action again on the VMs that failed ("Retry failed"). */
  onRetryFailed?: () => void
  /** Closes the finished bulk progress group. */
  onDismissBulk?: () => void
  /** Renders links with the router. */
  renderLink: RenderLink
  /** The viewer's time zone for dates. @default 'UTC' */
  timeZone?: string
  /** The user's billing accounts; with them the page offers "Change billing account" (issue 18). */
  billingAccounts?: readonly BillingAccount[]
}

/** The service's page. */
export function ServiceDetailView(props: ServiceDetailViewProps) {
  const { pkg, priceList, pending, onCommand, renderLink, timeZone = 'UTC' } = props
  const [dialog, setDialog] = useState<ServiceDialog | null>(null)
  const [confirmation, setConfirmation] = useState<CommandConfirmation<ServiceConfirmable> | null>(null)
  const currency = priceList?.default_currency ?? 'EUR'
  const rows = serviceVmRows(pkg, props.vms, priceList)
  const nameOf = (vmId: string) => rows.find((r) => r.id === vmId)?.name ?? vmId.slice(0, 8)
  const confirmations = serviceConfirmations(pkg.display_name, rows.length)
  /** Runs a confirmed action: a VM's command (its toast says how it went), or hands the others to the route. */
  const runConfirmed = async (action: ServiceConfirmable): Promise<unknown> => {
    switch (action.type) {
      case 'startAll':
      case 'stopAll':
        // The progress shows under Resources, VM by VM.
        props.onBulk(action.type === 'startAll' ? 'start' : 'stop')
        return
      case 'revealSecrets':
        props.onRevealSecrets()
        return
      default:
        return onCommand(action)
    }
  }
  const hibernating = isHibernating(pkg)
  const workers = pkg.properties.spec?.provider?.workers ?? []
  const bulkRunning = props.bulk?.items.some((i) => i.status === 'pending' || i.status === 'running') ?? false
  const port = (pkg.properties as Record<string, unknown>).port

  const vmColumns: DataTableColumn<ServiceVmRow>[] = [
    {
      id: 'name',
      header: 'VM',
      cell: (r) => renderLink({ href: r.href, children: r.name, 'aria-label': `VM ${r.name}` }),
    },
    {
      id: 'size',
      header: 'Size',
      hideBelow: 'sm',
      cell: (r) => `${r.vcpu} vCPU · ${r.memoryMb / 1024} GB RAM · ${r.diskGb} GB`,
    },
    { id: 'status', header: 'Status', hideBelow: 'xs', cell: (r) => <StatusBadge status={r.status} /> },
    {
      id: 'price',
      header: 'Price',
      numeric: true,
      cell: (r) => <HourlyPrice price={r.price} currency={currency} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (r) => {
        const type = r.status === 'running' ? 'stopVm' : 'startVm'
        const label = type === 'stopVm' ? 'Stop' : 'Start'
        return (
          <Button
            size="1"
            variant="soft"
            aria-label={`${label} ${r.name}`}
            disabled={pending !== null || bulkRunning}
            onClick={() => setConfirmation(confirmations.vm({ type, vmId: r.id }, r.name))}
          >
            {label}
          </Button>
        )
      },
    },
  ]

  const backups = rows.flatMap((vm) => vm.backups.map((backup) => ({ vm, backup })))

  return (
    <Flex direction="column" gap="4" p="4" maxWidth="1100px">
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Flex align="center" gap="2">
            <Heading as="h1" size="6">
              {pkg.display_name}
            </Heading>
            <StatusBadge status={serviceStatus(pkg)} />
          </Flex>
          <Text size="2" color="gray">
            {pkg.service} {pkg.version} in {pkg.location ?? 'an unknown location'}
          </Text>
        </Flex>
        <Flex gap="2" wrap="wrap">
          <Button variant="soft" onClick={() => setDialog({ kind: 'rename' })} loading={pending === 'rename'}>
            Rename
          </Button>
          <Button
            variant="soft"
            onClick={() => setDialog({ kind: 'hibernate' })}
            loading={pending === 'hibernate'}
          >
            {hibernating ? 'Wake up' : 'Hibernate'}
          </Button>
          {props.billingAccounts && (
            <Button
              variant="soft"
              onClick={() => setDialog({ kind: 'billing' })}
              loading={pending === 'changeBillingAccount'}
            >
              Change billing account
            </Button>
          )}
          <Button color="red" variant="soft" onClick={() => setDialog({ kind: 'delete' })}>
            Delete
          </Button>
        </Flex>
      </Flex>

      {hibernating && (
        <Callout.Root color="amber" highContrast>
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>Hibernating: every VM is stopped and only storage is billed.</Callout.Text>
        </Callout.Root>
      )}

      <Section title="Properties">
        <KeyValueList
          items={[
            { label: 'Service', value: `${pkg.service} ${pkg.version}` },
            { label: 'Location', value: pkg.location },
            { label: 'Service IP', value: serviceIp(pkg), copyText: serviceIp(pkg) ?? undefined },
            {
              label: 'Port',
              value: typeof port === 'number' || typeof port === 'string' ? String(port) : null,
            },
            { label: 'Created', value: dateTimeText(pkg.created_at, timeZone) },
            {
              label: 'Price',
              value: <ServicePrice price={servicePrice(pkg, priceList)} currency={currency} monthly />,
            },
            { label: 'Service ID', value: pkg.uuid, copyText: pkg.uuid },
          ]}
        />
        {workers.length > 0 && (
          <Box mt="3">
            <DataTable
              label="Workers"
              columns={[
                {
                  id: 'machine',
                  header: 'Machine',
                  cell: (w) => `${w.machine.vcpu} vCPU · ${w.machine.ram} MB RAM`,
                },
                {
                  id: 'volume',
                  header: 'Volume',
                  hideBelow: 'sm',
                  cell: (w) => (w.volume ? `${w.volume.size} GB` : '—'),
                },
                {
                  id: 'count',
                  header: 'Workers',
                  cell: (w) => `${w.minimum ?? 1}–${w.maximum ?? w.minimum ?? 1}`,
                },
                {
                  id: 'zones',
                  header: 'Zones',
                  hideBelow: 'sm',
                  cell: (w) => (w.zones ?? []).join(', ') || '—',
                },
                {
                  id: 'price',
                  header: 'Price',
                  numeric: true,
                  cell: (w) => <ServicePrice price={workerPrice(pkg, w, priceList)} currency={currency} />,
                },
              ]}
              rows={workers.map((w, index) => ({ ...w, id: String(w.name ?? index) }))}
              getRowId={(w) => w.id}
              emptyMessage="No workers"
            />
          </Box>
        )}
      </Section>

      <Section
        title="Resources"
        actions={
          <>
            <Button
              variant="soft"
              disabled={bulkRunning || pending !== null || rows.length === 0}
              onClick={() => setConfirmation(confirmations.all('startAll'))}
            >
              Start all VMs
            </Button>
            <Button
              variant="soft"
              disabled={bulkRunning || pending !== null || rows.length === 0}
              onClick={() => setConfirmation(confirmations.all('stopAll'))}
            >
              Stop all VMs
            </Button>
          </>
        }
      >
        <DataTable
          label="Service VMs"
          columns={vmColumns}
          rows={rows}
          getRowId={(r) => r.id}
          emptyMessage="This service has no VMs"
        />
        {props.bulk && (
          <Box mt="3">
            <BulkProgress
              action={props.bulk.action === 'start' ? activityTexts.bulkStart : activityTexts.bulkStop}
              items={props.bulk.items.map((item) => ({
                ...item,
                label: rows.find((r) => r.id === item.key)?.name ?? item.key.slice(0, 8),
              }))}
              {...(props.onRetryFailed ? { onRetryFailed: props.onRetryFailed } : {})}
              {...(props.onDismissBulk ? { onDismiss: props.onDismissBulk } : {})}
            />
          </Box>
        )}
      </Section>

      <Section title="Backups">
        {backups.length === 0 ? (
          <Text size="2" color="gray">
            No backups yet
          </Text>
        ) : (
          <DataTable
            label="Backups"
            columns={[
              { id: 'vm', header: 'VM', cell: (b) => b.vm.name },
              {
                id: 'created',
                header: 'Taken',
                cell: (b) => dateTimeText(b.backup.createdAt, timeZone) ?? '—',
              },
              { id: 'size', header: 'Size', numeric: true, cell: (b) => `${b.backup.sizeGb} GB` },
              {
                id: 'actions',
                header: 'Actions',
                cell: (b) => (
                  <Button
                    size="1"
                    variant="soft"
                    aria-label={`Restore ${b.vm.name} from backup`}
                    loading={pending === 'restoreBackup'}
                    onClick={() =>
                      setDialog({ kind: 'restoreBackup', vmId: b.vm.id, vmName: b.vm.name, backup: b.backup })
                    }
                  >
                    Restore
                  </Button>
                ),
              },
            ]}
            rows={backups}
            getRowId={(b) => b.backup.uuid}
            emptyMessage="No backups yet"
          />
        )}
      </Section>

      <ServiceSecretsSection
        secrets={props.secrets}
        loading={props.secretsLoading}
        error={props.secretsError}
        onReveal={() => setConfirmation(confirmations.revealSecrets)}
      />

      <ServiceWhitelistSection
        whitelist={props.whitelist}
        error={props.whitelistError}
        onAdd={() => setDialog({ kind: 'addWhitelist' })}
        onRemove={(address) => setDialog({ kind: 'deleteWhitelist', address })}
      />

      <CommandConfirmDialog
        confirmation={confirmation}
        requestOf={(action) => serviceConfirmableRequest(pkg, action, nameOf)}
        onCommand={runConfirmed}
        onClose={() => setConfirmation(null)}
      />
      <ServiceDialogs
        dialog={dialog}
        pkg={pkg}
        onClose={() => setDialog(null)}
        onCommand={onCommand}
        billingAccounts={props.billingAccounts}
      />
    </Flex>
  )
}

/** The route's fallback while the service loads. */
export function ServiceDetailLoading() {
  return (
    <Box p="5">
      <SkeletonPage label="Loading service" />
    </Box>
  )
}
