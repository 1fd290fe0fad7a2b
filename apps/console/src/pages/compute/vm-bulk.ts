/**
 * Bulk actions on VMs (issue 18): which selected VMs an action applies to (start: the stopped ones, stop: the
 * running ones, delete: all), what each will become and what the whole selection costs per hour before and after
 * (domain pricing: a stopped VM pays only for its disks and IP, SPEC §4; a deleted one nothing).
 */
import { sumMoney, vmPriceBreakdown, zeroMoney, type Money, type PriceList, type Vm } from '@cirrus/domain'

/** The bulk actions of the VM list. */
export const VM_BULK_ACTIONS = ['start', 'stop', 'delete'] as const

/** One bulk action; see {@link VM_BULK_ACTIONS}. */
export type VmBulkAction = (typeof VM_BULK_ACTIONS)[number]

/** What a bulk action will do: the VMs it applies to, those it skips, and the hourly price before and after. */
export type VmBulkPlan = {
  action: VmBulkAction
  targets: Vm[]
  skipped: Vm[]
  before: Money | null
  after: Money | null
}

const applies: Record<VmBulkAction, (vm: Vm) => boolean> = {
  start: (vm) => vm.status === 'stopped',
  stop: (vm) => vm.status === 'running',
  delete: (vm) => vm.status !== 'deleted',
}

/** A VM's hourly price as it is now (what moves with it to another billing account). */
export const hourly = (vm: Vm, list: PriceList | null | undefined) =>
  vmPriceBreakdown(vm, { list }, { assignedIps: vm.public_ipv4 ? 1 : 0 }).total

/** The plan of `action` over the selected VMs, priced with `list` (null prices when one cannot be computed). */
export function planVmBulk(
  action: VmBulkAction,
  selected: readonly Vm[],
  list: PriceList | null | undefined,
): VmBulkPlan {
  const targets = selected.filter(applies[action])
  const skipped = selected.filter((vm) => !applies[action](vm))
  const currency = list?.default_currency ?? 'EUR'
  const beforeEach = targets.map((vm) => hourly(vm, list))
  const afterEach = targets.map((vm) =>
    action === 'delete'
      ? zeroMoney(currency)
      : hourly({ ...vm, status: action === 'stop' ? 'stopped' : 'running' }, list),
  )
  const total = (xs: (Money | null)[]) =>
    xs.some((x) => x === null) ? null : sumMoney(xs as Money[], currency)
  return { action, targets, skipped, before: total(beforeEach), after: total(afterEach) }
}
