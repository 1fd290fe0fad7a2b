import { useState } from 'react'
import { Callout, TextField } from '@radix-ui/themes'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { ConfirmDialog, Field, NumberSlider, Select } from '@cirrus/design-system'
import {
  UNPUBLISHED_MARKER,
  VM_NAME_MESSAGE,
  VM_NAME_PATTERN,
  isStrongPassword,
  visibleVersions,
  type BillingAccount,
  type BootImage,
  type GuestLimits,
  type Network,
  type Replica,
  type Subinterface,
  type Vm,
  type VmImage,
  type VmInterface,
  type VmStorage,
} from '@cirrus/domain'
import { FormDialog } from '../../components/FormDialog'
import { dateTimeText } from '../../app/format'
import { MB_PER_GB, ramLimitsGb } from '../../forms/vm-create'
import type { VmCommand } from './vm-commands'

/** Which dialog of the VM page is open, with what it acts on. */
export type VmDialog =
  | { kind: 'delete' }
  | { kind: 'forceStop' }
  | { kind: 'clone' }
  | { kind: 'resize' }
  | { kind: 'addDisk' }
  | { kind: 'resizeDisk'; disk: VmStorage }
  | { kind: 'restore'; replica: Replica }
  | { kind: 'deleteReplica'; replica: Replica }
  | { kind: 'reinstall' }
  | { kind: 'bootIso' }
  | { kind: 'billing' }
  | { kind: 'password' }
  | { kind: 'addSubinterface'; iface: VmInterface }
  | { kind: 'deleteSubinterface'; sub: Subinterface }

/** Props of {@link VmDialogs}. */
export type VmDialogsProps = {
  /** The open dialog, or null. */
  dialog: VmDialog | null
  /** Closes it. */
  onClose: () => void
  vm: Vm
  /** CPU, RAM and disk limits of the VM's host pool (API-NOTES §7.2). */
  limits: GuestLimits
  networks: readonly Network[]
  billingAccounts: readonly BillingAccount[]
  images: readonly VmImage[]
  bootImages: readonly BootImage[]
  isAdmin: boolean
  /** Runs a command; rejects when it failed. */
  onCommand: (command: VmCommand) => Promise<unknown>
  /** Time zone for dates. */
  timeZone: string
}

/** The VM page's dialogs: confirmations of destructive actions, and the small forms of the others. */
export function VmDialogs(props: VmDialogsProps) {
  const { dialog, onClose, vm, onCommand, timeZone } = props
  if (!dialog) return null
  const openChange = (open: boolean) => !open && onClose()
  const replicaWord = (r: Replica) => (r.type === 'backup' ? 'backup' : 'snapshot')
  switch (dialog.kind) {
    case 'delete':
      return (
        <ConfirmDialog
          open
          onOpenChange={openChange}
          title={`Delete ${vm.name}?`}
          description={`The virtual machine ${vm.name}, its disks, snapshots and backups will be deleted. This cannot be undone.`}
          confirmText={vm.name}
          confirmLabel="Delete"
          onConfirm={() => onCommand({ type: 'delete' })}
        />
      )
    case 'forceStop':
      return (
        <ConfirmDialog
          open
          onOpenChange={openChange}
          title={`Force stop ${vm.name}?`}
          description="The VM is powered off at once, without shutting down its operating system. Unsaved data is lost."
          confirmLabel="Force stop"
          onConfirm={() => onCommand({ type: 'forceStop' })}
        />
      )
    case 'restore':
      return (
        <ConfirmDialog
          open
          onOpenChange={openChange}
          title={`Restore ${vm.name} from this ${replicaWord(dialog.replica)}?`}
          description={`The disk returns to its state of ${dateTimeText(dialog.replica.created_at, timeZone) ?? dialog.replica.uuid}. Changes made since then are lost.`}
          confirmLabel="Restore"
          tone="warning"
          onConfirm={() =>
            onCommand({ type: 'restore', replicaUuid: dialog.replica.uuid, replicaType: dialog.replica.type })
          }
        />
      )
    case 'deleteReplica':
      return (
        <ConfirmDialog
          open
          onOpenChange={openChange}
          title={`Delete this ${replicaWord(dialog.replica)}?`}
          description={`The ${replicaWord(dialog.replica)} of ${vm.name} taken ${dateTimeText(dialog.replica.created_at, timeZone) ?? ''} will be deleted.`}
          confirmLabel="Delete"
          onConfirm={() =>
            onCommand({
              type: 'deleteReplica',
              replicaUuid: dialog.replica.uuid,
              replicaType: dialog.replica.type,
            })
          }
        />
      )
    case 'deleteSubinterface':
      return (
        <ConfirmDialog
          open
          onOpenChange={openChange}
          title={`Delete sub-interface VLAN ${dialog.sub.vlan_tag}?`}
          description={`${vm.name} leaves the network on VLAN ${dialog.sub.vlan_tag}.`}
          confirmLabel="Delete"
          onConfirm={() => onCommand({ type: 'deleteSubinterface', subinterfaceUuid: dialog.sub.uuid })}
        />
      )
    case 'clone':
      return <CloneDialog {...props} onOpenChange={openChange} />
    case 'resize':
      return <ResizeDialog {...props} onOpenChange={openChange} />
    case 'addDisk':
      return <AddDiskDialog {...props} onOpenChange={openChange} />
    case 'resizeDisk':
      return <ResizeDiskDialog {...props} disk={dialog.disk} onOpenChange={openChange} />
    case 'reinstall':
      return <ReinstallDialog {...props} onOpenChange={openChange} />
    case 'bootIso':
      return <BootIsoDialog {...props} onOpenChange={openChange} />
    case 'billing':
      return <BillingDialog {...props} onOpenChange={openChange} />
    case 'password':
      return <PasswordDialog {...props} onOpenChange={openChange} />
    case 'addSubinterface':
      return <SubinterfaceDialog {...props} iface={dialog.iface} onOpenChange={openChange} />
  }
}

type FormProps = VmDialogsProps & { onOpenChange: (open: boolean) => void }

function CloneDialog({ vm, onCommand, onOpenChange }: FormProps) {
  const [name, setName] = useState(`${vm.name}-clone`)
  const valid = VM_NAME_PATTERN.test(name.trim())
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Clone ${vm.name}`}
      description="A new virtual machine with a copy of this one's disks. It is billed like any other VM."
      submitLabel="Clone"
      submitDisabled={!valid}
      onSubmit={() => onCommand({ type: 'clone', name: name.trim() })}
    >
      <Field label="Name of the clone" error={valid ? undefined : VM_NAME_MESSAGE}>
        <TextField.Root value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </Field>
    </FormDialog>
  )
}

function ResizeDialog({ vm, limits, onCommand, onOpenChange }: FormProps) {
  const ram = ramLimitsGb(limits)
  const [vcpu, setVcpu] = useState(vm.vcpu)
  const [ramGb, setRamGb] = useState(vm.memory / MB_PER_GB)
  const changed = vcpu !== vm.vcpu || Math.round(ramGb * MB_PER_GB) !== vm.memory
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Resize ${vm.name}`}
      description="Only what you change is sent. The VM must be stopped to change CPU or RAM."
      submitLabel="Resize"
      submitDisabled={!changed}
      onSubmit={() => onCommand({ type: 'resize', vcpu, ramMb: Math.round(ramGb * MB_PER_GB) })}
    >
      <NumberSlider
        label="CPU"
        unit="vCPU"
        value={vcpu}
        onValueChange={setVcpu}
        min={limits.cpu.min}
        max={limits.cpu.max}
      />
      <NumberSlider
        label="RAM"
        unit="GB"
        value={ramGb}
        onValueChange={setRamGb}
        min={ram.min}
        max={ram.max}
        step={0.5}
      />
    </FormDialog>
  )
}

function AddDiskDialog({ vm, limits, onCommand, onOpenChange }: FormProps) {
  const [size, setSize] = useState(Math.max(10, limits.disk_gb.min))
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Add a disk to ${vm.name}`}
      description="A new empty disk is attached to the VM. It is billed by size while it exists."
      submitLabel="Add disk"
      onSubmit={() => onCommand({ type: 'addDisk', sizeGb: size })}
    >
      <NumberSlider
        label="Disk size"
        unit="GB"
        value={size}
        onValueChange={setSize}
        min={1}
        max={limits.disk_gb.max}
      />
    </FormDialog>
  )
}

function ResizeDiskDialog({ vm, limits, disk, onCommand, onOpenChange }: FormProps & { disk: VmStorage }) {
  const [size, setSize] = useState(disk.size)
  const max = Math.max(disk.size, limits.disk_gb.max)
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Resize disk ${disk.name ?? ''} of ${vm.name}`}
      description="Disks can grow but not shrink. Grow the file system inside the VM afterwards."
      submitLabel="Resize disk"
      submitDisabled={size === disk.size}
      onSubmit={() => onCommand({ type: 'resizeDisk', diskUuid: disk.uuid, sizeGb: size })}
    >
      <NumberSlider
        label="Disk size"
        unit="GB"
        value={size}
        onValueChange={setSize}
        min={disk.size}
        max={max}
      />
    </FormDialog>
  )
}

function ReinstallDialog({ vm, images, isAdmin, onCommand, onOpenChange }: FormProps) {
  const plain = images.filter((i) => visibleVersions(i, isAdmin).length > 0)
  const [osName, setOsName] = useState(
    plain.some((i) => i.os_name === vm.os_name) ? vm.os_name : (plain[0]?.os_name ?? ''),
  )
  const image = plain.find((i) => i.os_name === osName)
  const versions = image ? visibleVersions(image, isAdmin) : []
  const [osVersion, setOsVersion] = useState(
    versions.some((v) => v.os_version === vm.os_version) ? vm.os_version : (versions[0]?.os_version ?? ''),
  )
  const chooseImage = (name: string) => {
    setOsName(name)
    const next = plain.find((i) => i.os_name === name)
    setOsVersion(next ? (visibleVersions(next, isAdmin)[0]?.os_version ?? '') : '')
  }
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Reinstall ${vm.name}`}
      description={
        <Callout.Root color="orange" size="1" asChild>
          <span>
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>Reinstalling wipes the boot disk. Everything on it is lost.</Callout.Text>
          </span>
        </Callout.Root>
      }
      submitLabel="Reinstall"
      tone="danger"
      submitDisabled={!osName || !osVersion}
      onSubmit={() => onCommand({ type: 'reinstall', osName, osVersion })}
    >
      <Select
        label="Operating system"
        value={osName}
        onValueChange={chooseImage}
        options={plain.map((i) => ({ value: i.os_name, label: i.display_name }))}
      />
      <Select
        label="Version"
        value={osVersion}
        onValueChange={setOsVersion}
        options={versions.map((v) => ({
          value: v.os_version,
          label: v.published ? v.display_name : `${v.display_name} ${UNPUBLISHED_MARKER}`,
        }))}
      />
    </FormDialog>
  )
}

function BootIsoDialog({ vm, bootImages, onCommand, onOpenChange }: FormProps) {
  const [uuid, setUuid] = useState(bootImages[0]?.uuid ?? '')
  const chosen = bootImages.find((b) => b.uuid === uuid)
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Boot ${vm.name} from ISO`}
      description="The VM starts once from the chosen image, e.g. a rescue system to repair its disk. The next boot uses its own disk again."
      submitLabel="Boot from ISO"
      submitDisabled={!chosen}
      onSubmit={() => onCommand({ type: 'bootIso', bootImageUuid: uuid, repository: 'platform' })}
    >
      <Select
        label="Boot image"
        value={uuid}
        onValueChange={setUuid}
        hint={chosen?.description}
        options={bootImages.map((b) => ({ value: b.uuid, label: b.image_name }))}
      />
    </FormDialog>
  )
}

function BillingDialog({ vm, billingAccounts, onCommand, onOpenChange }: FormProps) {
  const [id, setId] = useState(String(vm.billing_account))
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Change the billing account of ${vm.name}`}
      description="From now on the VM's hours are charged to the chosen account."
      submitLabel="Change billing account"
      submitDisabled={Number(id) === vm.billing_account}
      onSubmit={() => onCommand({ type: 'changeBillingAccount', billingAccountId: Number(id) })}
    >
      <Select
        label="Billing account"
        value={id}
        onValueChange={setId}
        options={billingAccounts.map((a) => ({
          value: String(a.id),
          label: a.title,
          disabled: !a.is_active,
        }))}
      />
    </FormDialog>
  )
}

function PasswordDialog({ vm, onCommand, onOpenChange }: FormProps) {
  const [username, setUsername] = useState(vm.username ?? '')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const strong = isStrongPassword(password)
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Change the password of ${vm.name}`}
      description="Sets the login password of a user on the running VM."
      submitLabel="Change password"
      submitDisabled={!strong || username.trim() === ''}
      onSubmit={() => onCommand({ type: 'changePassword', username: username.trim(), password })}
    >
      <Field label="Username">
        <TextField.Root value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="off" />
      </Field>
      <Field
        label="New password"
        hint="At least 8 characters with a lowercase letter, an uppercase letter and a digit."
        error={touched && !strong ? 'This password is too weak' : undefined}
      >
        <TextField.Root
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onBlur={() => setTouched(true)}
          autoComplete="new-password"
        />
      </Field>
    </FormDialog>
  )
}

function SubinterfaceDialog({
  vm,
  networks,
  iface,
  onCommand,
  onOpenChange,
}: FormProps & { iface: VmInterface }) {
  const taken = new Set([iface.network_uuid, ...iface.subinterfaces.map((s) => s.network_uuid)])
  const choices = networks.filter((n) => !taken.has(n.uuid))
  const [networkUuid, setNetworkUuid] = useState(choices[0]?.uuid ?? '')
  const [vlan, setVlan] = useState('')
  const tag = Number(vlan)
  const tagValid = /^\d+$/.test(vlan) && tag >= 1 && tag <= 4094
  const usedTag = iface.subinterfaces.some((s) => s.vlan_tag === tag)
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Add a sub-interface to ${vm.name}`}
      description="A VLAN-tagged sub-interface connects the VM to another VPC network over the same interface."
      submitLabel="Add sub-interface"
      submitDisabled={!networkUuid || !tagValid || usedTag}
      onSubmit={() =>
        onCommand({ type: 'addSubinterface', interfaceUuid: iface.uuid, networkUuid, vlanTag: tag })
      }
    >
      <Select
        label="Network"
        value={networkUuid}
        onValueChange={setNetworkUuid}
        placeholder={choices.length === 0 ? 'No other networks in this location' : 'Select…'}
        options={choices.map((n) => ({ value: n.uuid, label: `${n.name} (${n.subnet})` }))}
      />
      <Field
        label="VLAN tag"
        hint="A number from 1 to 4094, unique on this interface."
        error={
          vlan === ''
            ? undefined
            : !tagValid
              ? 'Enter a number from 1 to 4094'
              : usedTag
                ? 'This VLAN tag is already used here'
                : undefined
        }
      >
        <TextField.Root inputMode="numeric" value={vlan} onChange={(e) => setVlan(e.target.value.trim())} />
      </Field>
    </FormDialog>
  )
}
