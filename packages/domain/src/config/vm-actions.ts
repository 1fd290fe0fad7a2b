/**
 * Which VM actions a VM's state allows, and why not (SPEC.md §4; API-NOTES §7.4: CPU and RAM change only while
 * stopped, the login password only while running). Rules as data plus one helper; the detail page disables a
 * button and shows the reason as its tooltip.
 */

/** The VM actions of SPEC.md §4 plus the changes of API-NOTES §7.4 that depend on state. */
export const VM_ACTIONS = [
  'start',
  'stop',
  'forceStop',
  'delete',
  'reinstall',
  'clone',
  'restore',
  'bootIso',
  'enableBackup',
  'disableBackup',
  'resize',
  'changePassword',
] as const

/** One VM action. */
export type VmAction = (typeof VM_ACTIONS)[number]

/** Whether an action is available, and the reason for people when it is not. */
export type ActionAvailability = { enabled: true } | { enabled: false; reason: string }

/** The VM fields the rules read; the domain's Vm type satisfies it. */
export type VmActionInput = {
  readonly status: string
  readonly backup?: boolean | null
  readonly storage?: readonly { readonly replica?: readonly unknown[] | null }[] | null
}

type Rule = {
  /** Statuses in which the action is possible. */
  allowedIn: readonly string[]
  /** Reason per status when it is not; `other` for any status not listed. */
  reasons: Readonly<Record<string, string>> & { other: string }
}

const DELETED = 'The VM is deleted'
const anyLive = ['running', 'stopped']

/** The state rules, one per action (SPEC.md §4). */
export const VM_ACTION_RULES: Readonly<Record<VmAction, Rule>> = {
  start: {
    allowedIn: ['stopped'],
    reasons: { running: 'The VM is already running', deleted: DELETED, other: 'The VM is busy' },
  },
  stop: {
    allowedIn: ['running'],
    reasons: { stopped: 'The VM is already stopped', deleted: DELETED, other: 'The VM is busy' },
  },
  forceStop: {
    allowedIn: ['running'],
    reasons: { stopped: 'The VM is already stopped', deleted: DELETED, other: 'The VM is busy' },
  },
  delete: { allowedIn: anyLive, reasons: { deleted: DELETED, other: 'The VM is busy' } },
  reinstall: { allowedIn: anyLive, reasons: { deleted: DELETED, other: 'The VM is busy' } },
  clone: { allowedIn: anyLive, reasons: { deleted: DELETED, other: 'The VM is busy' } },
  restore: { allowedIn: anyLive, reasons: { deleted: DELETED, other: 'The VM is busy' } },
  bootIso: { allowedIn: anyLive, reasons: { deleted: DELETED, other: 'The VM is busy' } },
  enableBackup: { allowedIn: anyLive, reasons: { deleted: DELETED, other: 'The VM is busy' } },
  disableBackup: { allowedIn: anyLive, reasons: { deleted: DELETED, other: 'The VM is busy' } },
  resize: {
    allowedIn: ['stopped'],
    reasons: { running: 'Stop the VM to change CPU or RAM', deleted: DELETED, other: 'The VM is busy' },
  },
  changePassword: {
    allowedIn: ['running'],
    reasons: { stopped: 'Start the VM to change its password', deleted: DELETED, other: 'The VM is busy' },
  },
}

/**
 * What each action of a VM allows, e.g. for a running VM
 * `{ start: { enabled: false, reason: 'The VM is already running' }, stop: { enabled: true }, … }`.
 * Besides status: backups can be enabled only when off and disabled only when on, and restore needs a
 * snapshot or backup to restore from.
 */
export function vmActionAvailability(vm: VmActionInput): Record<VmAction, ActionAvailability> {
  const hasReplica = (vm.storage ?? []).some((d) => (d.replica ?? []).length > 0)
  const result = {} as Record<VmAction, ActionAvailability>
  for (const action of VM_ACTIONS) {
    const rule = VM_ACTION_RULES[action]
    if (!rule.allowedIn.includes(vm.status)) {
      result[action] = { enabled: false, reason: rule.reasons[vm.status] ?? rule.reasons.other }
    } else if (action === 'enableBackup' && vm.backup) {
      result[action] = { enabled: false, reason: 'Backups are already enabled' }
    } else if (action === 'disableBackup' && !vm.backup) {
      result[action] = { enabled: false, reason: 'Backups are already disabled' }
    } else if (action === 'restore' && !hasReplica) {
      result[action] = { enabled: false, reason: 'The VM has no snapshots or backups' }
    } else {
      result[action] = { enabled: true }
    }
  }
  return result
}
