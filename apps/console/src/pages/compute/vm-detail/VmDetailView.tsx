/**
 * The VM page's view, one file per concern (issue 9): the header with the power buttons (VmHeader), the
 * panels (Overview, Price, Disks, Snapshots and backups, Network interfaces, Operating system), the buttons as
 * data (actions.tsx) and one file per dialog (dialogs/).
 */
import { useState, type ReactNode } from 'react'
import { Box, Flex, Grid } from '@radix-ui/themes'
import { SkeletonPage, type RenderLink } from '@cirrus/design-system'
import type {
  BillingAccount,
  BootImage,
  GuestLimits,
  Ip,
  Network,
  PriceBreakdown,
  Vm,
  VmImage,
  VmInterface,
} from '@cirrus/domain'
import { displayStatus, type VmCommand, type VmCommandType } from '../vm-commands'
import { VmDialogs } from './dialogs/VmDialogs'
import type { VmDialog } from './dialogs/types'
import { DisksPanel } from './DisksPanel'
import { InterfacesPanel } from './InterfacesPanel'
import { OsPanel } from './OsPanel'
import { OverviewPanel } from './OverviewPanel'
import { PricePanel } from './PricePanel'
import { ReplicasPanel } from './ReplicasPanel'
import { VmHeader } from './VmHeader'

/** Props of {@link VmDetailView}. */
export type VmDetailViewProps = {
  /** The VM, as last read from the platform. */
  vm: Vm
  /** The location's name for people. */
  locationName: string
  /** The command in flight on this VM, or null: the status follows it (SPEC §4). */
  pending: VmCommandType | null
  /** The VM's hourly price by component; undefined while the price list loads. */
  price: PriceBreakdown | undefined
  /** Public IP addresses assigned to the VM; undefined while they load. */
  publicIps: readonly Ip[] | undefined
  /** The VM's network interfaces; undefined while they load. */
  interfaces: readonly VmInterface[] | undefined
  /** Why the interfaces could not be loaded. */
  interfacesError?: string | null
  /** The location's VPC networks, for new sub-interfaces. */
  networks: readonly Network[]
  /** The user's billing accounts. */
  billingAccounts: readonly BillingAccount[]
  /** OS images, for a reinstall. */
  images: readonly VmImage[]
  /** ISO boot media, for a one-time boot (rescue). */
  bootImages: readonly BootImage[]
  /** CPU, RAM and disk limits of the VM's host pool (API-NOTES §7.2), for resizing. */
  limits: GuestLimits
  /** Administrators also see unpublished image versions (SPEC §4, §6). */
  isAdmin: boolean
  /** Runs a command; resolves when it succeeded, rejects when it failed (the toast already said so). */
  onCommand: (command: VmCommand) => Promise<unknown>
  /** The viewer's time zone for dates. @default 'UTC' */
  timeZone?: string
  /** Renders links (an additional disk links to its disk page) with the router. @default a plain `<a>` */
  renderLink?: RenderLink
  /** The metrics charts (issue 18; the page passes app-kit's MetricsSection), under the overview. */
  metrics?: ReactNode
}

/**
 * A VM's page (issue 5): its status, addresses, disks with snapshots and backups, network interfaces, billing
 * account and price breakdown, and every action of SPEC §4 — each disabled with the reason when the VM's state
 * forbids it. Destructive actions confirm first, naming the VM.
 */
export function VmDetailView({
  vm,
  locationName,
  pending,
  price,
  publicIps,
  interfaces,
  interfacesError,
  networks,
  billingAccounts,
  images,
  bootImages,
  limits,
  isAdmin,
  onCommand,
  timeZone = 'UTC',
  renderLink,
  metrics,
}: VmDetailViewProps) {
  const [dialog, setDialog] = useState<VmDialog | null>(null)
  const status = displayStatus(vm.status, pending)
  const os = [vm.os_name, vm.os_version].filter(Boolean).join(' ')
  const actions = { vm, pending, onCommand, openDialog: setDialog }

  return (
    <Flex direction="column" gap="5" p="4" maxWidth="1100px">
      <VmHeader status={status} locationName={locationName} os={os} renderLink={renderLink} {...actions} />

      <Grid columns="repeat(auto-fit, minmax(340px, 1fr))" gap="5" align="start">
        <OverviewPanel
          status={status}
          locationName={locationName}
          os={os}
          publicIps={publicIps}
          billingAccounts={billingAccounts}
          timeZone={timeZone}
          {...actions}
        />
        <PricePanel breakdown={price} stopped={vm.status === 'stopped'} />
      </Grid>

      {metrics}

      <DisksPanel renderLink={renderLink} {...actions} />
      <ReplicasPanel timeZone={timeZone} {...actions} />
      <InterfacesPanel
        interfaces={interfaces}
        interfacesError={interfacesError}
        networks={networks}
        {...actions}
      />
      <OsPanel {...actions} />

      <VmDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        vm={vm}
        networks={networks}
        billingAccounts={billingAccounts}
        images={images}
        bootImages={bootImages}
        limits={limits}
        isAdmin={isAdmin}
        onCommand={onCommand}
        timeZone={timeZone}
      />
    </Flex>
  )
}

/** What the VM page shows while its code or data loads. */
export function VmDetailLoading() {
  return (
    <Box p="5">
      <SkeletonPage label="Loading virtual machine" />
    </Box>
  )
}
