import { describe, expect, it } from 'vitest'
import { multiplierResourceType } from './engine.js'
import { toPricePolicy } from './policy.js'
import { RESOURCE_TYPES } from './schema.js'
import { testList } from './test-utils/list.js'

describe('toPricePolicy: GET /pricing/policy derived from the list (API-NOTES §2.1)', () => {
  const { policy } = toPricePolicy(testList)
  const row = (resourceType: string, sub?: string) =>
    policy.filter((p) => p.resourceType === resourceType && p.serviceNameInUptime === sub)

  it('has one row per DEFAULT rule, numbered from 1', () => {
    expect(policy.map((p) => p.policyId)).toEqual(
      testList.currencies.EUR?.rule_sets.DEFAULT?.map((_, i) => i + 1),
    )
  })

  it.each([
    ['STORAGE', 'main'],
    ['STORAGE', 'block'],
    ['STORAGE', 'snapshot'],
    ['STORAGE', 'backup'],
    ['LICENSE', 'windows'],
    ['OBJECT_STORAGE', 'object_storage'],
    ['LOAD_BALANCER', undefined],
  ])('names %s/%s as Warren does', (type, sub) => {
    expect(row(type, sub).length).toBeGreaterThan(0)
  })

  it('writes thresholds as numCpus, megsRam and gigsStorage, and the price twice', () => {
    expect(row('CPU').map((p) => [p.numCpus, p.price, p.pricePerUnit])).toEqual([
      [1, 0.01, 0.01],
      [8, 0.008, 0.008],
    ])
    expect(row('RAM').map((p) => p.megsRam)).toEqual([0, 32 * 1024])
    expect(row('STORAGE', 'block').map((p) => p.gigsStorage)).toEqual([0, 1000])
    expect(row('OBJECT_STORAGE', 'object_storage')[0]?.price).toBe(0.00002) // a decimal string becomes a number
  })

  it('maps back to the same SPEC types (inverse of the multiplier mapping)', () => {
    for (const p of policy) {
      expect(RESOURCE_TYPES).toContain(multiplierResourceType(p.resourceType, p.serviceNameInUptime))
    }
  })

  it('is empty for a currency without DEFAULT', () => {
    expect(toPricePolicy(testList, 'USD')).toEqual({ policy: [] })
    expect(toPricePolicy(testList, 'XXX')).toEqual({ policy: [] })
  })
})
