import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bucketHourlyPrice,
  diskHourlyPrice,
  serviceHourlyPrice,
  totalHourlyPrice,
  vmHourlyPrice,
  vmPriceBreakdown,
  type PricedVm,
} from './engine.js'
import { compareMoney, money, multiplyMoney, sumMoney, toNanos, type Money } from './money.js'
import { RESOURCE_TYPES, type PriceList, type PriceRule } from './schema.js'

// Prices as decimal strings with up to 6 fraction digits, like real hourly prices.
const price = fc.integer({ min: 0, max: 2_000_000 }).map((n) => (n / 1e6).toFixed(6))

/** Tiers for one type: thresholds ascending from 0; prices either arbitrary or non-decreasing. */
const tiers = (type: string, nonDecreasing: boolean) =>
  fc.uniqueArray(fc.integer({ min: 1, max: 64 }), { maxLength: 3 }).chain((thresholds) =>
    fc.array(price, { minLength: thresholds.length + 1, maxLength: thresholds.length + 1 }).map((prices) => {
      const ordered = nonDecreasing ? [...prices].sort((a, b) => Number(a) - Number(b)) : prices
      return [0, ...thresholds.sort((a, b) => a - b)].map((from, i): PriceRule => ({
        resource_type: type,
        price_per_unit: ordered[i] as string,
        description: type,
        ...(type === 'CPU' ? { num_cpus_from: from } : { gigabytes_from: from }),
      }))
    }),
  )

const priceList = (nonDecreasing: boolean) =>
  fc.tuple(...RESOURCE_TYPES.map((t) => tiers(t, nonDecreasing))).map((rules): PriceList => ({
    id: 1,
    month: '2025-11',
    valid_from: '2025-11-01 00:00:00',
    vat_included: false,
    default_currency: 'EUR',
    currencies: { EUR: { rule_sets: { DEFAULT: rules.flat() } } },
  }))

const replica = fc.record({
  type: fc.constantFrom('snapshot', 'backup'),
  size: fc.integer({ min: 1, max: 500 }),
})
const disk = fc.record({
  size: fc.integer({ min: 1, max: 2000 }),
  primary: fc.boolean(),
  replica: fc.array(replica, { maxLength: 3 }),
})
const multipliers = fc.option(
  fc.dictionary(fc.constantFrom(...RESOURCE_TYPES), fc.constantFrom(0, 0.5, 1, 1.5, 3)),
  { nil: undefined },
)
const pricedVm = fc.record({
  vcpu: fc.integer({ min: 1, max: 64 }),
  memory: fc.integer({ min: 256, max: 262_144 }),
  status: fc.constantFrom('running', 'stopped'),
  license_type: fc.constantFrom(null, 'WINDOWS'),
  storage: fc.array(disk, { maxLength: 4 }),
  price_multipliers: multipliers,
})

const nanos = (m: Money | null) => (m === null ? null : toNanos(m))
const le = (a: Money | null, b: Money | null) => a !== null && b !== null && compareMoney(a, b) <= 0

describe('pricing invariants (fast-check)', () => {
  it('whole equals the sum of its parts: total = Σ lines, line = Σ parts', () => {
    fc.assert(
      fc.property(priceList(false), pricedVm, fc.integer({ min: 0, max: 3 }), (list, vm, assignedIps) => {
        const result = vmPriceBreakdown(vm, { list }, { assignedIps })
        const lines = result.lines.map((l) => l.price as Money)
        expect(result.total).toEqual(sumMoney(lines, 'EUR'))
        for (const line of result.lines) {
          expect(line.price).toEqual(
            sumMoney(
              line.parts.map((p) => p.price as Money),
              'EUR',
            ),
          )
        }
      }),
    )
  })

  it('a stopped VM never costs more than the same VM running', () => {
    fc.assert(
      fc.property(priceList(false), pricedVm, (list, vm) => {
        const running = vmHourlyPrice({ ...vm, status: 'running' }, { list }).price
        const stopped = vmHourlyPrice({ ...vm, status: 'stopped' }, { list }).price
        expect(le(stopped, running)).toBe(true)
      }),
    )
  })

  it('monotone in quantity: more vCPU, RAM or disk never costs less (tier prices not falling)', () => {
    const grow = fc.record({
      vcpu: fc.integer({ min: 0, max: 16 }),
      memory: fc.integer({ min: 0, max: 65_536 }),
      disk: fc.integer({ min: 0, max: 1000 }),
    })
    fc.assert(
      fc.property(priceList(true), pricedVm, grow, (list, vm, more) => {
        const bigger: PricedVm = {
          ...vm,
          vcpu: vm.vcpu + more.vcpu,
          memory: vm.memory + more.memory,
          storage: vm.storage.map((d, i) => (i === 0 ? { ...d, size: d.size + more.disk } : d)),
        }
        expect(le(vmHourlyPrice(vm, { list }).price, vmHourlyPrice(bigger, { list }).price)).toBe(true)
      }),
    )
  })

  it('monotone in quantity within a tier, whatever the tier prices', () => {
    // One CPU tier from 1 vCPU: every quantity is in the same tier, so only the quantity differs.
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: 64 }), fc.integer({ min: 0, max: 64 }), (p, a, b) => {
        const list: PriceList = {
          id: 1,
          month: '2025-11',
          valid_from: '2025-11-01 00:00:00',
          vat_included: false,
          default_currency: 'EUR',
          currencies: {
            EUR: {
              rule_sets: {
                DEFAULT: [
                  { resource_type: 'CPU', price_per_unit: p, description: 'CPU', num_cpus_from: 1 },
                  { resource_type: 'RAM', price_per_unit: 0, description: 'RAM' },
                ],
              },
            },
          },
        }
        const small = vmHourlyPrice({ vcpu: a, memory: 0, status: 'running', storage: [] }, { list }).price
        const large = vmHourlyPrice(
          { vcpu: a + b, memory: 0, status: 'running', storage: [] },
          { list },
        ).price
        expect(le(small, large)).toBe(true)
      }),
    )
  })

  it('adding a disk, a snapshot or a backup never lowers a VM price, whatever the tiers', () => {
    fc.assert(
      fc.property(priceList(false), pricedVm, disk, (list, vm, extra) => {
        const more = { ...vm, storage: [...vm.storage, extra] }
        expect(le(vmHourlyPrice(vm, { list }).price, vmHourlyPrice(more, { list }).price)).toBe(true)
      }),
    )
  })

  it('bucket and disk prices are monotone in size (tier prices not falling)', () => {
    fc.assert(
      fc.property(
        priceList(true),
        fc.nat({ max: 2 ** 40 }),
        fc.nat({ max: 2 ** 40 }),
        fc.nat({ max: 4000 }),
        fc.nat({ max: 4000 }),
        (list, bytes, moreBytes, gb, moreGb) => {
          const b1 = bucketHourlyPrice({ size_bytes: bytes }, { list }).price
          const b2 = bucketHourlyPrice({ size_bytes: bytes + moreBytes }, { list }).price
          expect(le(b1, b2)).toBe(true)
          const d1 = diskHourlyPrice({ size_gb: gb }, { list }).price
          const d2 = diskHourlyPrice({ size_gb: gb + moreGb }, { list }).price
          expect(le(d1, d2)).toBe(true)
        },
      ),
    )
  })

  it('a service range has min ≤ max, and hibernation never costs more', () => {
    const worker = fc
      .record({
        vcpu: fc.integer({ min: 1, max: 16 }),
        ram: fc.integer({ min: 512, max: 65_536 }),
        size: fc.integer({ min: 10, max: 500 }),
        minimum: fc.integer({ min: 0, max: 5 }),
        extra: fc.integer({ min: 0, max: 5 }),
      })
      .map((w) => ({
        machine: { vcpu: w.vcpu, ram: w.ram },
        volume: { size: w.size },
        minimum: w.minimum,
        maximum: w.minimum + w.extra,
      }))
    fc.assert(
      fc.property(priceList(false), fc.array(worker, { minLength: 1, maxLength: 3 }), (list, workers) => {
        const service = (enabled: boolean) => ({
          properties: { spec: { hibernation: { enabled }, provider: { workers } } },
        })
        const awake = serviceHourlyPrice(service(false), { list })
        const asleep = serviceHourlyPrice(service(true), { list })
        expect(le(awake.min, awake.max)).toBe(true)
        expect(le(asleep.max, awake.max)).toBe(true)
      }),
    )
  })

  it('summing is exact: n copies of a price equal the price times n', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: 5000 }), (p, n) => {
        const one = money(p, 'EUR')
        expect(totalHourlyPrice(Array(n).fill(one), 'EUR')).toEqual(multiplyMoney(one, n))
        expect(nanos(totalHourlyPrice(Array(n).fill(one), 'EUR'))).toBe(toNanos(one) * BigInt(n))
      }),
    )
  })
})
