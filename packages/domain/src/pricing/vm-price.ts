/** The hourly price of a virtual machine by component (SPEC.md §3 Virtual machine, §4): the VM detail's breakdown. */
import { fromNanos, toNanos, type Money, type Ratio } from './money.js'
import { type ResourceType } from './schema.js'
import { Calc, count, sumNanos } from './calc.js'
import { type PriceResult, type PriceWarning, type PricingContext } from './context.js'
import { type PriceMultipliers } from './multipliers.js'

/** A snapshot or backup of a VM disk, as far as pricing needs it. */
export type PricedReplica = { readonly type: string; readonly size: number }

/** A disk in a VM's storage list, as far as pricing needs it (sizes in GB). */
export type PricedVmDisk = {
  readonly size: number
  readonly primary: boolean
  readonly replica?: readonly PricedReplica[] | null
}

/** The VM fields pricing reads (SPEC.md §3 Virtual machine); the domain's Vm type satisfies it. */
export type PricedVm = {
  readonly vcpu: number
  /** MB. */
  readonly memory: number
  readonly status: string
  readonly license_type?: string | null
  readonly storage: readonly PricedVmDisk[]
  readonly designated_pool_uuid?: string | null
  readonly price_multipliers?: PriceMultipliers
}

/** The components of a VM's price, in display order. */
export const VM_PRICE_COMPONENTS = ['cpu', 'ram', 'disk', 'snapshots', 'backups', 'license', 'ip'] as const

/** One component of a VM's price. */
export type VmPriceComponent = (typeof VM_PRICE_COMPONENTS)[number]

/** One priced part of a breakdown line: a resource type, its quantity and its price. */
export type PricePart = { resourceType: ResourceType; quantity: number; price: Money | null }

/** One line of a price breakdown (the VM detail page). */
export type PriceLine = {
  component: VmPriceComponent
  /** For people, e.g. "Windows licence". */
  label: string
  /** In `unit`s: vCPUs, GB or addresses. */
  quantity: number
  unit: 'vCPU' | 'GB' | 'IP'
  /** Hourly; `null` when unavailable. */
  price: Money | null
  /** The resource types behind the line (the disk line has the boot disk and the other disks). */
  parts: PricePart[]
}

/** A VM's hourly price by component. `total` is exactly the sum of the lines, or `null` if any is unavailable. */
export type PriceBreakdown = {
  total: Money | null
  currency: string
  lines: PriceLine[]
  warnings: PriceWarning[]
}

/** Options of {@link vmPriceBreakdown}. */
export type VmPriceOptions = {
  /** Public IPs assigned to the VM (from the IP list), priced as ASSIGNED_FLOATING_IP. @default 0 */
  assignedIps?: number
}

const LABELS: Record<VmPriceComponent, string> = {
  cpu: 'CPU',
  ram: 'RAM',
  disk: 'Disks',
  snapshots: 'Snapshots',
  backups: 'Backups',
  license: 'Windows licence',
  ip: 'Public IP',
}

function replicaSizes(storage: readonly PricedVmDisk[], type: 'snapshot' | 'backup'): number[] {
  return storage.flatMap((d) => d.replica ?? []).flatMap((r) => (r.type === type ? [r.size] : []))
}

/** A part of a line: the rule lookup chain, the items (each tiered on its own) and whether it is billed. */
type PartSpec = { types: ResourceType[]; items: { quantity: number; exact: Ratio }[]; billed: boolean }

const items = (sizes: readonly number[]) => sizes.map((quantity) => ({ quantity, exact: count(quantity) }))

/** The priced lines of a VM (also the workers of a managed service, service-price.ts). */
export function vmLines(calc: Calc, vm: PricedVm, assignedIps: number): PriceLine[] {
  // SPEC.md §4 "Stopped VMs cost zero for CPU and RAM". A deleted VM costs nothing at all. Any other status
  // (including one the platform adds later) is billed, so an unknown state never shows a reassuring zero.
  const deleted = vm.status === 'deleted'
  const computeBilled = vm.status !== 'stopped' && !deleted
  // SPEC.md §9: RAM is priced as memory / 1024 GB (kept as an exact fraction: 1000 MB is 0.9765625 GB).
  const ram = { quantity: vm.memory / 1024, exact: { num: BigInt(Math.round(vm.memory)), den: 1024n } }
  const boot = vm.storage.filter((d) => d.primary).map((d) => d.size)
  const others = vm.storage.filter((d) => !d.primary).map((d) => d.size)
  const snapshots = replicaSizes(vm.storage, 'snapshot')
  const backups = replicaSizes(vm.storage, 'backup')

  const line = (component: VmPriceComponent, unit: PriceLine['unit'], specs: PartSpec[]): PriceLine => {
    const parts = specs.map(({ types, items: partItems, billed }) => ({
      resourceType: types[0] as ResourceType,
      quantity: partItems.reduce((q, i) => q + i.quantity, 0),
      // Each disk or replica picks its own tier by its own size, so adding one never lowers the price.
      nanos: sumNanos(partItems.map((i) => calc.part(types, i.exact, billed && !deleted))),
    }))
    return {
      component,
      label: LABELS[component],
      quantity: parts.reduce((q, p) => q + p.quantity, 0),
      unit,
      price: calc.money(sumNanos(parts.map((p) => p.nanos))),
      parts: parts.map((p) => ({
        resourceType: p.resourceType,
        quantity: p.quantity,
        price: calc.money(p.nanos),
      })),
    }
  }

  const lines = [
    line('cpu', 'vCPU', [{ types: ['CPU'], items: items([vm.vcpu]), billed: computeBilled }]),
    line('ram', 'GB', [{ types: ['RAM'], items: [ram], billed: computeBilled }]),
    // The boot disk is STORAGE_main (Warren's STORAGE/main); a list without that type prices it as BLOCK_STORAGE.
    line('disk', 'GB', [
      { types: ['STORAGE_main', 'BLOCK_STORAGE'], items: items(boot), billed: true },
      { types: ['BLOCK_STORAGE'], items: items(others), billed: true },
    ]),
  ]
  if (snapshots.length > 0) {
    lines.push(
      line('snapshots', 'GB', [{ types: ['BLOCK_STORAGE_SNAPSHOT'], items: items(snapshots), billed: true }]),
    )
  }
  if (backups.length > 0) {
    lines.push(
      line('backups', 'GB', [{ types: ['BLOCK_STORAGE_BACKUP'], items: items(backups), billed: true }]),
    )
  }
  // The licence is per vCPU (API-NOTES §2.1) and, unlike CPU and RAM, is still owed while the VM is stopped.
  if (vm.license_type?.toUpperCase() === 'WINDOWS') {
    lines.push(
      line('license', 'vCPU', [{ types: ['WINDOWS_LICENSE'], items: items([vm.vcpu]), billed: true }]),
    )
  }
  if (assignedIps > 0) {
    lines.push(
      line('ip', 'IP', [{ types: ['ASSIGNED_FLOATING_IP'], items: items([assignedIps]), billed: true }]),
    )
  }
  return lines
}

function totalOf(calc: Calc, lines: readonly PriceLine[]): Money | null {
  if (!calc.rules.ok || lines.some((l) => l.price === null)) return null
  return fromNanos(sumNanos(lines.map((l) => toNanos(l.price as Money))) ?? 0n, calc.rules.currency)
}

/**
 * A VM's hourly price by component (CPU, RAM, disks, snapshots, backups, Windows licence, public IPs) for the VM
 * detail page. Rules: RAM is priced as memory / 1024 GB; a stopped VM costs nothing for CPU and RAM (disks
 * still cost); the Windows licence is per vCPU when `license_type` is WINDOWS; snapshots and backups default to
 * a zero multiplier; the VM's `price_multipliers` apply; its `designated_pool_uuid` selects the rule set
 * (SPEC.md §3, §4, §9).
 */
export function vmPriceBreakdown(
  vm: PricedVm,
  ctx: PricingContext,
  options: VmPriceOptions = {},
): PriceBreakdown {
  const calc = new Calc(ctx, vm.designated_pool_uuid, vm.price_multipliers)
  const lines = vmLines(calc, vm, options.assignedIps ?? 0)
  return calc.finish<PriceBreakdown>(ctx, {
    total: totalOf(calc, lines),
    currency: calc.rules.currency,
    lines,
  })
}

/**
 * Hourly price of a VM (the total of {@link vmPriceBreakdown}, without public IPs, which the IP list prices).
 * Tiers: the highest tier whose threshold is not above the quantity applies. A stopped VM costs nothing for
 * CPU and RAM (SPEC.md §4, §9).
 */
export function vmHourlyPrice(vm: PricedVm, ctx: PricingContext): PriceResult {
  const { total, warnings } = vmPriceBreakdown(vm, ctx)
  return { price: total, warnings }
}
