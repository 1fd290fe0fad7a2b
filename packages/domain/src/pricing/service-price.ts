/** The hourly price range of a managed service (SPEC.md §9): workers between a minimum and a maximum count. */
import { z } from 'zod'
import { toNanos } from './money.js'
import { Calc, count, sumNanos } from './calc.js'
import { type PriceRangeResult, type PricingContext } from './context.js'
import { type PriceMultipliers } from './multipliers.js'
import { type PricedVm, vmLines } from './vm-price.js'

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
