/**
 * The VM page's action buttons as data (issue 9 "the action list driven by data"): each button's label, icon,
 * look and what it does — run a command at once, or open its dialog (destructive and form actions confirm
 * first). Whether the VM's state allows it comes from the domain's `vmActionAvailability` table (SPEC §4,
 * through `commandAvailability`); each panel lists which buttons it shows.
 */
import type { ComponentProps, ComponentType } from 'react'
import {
  CopyIcon,
  DesktopIcon,
  LightningBoltIcon,
  PlayIcon,
  PlusIcon,
  StopIcon,
  TrashIcon,
} from '@radix-ui/react-icons'
import type { Vm } from '@cirrus/domain'
import { ActionButton } from '../../../components/ActionButton'
import { commandAvailability, type VmCommand, type VmCommandType } from '../vm-commands'
import type { VmDialog } from './dialogs/types'

type ButtonLook = Pick<ComponentProps<typeof ActionButton>, 'variant' | 'color' | 'highContrast'>

/** One button: its command type (for availability and the busy spinner), label, icon, look and effect. */
export type VmActionSpec = ButtonLook & {
  type: VmCommandType
  label: string
  icon?: ComponentType<{ 'aria-hidden'?: boolean }>
} & ({ run: VmCommand } | { opens: VmDialog })

/** Every page-level button of the VM page, keyed by command type. */
export const VM_ACTION_BUTTONS = {
  start: { type: 'start', label: 'Start', icon: PlayIcon, run: { type: 'start' } },
  stop: { type: 'stop', label: 'Stop', icon: StopIcon, variant: 'soft', run: { type: 'stop' } },
  forceStop: {
    type: 'forceStop',
    label: 'Force stop',
    icon: LightningBoltIcon,
    variant: 'soft',
    color: 'orange',
    highContrast: true,
    opens: { kind: 'forceStop' },
  },
  clone: {
    type: 'clone',
    label: 'Clone',
    icon: CopyIcon,
    variant: 'soft',
    color: 'gray',
    highContrast: true,
    opens: { kind: 'clone' },
  },
  delete: {
    type: 'delete',
    label: 'Delete',
    icon: TrashIcon,
    variant: 'soft',
    color: 'red',
    opens: { kind: 'delete' },
  },
  resize: { type: 'resize', label: 'Resize CPU and RAM', variant: 'soft', opens: { kind: 'resize' } },
  changeBillingAccount: {
    type: 'changeBillingAccount',
    label: 'Change billing account',
    variant: 'soft',
    opens: { kind: 'billing' },
  },
  changePassword: {
    type: 'changePassword',
    label: 'Change password',
    variant: 'soft',
    opens: { kind: 'password' },
  },
  addDisk: {
    type: 'addDisk',
    label: 'Add disk',
    icon: PlusIcon,
    variant: 'soft',
    opens: { kind: 'addDisk' },
  },
  takeSnapshot: {
    type: 'takeSnapshot',
    label: 'Take snapshot',
    variant: 'soft',
    run: { type: 'takeSnapshot' },
  },
  disableBackup: {
    type: 'disableBackup',
    label: 'Disable backups',
    variant: 'soft',
    color: 'gray',
    highContrast: true,
    run: { type: 'disableBackup' },
  },
  enableBackup: {
    type: 'enableBackup',
    label: 'Enable backups',
    variant: 'soft',
    run: { type: 'enableBackup' },
  },
  reinstall: {
    type: 'reinstall',
    label: 'Reinstall',
    variant: 'soft',
    color: 'orange',
    highContrast: true,
    opens: { kind: 'reinstall' },
  },
  bootIso: {
    type: 'bootIso',
    label: 'Boot from ISO',
    icon: DesktopIcon,
    variant: 'soft',
    opens: { kind: 'bootIso' },
  },
} as const satisfies Partial<Record<VmCommandType, VmActionSpec>>

/** A page-level button's name. */
export type VmActionName = keyof typeof VM_ACTION_BUTTONS

/** What every action button of the page needs: the VM, the command in flight, and the two effects. */
export type VmActionContext = {
  vm: Vm
  pending: VmCommandType | null
  onCommand: (command: VmCommand) => Promise<unknown>
  openDialog: (dialog: VmDialog) => void
}

/** The buttons `names`, in order, each enabled or disabled with its reason by the VM's state. */
export function VmActionButtons({ names, ...context }: { names: readonly VmActionName[] } & VmActionContext) {
  return names.map((name) => <VmActionButton key={name} name={name} {...context} />)
}

function VmActionButton({
  name,
  vm,
  pending,
  onCommand,
  openDialog,
}: { name: VmActionName } & VmActionContext) {
  const spec: VmActionSpec = VM_ACTION_BUTTONS[name]
  const { type, label, icon: Icon, variant, color, highContrast } = spec
  const onClick =
    'run' in spec ? () => void onCommand(spec.run).catch(() => {}) : () => openDialog(spec.opens)
  return (
    <ActionButton
      availability={commandAvailability(vm, type, pending)}
      busy={pending === type}
      variant={variant}
      color={color}
      highContrast={highContrast}
      onClick={onClick}
    >
      {Icon ? (
        <>
          <Icon aria-hidden />
          {` ${label}`}
        </>
      ) : (
        label
      )}
    </ActionButton>
  )
}
