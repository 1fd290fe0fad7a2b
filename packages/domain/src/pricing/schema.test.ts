import { describe, expect, it } from 'vitest'
import { demoHighCpuPoolUuid, demoPriceList } from './demo.js'
import { DEFAULT_RULE_SET, PriceListSchema, RESOURCE_TYPES } from './schema.js'

describe('PriceListSchema', () => {
  it('accepts the demo price list unchanged', () => {
    expect(PriceListSchema.parse(demoPriceList)).toEqual(demoPriceList)
  })

  it('demo list prices every resource type of SPEC §3 in the DEFAULT rule set of each currency', () => {
    for (const [currency, prices] of Object.entries(demoPriceList.currencies)) {
      const types = new Set(prices.rule_sets[DEFAULT_RULE_SET]?.map((r) => r.resource_type))
      expect([currency, [...types].sort()]).toEqual([currency, [...RESOURCE_TYPES].sort()])
    }
  })

  it('demo list has a CPU tier, a RAM tier, a pool override and a second currency', () => {
    const eur = demoPriceList.currencies.EUR?.rule_sets
    expect(eur?.DEFAULT?.filter((r) => r.resource_type === 'CPU')).toHaveLength(2)
    expect(eur?.DEFAULT?.filter((r) => r.resource_type === 'RAM')).toHaveLength(2)
    expect(eur?.[demoHighCpuPoolUuid]?.length).toBeGreaterThan(0)
    expect(Object.keys(demoPriceList.currencies)).toContain('USD')
  })

  it.each([
    ['a negative price', { price_per_unit: -1 }],
    ['a price written as words', { price_per_unit: 'ten' }],
    ['a fractional CPU threshold', { num_cpus_from: 1.5 }],
    ['an empty resource type', { resource_type: '' }],
  ])('rejects %s', (_name, patch) => {
    const rule = { resource_type: 'CPU', price_per_unit: 0.01, description: '1 vCPU', ...patch }
    const list = { ...demoPriceList, currencies: { EUR: { rule_sets: { DEFAULT: [rule] } } } }
    expect(PriceListSchema.safeParse(list).success).toBe(false)
  })

  it('accepts a decimal-string price and a null threshold', () => {
    const rule = {
      resource_type: 'CPU',
      price_per_unit: '0.0137',
      description: '1 vCPU',
      num_cpus_from: null,
    }
    const list = { ...demoPriceList, currencies: { EUR: { rule_sets: { DEFAULT: [rule] } } } }
    expect(PriceListSchema.safeParse(list).success).toBe(true)
  })

  it.each(['2025-13', '2025-1', 'November'])('rejects the month %s', (month) => {
    expect(PriceListSchema.safeParse({ ...demoPriceList, month }).success).toBe(false)
  })
})
