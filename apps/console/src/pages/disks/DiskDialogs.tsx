/** The disk page's dialogs (issue 10): one small form or confirmation per action. */
import { useState } from 'react'
import { Flex, Text, TextField } from '@radix-ui/themes'
import { ConfirmDialog, Field, NumberSlider, Select } from '@cirrus/design-system'
import {
  DISK_SIZE_GB,
  diskAttachPriceDelta,
  diskNameError,
  diskResizePriceDelta,
  diskSizeError,
  formatPriceDelta,
  type Disk,
  type BillingAccount,
  type DiskSnapshot,
  type PriceList,
  type Vm,
} from '@cirrus/domain'
import { useApiRequest } from '../../app/api-request'
import { FormDialog } from '../../components/FormDialog'
import { BillingAccountSelect } from '../../components/BillingAccountSelect'
import { diskCommandRequest, diskCommandTerraform, resizeChanges, type DiskCommand } from './disk-commands'
import { diskName } from './disk-rows'

/** The dialog that is open. */
export type DiskDialog =
  | { kind: 'rename' | 'resize' | 'attach' | 'detach' | 'clone' | 'snapshot' | 'delete' | 'billing' }
  | { kind: 'deleteSnapshot' | 'restoreSnapshot'; snapshot: DiskSnapshot }

/** What every dialog of the disk page gets. */
type DialogProps = {
  onClose: () => void
  disk: Disk
  /** The location's VMs, to attach to; undefined while they load. */
  vms: readonly Vm[] | undefined
  /** The price list; undefined while it loads (the price change then says it is unavailable). */
  priceList: PriceList | undefined
  onCommand: (command: DiskCommand) => Promise<unknown>
  /** The user's billing accounts (the billing dialog); none when not given. */
  billingAccounts?: readonly BillingAccount[]
}

/** Props of {@link DiskDialogs}. */
export type DiskDialogsProps = DialogProps & { dialog: DiskDialog | null }

/** "Show API request" of a dialog (issue 10): the call the command makes and the disk's Terraform block. */
function useDiskRequest(disk: Disk, command: DiskCommand | null) {
  return useApiRequest(
    command ? diskCommandRequest(disk, command) : null,
    command ? diskCommandTerraform(disk, command) : undefined,
  )
}

/** The command a confirmation dialog runs. */
function confirmCommand(dialog: DiskDialog | null): DiskCommand | null {
  switch (dialog?.kind) {
    case 'detach':
      return { type: 'detach' }
    case 'delete':
      return { type: 'delete' }
    case 'deleteSnapshot':
      return { type: 'deleteSnapshot', snapshotUuid: dialog.snapshot.uuid }
    case 'restoreSnapshot':
      return { type: 'restoreSnapshot', snapshotUuid: dialog.snapshot.uuid }
    default:
      return null
  }
}

/** The price change line of a dialog, read out when it changes. */
function PriceChange({ label, text }: { label: string; text: string }) {
  return (
    <Text as="p" size="2" aria-live="polite">
      {label}: <strong>{text}</strong>
    </Text>
  )
}

/** The open dialog of the disk page, if any. */
export function DiskDialogs({ dialog, ...props }: DiskDialogsProps) {
  const { disk, onClose, onCommand } = props
  const confirm = confirmCommand(dialog)
  const confirmRequest = useDiskRequest(disk, confirm)
  if (!dialog) return null
  const runConfirm = () => onCommand(confirm!)
  const name = diskName(disk)
  const close = (open: boolean) => !open && onClose()
  switch (dialog.kind) {
    case 'rename':
      return (
        <NameDialog
          {...props}
          title={`Rename ${name}`}
          submitLabel="Rename"
          initial={disk.display_name ?? ''}
          description="The name is for people; the disk keeps its uuid."
          command={(n) => ({ type: 'rename', name: n })}
        />
      )
    case 'clone':
      return (
        <NameDialog
          {...props}
          title={`Clone ${name}`}
          submitLabel="Clone disk"
          initial={`${name}-copy`}
          description="A new disk with a copy of this disk's content, billed to the same account."
          command={(n) => ({ type: 'clone', name: n })}
        />
      )
    case 'snapshot':
      return (
        <NameDialog
          {...props}
          title={`Take a snapshot of ${name}`}
          submitLabel="Take snapshot"
          initial=""
          description="A point-in-time copy of the disk. Snapshots are billed per GB while they exist."
          command={(n) => ({ type: 'takeSnapshot', name: n })}
        />
      )
    case 'resize':
      return <ResizeDialog {...props} />
    case 'attach':
      return <AttachDialog {...props} />
    case 'billing':
      return <BillingDialog {...props} />
    case 'detach':
      return (
        <ConfirmDialog
          open
          onOpenChange={close}
          tone="warning"
          title={`Detach ${name}?`}
          description="Unmount it inside the VM first. A detached disk keeps its data and is still billed."
          confirmLabel="Detach"
          onConfirm={runConfirm}
          apiRequest={confirmRequest}
        />
      )
    case 'delete':
      return (
        <ConfirmDialog
          open
          onOpenChange={close}
          title={`Delete ${name}?`}
          description={`${name} and its ${disk.snapshots.length} snapshot(s) will be deleted. Its data cannot be recovered.`}
          confirmText={name}
          onConfirm={runConfirm}
          apiRequest={confirmRequest}
        />
      )
    case 'deleteSnapshot':
      return (
        <ConfirmDialog
          open
          onOpenChange={close}
          title={`Delete snapshot ${dialog.snapshot.display_name ?? dialog.snapshot.uuid}?`}
          description="The snapshot will be deleted; the disk stays as it is."
          onConfirm={runConfirm}
          apiRequest={confirmRequest}
        />
      )
    case 'restoreSnapshot':
      return (
        <ConfirmDialog
          open
          onOpenChange={close}
          tone="warning"
          title={`Restore ${name} from snapshot ${dialog.snapshot.display_name ?? dialog.snapshot.uuid}?`}
          description="The disk's content goes back to the snapshot's. What was written since is lost."
          confirmLabel="Restore"
          onConfirm={runConfirm}
          apiRequest={confirmRequest}
        />
      )
  }
}

function NameDialog({
  disk,
  onClose,
  onCommand,
  title,
  description,
  submitLabel,
  initial,
  command,
}: DialogProps & {
  title: string
  description: string
  submitLabel: string
  initial: string
  command: (name: string) => DiskCommand
}) {
  const [value, setValue] = useState(initial)
  const error = diskNameError(value.trim())
  const apiRequest = useDiskRequest(disk, error === null ? command(value.trim()) : null)
  return (
    <FormDialog
      apiRequest={apiRequest}
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      submitLabel={submitLabel}
      submitDisabled={error !== null}
      onSubmit={() => onCommand(command(value.trim()))}
    >
      <Field label="Name" error={error}>
        <TextField.Root autoComplete="off" value={value} onChange={(e) => setValue(e.target.value)} />
      </Field>
    </FormDialog>
  )
}

/** Grow the disk (never shrink, API-NOTES §7.4), showing the price change per hour first. */
function ResizeDialog({ disk, priceList, onClose, onCommand }: DialogProps) {
  const [size, setSize] = useState(disk.size_gb)
  const error = diskSizeError(size, disk.size_gb)
  const delta = diskResizePriceDelta(disk, size, { list: priceList })
  const apiRequest = useDiskRequest(disk, error === null ? { type: 'resize', sizeGb: size } : null)
  return (
    <FormDialog
      apiRequest={apiRequest}
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Resize ${diskName(disk)}`}
      description="Disks can grow but not shrink. Grow the file system inside the VM afterwards."
      submitLabel="Resize disk"
      submitDisabled={!resizeChanges(disk, size) || error !== null}
      onSubmit={() => onCommand({ type: 'resize', sizeGb: size })}
    >
      <NumberSlider
        label="Size"
        unit="GB"
        value={size}
        onValueChange={setSize}
        min={disk.size_gb}
        max={Math.max(disk.size_gb, DISK_SIZE_GB.formMax)}
        error={error}
      />
      <PriceChange label="Price change" text={formatPriceDelta(delta)} />
    </FormDialog>
  )
}

/** Attach the disk to one of the location's VMs, showing how the VM's price changes first. */
function AttachDialog({ disk, vms, priceList, onClose, onCommand }: DialogProps) {
  const choices = (vms ?? []).filter((vm) => vm.status !== 'deleted')
  const [vmUuid, setVmUuid] = useState(choices[0]?.uuid ?? '')
  const vm = choices.find((v) => v.uuid === vmUuid)
  const delta = vm ? diskAttachPriceDelta(vm, disk, { list: priceList }) : null
  const apiRequest = useDiskRequest(disk, vm ? { type: 'attach', vmUuid } : null)
  return (
    <FormDialog
      apiRequest={apiRequest}
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Attach ${diskName(disk)}`}
      description="The VM sees the disk as a new device; format and mount it inside the VM."
      submitLabel="Attach"
      submitDisabled={!vm}
      onSubmit={() => onCommand({ type: 'attach', vmUuid })}
    >
      <Flex direction="column" gap="3">
        <Select
          label="Virtual machine"
          value={vmUuid || undefined}
          placeholder={vms === undefined ? 'Loading…' : 'No virtual machines in this location'}
          disabled={choices.length === 0}
          onValueChange={setVmUuid}
          options={choices.map((v) => ({ value: v.uuid, label: v.name }))}
        />
        {vm && <PriceChange label={`Price change of ${vm.name}`} text={formatPriceDelta(delta)} />}
      </Flex>
    </FormDialog>
  )
}

/** Move the disk to another billing account (issue 18; the bulk action does the same per disk). */
function BillingDialog({ disk, billingAccounts = [], onClose, onCommand }: DialogProps) {
  const [id, setId] = useState<number | null>(disk.billing_account_id)
  const command: DiskCommand | null =
    id === null ? null : { type: 'changeBillingAccount', billingAccountId: id }
  const apiRequest = useDiskRequest(disk, command)
  return (
    <FormDialog
      apiRequest={apiRequest}
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Change the billing account of ${diskName(disk)}`}
      description="From now on the disk's hours are charged to the chosen account."
      submitLabel="Change billing account"
      submitDisabled={id === null || id === disk.billing_account_id}
      onSubmit={() => onCommand(command!)}
    >
      <BillingAccountSelect accounts={billingAccounts} value={id} onChange={setId} />
    </FormDialog>
  )
}
