/**
 * The pricing engine (SPEC.md §3 Pricing, §4, §9; API-NOTES §2). Pure: the price list, the currency and an
 * optional logger are passed in; nothing reads a clock, the network or a global. Shared by the console (prices on
 * screens) and the platform (metering), so both always agree.
 *
 * Every price is hourly, exact (integer nano-units, see money.ts) and either a {@link Money} or `null` when it
 * cannot be computed. `null` is never shown as a zero (SPEC.md §8 "Missing price rules … give a warning and an
 * empty default"): a missing list, currency, rule set or rule gives a warning value instead of a crash.
 */
import { z } from 'zod'
import { compareRatio, divRound, fromNanos, toNanos, toRatio, type Money, type Ratio } from './money.js'
import { DEFAULT_RULE_SET, type PriceList, type PriceRule, type ResourceType } from './schema.js'

// ---------------------------------------------------------------------------------------------------------
// Warnings and context

/** Why a price could not be computed. */
export type PriceWarningCode =
  'missing-price-list' | 'missing-currency' | 'missing-rule-set' | 'missing-rule' | 'invalid-resource'

/** A problem met while pricing, returned as a value (and sent to the optional logger). */
export type PriceWarning = {
  code: PriceWarningCode
  /** For people and logs, e.g. "Missing price rules for currency IDR". */
  message: string
  currency?: string
  ruleSet?: string
  resourceType?: string
}

/** Where warnings go besides the returned value; `console` fits. */
export type PriceLogger = { warn: (message: string) => void }

/** What every pricing function needs: the current price list, the currency to price in and a logger. */
export type PricingContext = {
  /** `GET /pricing/list/current`; `null`/`undefined` while it is not loaded or failed to load. */
  list: PriceList | null | undefined
  /** ISO 4217 code. @default the list's `default_currency` */
  currency?: string
  /** Receives each warning's message once per call. */
  logger?: PriceLogger
}

/** A single price: `null` (with at least one warning) when it cannot be computed. */
export type PriceResult = { price: Money | null; warnings: PriceWarning[] }

/** A price range (managed services scale between a minimum and a maximum worker count, SPEC.md §9). */
export type PriceRangeResult = { min: Money | null; max: Money | null; warnings: PriceWarning[] }

// ---------------------------------------------------------------------------------------------------------
// Rules and tiers

/** One tier of a resource type, with its threshold and exact unit price. */
export type PriceTier = {
  /** Threshold: `num_cpus_from ?? gigabytes_from ?? 0`. */
  from: number
  /** Hourly unit price in nano-units. */
  nanos: bigint
  rule: PriceRule
}

/** The rules that apply for one currency and rule set, tiers sorted by threshold. */
export type ResolvedRules = {
  /** False when the list, the currency or its DEFAULT rule set is missing: every price is then unavailable. */
  ok: boolean
  currency: string
  ruleSet: string
  tiers: ReadonlyMap<string, readonly PriceTier[]>
  warnings: PriceWarning[]
}

function tiersOf(rules: readonly PriceRule[]): Map<string, PriceTier[]> {
  const byType = new Map<string, PriceTier[]>()
  for (const rule of rules) {
    const from = rule.num_cpus_from ?? rule.gigabytes_from ?? 0
    const tiers = byType.get(rule.resource_type) ?? []
    // Two rules with the same threshold are ambiguous; the first in the list wins, deterministically.
    if (!tiers.some((t) => t.from === from)) tiers.push({ from, nanos: toNanos(rule.price_per_unit), rule })
    byType.set(rule.resource_type, tiers)
  }
  for (const tiers of byType.values()) tiers.sort((a, b) => a.from - b.from)
  return byType
}

/**
 * The rules for a currency and rule set. A rule set other than DEFAULT (e.g. a designated pool uuid) overrides
 * DEFAULT resource type by resource type: if it prices a type at all, all of that type's tiers come from it
 * (API-NOTES §2.2). A named rule set that does not exist is not an error — most pools have no own prices — and
 * falls back to DEFAULT. A missing list, currency or DEFAULT gives a warning and an empty default (SPEC.md §8).
 */
export function resolveRules(
  list: PriceList | null | undefined,
  currency?: string,
  ruleSet: string = DEFAULT_RULE_SET,
): ResolvedRules {
  const code = currency ?? list?.default_currency ?? ''
  const empty = (warning: PriceWarning): ResolvedRules => ({
    ok: false,
    currency: code,
    ruleSet,
    tiers: new Map(),
    warnings: [warning],
  })
  if (!list) return empty({ code: 'missing-price-list', message: 'No price list is available' })
  const prices = list.currencies[code]
  if (!prices) {
    return empty({
      code: 'missing-currency',
      message: `Missing price rules for currency ${code}`,
      currency: code,
    })
  }
  const base = prices.rule_sets[DEFAULT_RULE_SET]
  if (!base) {
    return empty({
      code: 'missing-rule-set',
      message: `Missing price rule set ${DEFAULT_RULE_SET} for currency ${code}`,
      currency: code,
      ruleSet: DEFAULT_RULE_SET,
    })
  }
  const tiers = tiersOf(base)
  const override = ruleSet === DEFAULT_RULE_SET ? undefined : prices.rule_sets[ruleSet]
  if (override) for (const [type, typeTiers] of tiersOf(override)) tiers.set(type, typeTiers)
  return { ok: true, currency: code, ruleSet, tiers, warnings: [] }
}

/**
 * The tier that applies to a quantity: the highest tier whose threshold is not above the quantity (SPEC.md §9).
 * The unit price of that tier applies to the whole quantity (volume pricing, Warren's "Gradual" model: "the unit
 * price depends on how many units are bought", API-NOTES §2.1). A quantity below every threshold takes the
 * lowest tier, so a 256 MB VM is priced rather than shown as free. Returns undefined for no tiers.
 */
export function selectTier(tiers: readonly PriceTier[], quantity: number | Ratio): PriceTier | undefined {
  const q = typeof quantity === 'number' ? toRatio(quantity) : quantity
  let chosen: PriceTier | undefined
  let lowest: PriceTier | undefined
  for (const tier of tiers) {
    if (!lowest || tier.from < lowest.from) lowest = tier
    const applies = compareRatio(toRatio(tier.from), q) <= 0
    if (applies && (!chosen || tier.from > chosen.from)) chosen = tier
  }
  return chosen ?? lowest
}

// ---------------------------------------------------------------------------------------------------------
// Multipliers

/** A price multiplier row as Warren sends it on service packages and VMs (API-NOTES §2.1, §9). */
export type PriceMultiplierRow = {
  resourceType: string
  serviceNameInUptime?: string | null
  priceMultiplier: number
}

/** Price multipliers: Warren rows, or a plain map from resource type (SPEC.md §3 names) to factor. */
export type PriceMultipliers =
  readonly PriceMultiplierRow[] | Readonly<Record<string, number>> | null | undefined

/**
 * Factors that apply when no multiplier names a type. SPEC.md §9: "Snapshots and backups default to zero price
 * multiplier", so replicas are free unless a multiplier (from the platform on a VM, or a service package's
 * `prices`) prices them. Every other type defaults to 1.
 */
export const DEFAULT_PRICE_MULTIPLIERS: Readonly<Partial<Record<ResourceType, number>>> = {
  BLOCK_STORAGE_SNAPSHOT: 0,
  BLOCK_STORAGE_BACKUP: 0,
}

// Warren's policy names (API-NOTES §2.1: resourceType + serviceNameInUptime) mapped to SPEC.md §3's types.
const STORAGE_SUBTYPES: Readonly<Record<string, ResourceType>> = {
  main: 'STORAGE_main',
  block: 'BLOCK_STORAGE',
  snapshot: 'BLOCK_STORAGE_SNAPSHOT',
  backup: 'BLOCK_STORAGE_BACKUP',
}

/**
 * SPEC.md §3 resource type of a Warren multiplier row: STORAGE/`main` → `STORAGE_main`, STORAGE/`block` (or no
 * subtype) → `BLOCK_STORAGE`, STORAGE/`snapshot` → `BLOCK_STORAGE_SNAPSHOT`, STORAGE/`backup` →
 * `BLOCK_STORAGE_BACKUP`, LICENSE/`windows` → `WINDOWS_LICENSE`; SPEC names (CPU, RAM, OBJECT_STORAGE,
 * UNASSIGNED_FLOATING_IP, …) pass through.
 */
export function multiplierResourceType(resourceType: string, serviceNameInUptime?: string | null): string {
  const sub = serviceNameInUptime?.toLowerCase() ?? ''
  if (resourceType === 'STORAGE') return STORAGE_SUBTYPES[sub] ?? 'BLOCK_STORAGE'
  if (resourceType === 'LICENSE')
    return sub === 'windows' || sub === '' ? 'WINDOWS_LICENSE' : `LICENSE_${sub}`
  return resourceType
}

function normaliseMultipliers(input: PriceMultipliers): Map<string, Ratio> {
  const map = new Map<string, Ratio>()
  if (!input) return map
  if (Array.isArray(input)) {
    for (const row of input as readonly PriceMultiplierRow[]) {
      map.set(multiplierResourceType(row.resourceType, row.serviceNameInUptime), toRatio(row.priceMultiplier))
    }
  } else {
    for (const [type, factor] of Object.entries(input)) map.set(type, toRatio(factor))
  }
  return map
}

function multiplierFor(map: ReadonlyMap<string, Ratio>, types: readonly string[]): Ratio {
  for (const type of types) {
    const found = map.get(type)
    if (found) return found
  }
  return toRatio(DEFAULT_PRICE_MULTIPLIERS[types[0] as ResourceType] ?? 1)
}

// ---------------------------------------------------------------------------------------------------------
// One calculation: collects warnings, prices parts

class Calc {
  readonly warnings: PriceWarning[] = []
  readonly rules: ResolvedRules
  readonly multipliers: Map<string, Ratio>

  constructor(ctx: PricingContext, ruleSet: string | null | undefined, multipliers: PriceMultipliers) {
    this.rules = resolveRules(ctx.list, ctx.currency, ruleSet || DEFAULT_RULE_SET)
    this.multipliers = normaliseMultipliers(multipliers)
    for (const w of this.rules.warnings) this.warn(w)
  }

  warn(warning: PriceWarning): void {
    if (!this.warnings.some((w) => w.message === warning.message)) this.warnings.push(warning)
  }

  /**
   * Price of `quantity` units. `types` is the rule lookup chain (first priced type wins) and also the multiplier
   * lookup chain. A zero quantity or a zero multiplier is an exact zero without needing a rule.
   */
  part(types: readonly string[], quantity: Ratio, billed = true): bigint | null {
    if (!billed || quantity.num === 0n) return 0n
    const factor = multiplierFor(this.multipliers, types)
    if (factor.num === 0n) return 0n
    const tiers = types.map((t) => this.rules.tiers.get(t)).find((t) => t && t.length > 0)
    const tier = tiers && selectTier(tiers, quantity)
    if (!tier) {
      if (this.rules.ok) {
        const { currency, ruleSet } = this.rules
        this.warn({
          code: 'missing-rule',
          message: `Missing price rule ${types[0]} for currency ${currency} (rule set ${ruleSet})`,
          currency,
          ruleSet,
          resourceType: types[0],
        })
      }
      return null
    }
    return divRound(tier.nanos * quantity.num * factor.num, quantity.den * factor.den)
  }

  money(nanos: bigint | null): Money | null {
    return nanos === null || !this.rules.ok ? null : fromNanos(nanos, this.rules.currency)
  }

  finish<T extends { warnings: PriceWarning[] }>(ctx: PricingContext, result: Omit<T, 'warnings'>): T {
    for (const w of this.warnings) ctx.logger?.warn(w.message)
    return { ...result, warnings: this.warnings } as T
  }
}

function sumNanos(values: readonly (bigint | null)[]): bigint | null {
  let total = 0n
  for (const v of values) {
    if (v === null) return null
    total += v
  }
  return total
}

const count = (n: number): Ratio => toRatio(n)

// ---------------------------------------------------------------------------------------------------------
// Generic

/** Options of {@link priceOf}. */
export type PriceOfOptions = { ruleSet?: string | null; multipliers?: PriceMultipliers }

/**
 * Hourly price of `quantity` units of one resource type (vCPUs, GB, IPs, …), with tiers, rule set override and
 * multipliers applied: the building block for create forms ("this VM will cost …") and metering lines.
 */
export function priceOf(
  ctx: PricingContext,
  resourceType: ResourceType,
  quantity: number,
  options: PriceOfOptions = {},
): PriceResult {
  const calc = new Calc(ctx, options.ruleSet, options.multipliers)
  return calc.finish<PriceResult>(ctx, { price: calc.money(calc.part([resourceType], toRatio(quantity))) })
}

// ---------------------------------------------------------------------------------------------------------
// Virtual machines

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

function vmLines(calc: Calc, vm: PricedVm, assignedIps: number): PriceLine[] {
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

// ---------------------------------------------------------------------------------------------------------
// Other resources

/** The disk fields pricing reads (SPEC.md §3 Disk). Snapshot sizes as `size_gb` or Warren's `sizeGb`. */
export type PricedDisk = {
  readonly size_gb: number
  readonly snapshots?: readonly { readonly size_gb?: number | null; readonly sizeGb?: number | null }[] | null
  readonly price_multipliers?: PriceMultipliers
}

/**
 * Hourly price of a standalone disk and its snapshots: size_gb × BLOCK_STORAGE plus each snapshot's GB ×
 * BLOCK_STORAGE_SNAPSHOT (each tiered by its own size), under the zero default multiplier of snapshots (SPEC.md §9) unless multipliers say
 * otherwise.
 */
export function diskHourlyPrice(disk: PricedDisk, ctx: PricingContext): PriceResult {
  const calc = new Calc(ctx, null, disk.price_multipliers)
  const snapshots = (disk.snapshots ?? []).map((s) =>
    calc.part(['BLOCK_STORAGE_SNAPSHOT'], count(s.size_gb ?? s.sizeGb ?? 0)),
  )
  const total = sumNanos([calc.part(['BLOCK_STORAGE'], count(disk.size_gb)), ...snapshots])
  return calc.finish<PriceResult>(ctx, { price: calc.money(total) })
}

/** The IP fields pricing reads (SPEC.md §3 IP address): unassigned when `assigned_to` is empty. */
export type PricedIp = { readonly assigned_to?: string | null; readonly price_multipliers?: PriceMultipliers }

/** Hourly price of a public IP: ASSIGNED_FLOATING_IP when assigned, UNASSIGNED_FLOATING_IP when not (SPEC.md §3). */
export function ipHourlyPrice(ip: PricedIp, ctx: PricingContext): PriceResult {
  const calc = new Calc(ctx, null, ip.price_multipliers)
  const type: ResourceType = ip.assigned_to ? 'ASSIGNED_FLOATING_IP' : 'UNASSIGNED_FLOATING_IP'
  return calc.finish<PriceResult>(ctx, { price: calc.money(calc.part([type], count(1))) })
}

/**
 * A load balancer, bare metal server or bucket: any object, with optional multipliers. (`object &` keeps
 * TypeScript's weak-type check from refusing entities that have none of the optional keys.)
 */
export type PricedUnit = object & { readonly price_multipliers?: PriceMultipliers }

/** Hourly price of a load balancer: one LOAD_BALANCER unit (its public IP is priced in the IP list). */
export function loadBalancerHourlyPrice(lb: PricedUnit, ctx: PricingContext): PriceResult {
  const calc = new Calc(ctx, null, lb.price_multipliers)
  return calc.finish<PriceResult>(ctx, { price: calc.money(calc.part(['LOAD_BALANCER'], count(1))) })
}

/**
 * Hourly price of a bare metal server: one BARE_METAL_SERVER unit, from the server's machine-type rule set
 * (`rule_set`, e.g. `metal:bm.large`) when the list has one for it, else from DEFAULT.
 */
export function bareMetalHourlyPrice(
  server: PricedUnit & { readonly rule_set?: string | null },
  ctx: PricingContext,
): PriceResult {
  const calc = new Calc(ctx, server.rule_set, server.price_multipliers)
  return calc.finish<PriceResult>(ctx, { price: calc.money(calc.part(['BARE_METAL_SERVER'], count(1))) })
}

/** Bytes in the GB of object storage billing (GiB, as Warren's storage sizes are, API-NOTES §3). */
export const BYTES_PER_GB = 1024 ** 3

/** Whole GB of a bucket: `size_bytes` rounded up (SPEC.md §5 "Object storage size is rounded up to whole GB"). */
export function bucketGb(sizeBytes: number): number {
  return Math.ceil(Math.max(0, sizeBytes) / BYTES_PER_GB)
}

/** Hourly price of a bucket: its size rounded up to whole GB × OBJECT_STORAGE. */
export function bucketHourlyPrice(
  bucket: PricedUnit & { readonly size_bytes: number },
  ctx: PricingContext,
): PriceResult {
  const calc = new Calc(ctx, null, bucket.price_multipliers)
  const gb = bucketGb(bucket.size_bytes)
  return calc.finish<PriceResult>(ctx, { price: calc.money(calc.part(['OBJECT_STORAGE'], count(gb))) })
}

// ---------------------------------------------------------------------------------------------------------
// Managed services

/** The service package fields pricing reads (SPEC.md §3 Managed service package). */
export type PricedService = {
  /** The package's multipliers (Warren `prices`), applied on top of the list (API-NOTES §2.1). */
  readonly prices?: PriceMultipliers
  readonly resources?:
    readonly { readonly resource_type: string; readonly resource_allocation?: unknown }[] | null
  /** Free-form (API-NOTES §9); read for `spec.hibernation.enabled` and `spec.provider.workers`. */
  readonly properties?: unknown
}

// Properties are free-form (API-NOTES §9): numbers may arrive as strings, and a key may be null or left out.
const num = z.coerce.number().finite().nonnegative()
const optNum = z.preprocess((v) => (v === null || v === '' ? undefined : v), num.optional())
// Volume sizes of kubernetes-like specs may be written "20Gi"/"20G"; the number is GB either way.
const sizeGb = z.preprocess((v) => (typeof v === 'string' ? v.replace(/\s*(GiB|GB|Gi|G)$/, '') : v), optNum)
const WorkerSchema = z.object({
  machine: z.object({ vcpu: optNum, ram: optNum }).nullish(),
  volume: z.object({ size: sizeGb }).nullish(),
  minimum: optNum,
  maximum: optNum,
})
const ServicePropertiesSchema = z.object({
  spec: z
    .object({
      hibernation: z.object({ enabled: z.boolean().nullish() }).nullish(),
      provider: z.object({ workers: z.array(WorkerSchema).nullish() }).nullish(),
    })
    .nullish(),
})
const AllocationSchema = z.object({
  vcpu: num.default(0),
  memory: num.default(0),
  status: z.string().default('running'),
  storage: z
    .array(
      z.object({
        size: num.default(0),
        primary: z.boolean().default(false),
        replica: z.array(z.object({ type: z.string(), size: num.default(0) })).nullish(),
      }),
    )
    .nullish()
    .transform((s) => s ?? []),
})

/**
 * Hourly price range of a managed service. Kubernetes-like services (`properties.spec.provider.workers`) are
 * priced per worker node — vcpu, ram (MB) and a boot volume of `volume.size` GB — times the worker count, once
 * for `minimum` and once for `maximum` (so disk = volume size × worker count, SPEC.md §9). Other services sum
 * their resources: `vm` resources priced like VMs from their `resource_allocation`, `virtual_ip` resources as
 * UNASSIGNED_FLOATING_IP (the type Warren's service multipliers name, API-NOTES §2.1); min equals max. A
 * service with hibernation enabled is stopped (SPEC.md §4), so its CPU and RAM cost nothing. The package's
 * `prices` multipliers apply throughout.
 */
export function serviceHourlyPrice(service: PricedService, ctx: PricingContext): PriceRangeResult {
  const calc = new Calc(ctx, null, service.prices)
  const props = ServicePropertiesSchema.safeParse(service.properties ?? {})
  const spec = props.success ? props.data.spec : undefined
  const status = spec?.hibernation?.enabled ? 'stopped' : 'running'
  const vmTotal = (vm: PricedVm, times: number): bigint | null => {
    const nanos = sumNanos(vmLines(calc, vm, 0).map((l) => (l.price === null ? null : toNanos(l.price))))
    return nanos === null ? null : nanos * BigInt(Math.round(times))
  }
  const workers = spec?.provider?.workers ?? []
  if (workers.length > 0) {
    const range = (pick: 'min' | 'max') =>
      sumNanos(
        workers.map((w) => {
          const node: PricedVm = {
            vcpu: w.machine?.vcpu ?? 0,
            memory: w.machine?.ram ?? 0,
            status,
            storage: [{ size: w.volume?.size ?? 0, primary: true }],
          }
          // A group without counts runs one worker; without a maximum it does not scale.
          const minimum = w.minimum ?? 1
          return vmTotal(node, pick === 'min' ? minimum : (w.maximum ?? minimum))
        }),
      )
    return calc.finish<PriceRangeResult>(ctx, {
      min: calc.money(range('min')),
      max: calc.money(range('max')),
    })
  }
  const parts = (service.resources ?? []).map((resource) => {
    if (resource.resource_type === 'virtual_ip') return calc.part(['UNASSIGNED_FLOATING_IP'], count(1))
    if (resource.resource_type !== 'vm') return 0n
    const allocation = AllocationSchema.safeParse(resource.resource_allocation ?? {})
    if (!allocation.success) {
      calc.warn({ code: 'invalid-resource', message: 'A service VM has an unreadable resource_allocation' })
      return null
    }
    const vm = allocation.data
    return vmTotal({ ...vm, status: status === 'stopped' ? 'stopped' : vm.status }, 1)
  })
  const total = calc.money(sumNanos(parts))
  return calc.finish<PriceRangeResult>(ctx, { min: total, max: total })
}

// ---------------------------------------------------------------------------------------------------------
// Totals

/**
 * Exact total of many hourly prices of one currency (a list page footer, a dashboard card, a metering run):
 * `null` when any is unavailable, so a partial sum is never presented as the whole.
 */
export function totalHourlyPrice(prices: readonly (Money | null)[], currency: string): Money | null {
  let total = 0n
  for (const price of prices) {
    if (price === null) return null
    if (price.currency !== currency) throw new TypeError(`Cannot combine ${price.currency} with ${currency}`)
    total += toNanos(price)
  }
  return fromNanos(total, currency)
}
