import { describe, expect, it } from 'vitest'
import type { RevenueReport } from '@cirrus/domain'
import { revenueBars, revenueCurrencies, revenueTotal } from './revenue'

const report: RevenueReport = {
  rows: [
    { month: '2026-09', currency: 'EUR', location: 'tll01', resource_type: 'vm', amount: '0.1' },
    { month: '2026-09', currency: 'EUR', location: 'fra01', resource_type: 'vm', amount: '0.2' },
    { month: '2026-10', currency: 'EUR', location: 'none', resource_type: 'credit', amount: '-0.3' },
    { month: '2026-10', currency: 'USD', location: 'tll01', resource_type: 'vm', amount: '5' },
  ],
  months: [],
}

describe('revenue figures (issue 14 /reports)', () => {
  it('sums exactly: 0.1 + 0.2 is 0.3, not 0.30000000000000004', () => {
    expect(revenueTotal(report, 'EUR')).toBe('0')
    expect(revenueBars(report, 'EUR')).toEqual({
      bars: [
        { month: '2026-09', vm: 0.3 },
        { month: '2026-10', credit: -0.3 },
      ],
      types: ['credit', 'vm'],
    })
  })

  it('keeps currencies apart', () => {
    expect(revenueCurrencies(report)).toEqual(['EUR', 'USD'])
    expect(revenueTotal(report, 'USD')).toBe('5')
  })
})
