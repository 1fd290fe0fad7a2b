import { describe, expect, it } from 'vitest'
import { demoPriceList } from './demo.js'
import { money } from './money.js'
import {
  formatHourlyChange,
  ipAssignPriceChange,
  ipUnassignPriceChange,
  priceChange,
} from './price-change.js'

describe('price change', () => {
  it('is the exact difference, signed', () => {
    expect(priceChange(money('0.006849', 'EUR'), money('0.012329', 'EUR')).delta).toEqual(
      money('0.00548', 'EUR'),
    )
    expect(priceChange(money('0.3', 'EUR'), money('0.1', 'EUR')).delta).toEqual(money('-0.2', 'EUR'))
  })

  it('has no difference when a side is unavailable or the currencies differ', () => {
    expect(priceChange(null, money('1', 'EUR')).delta).toBeNull()
    expect(priceChange(money('1', 'USD'), money('1', 'EUR')).delta).toBeNull()
  })

  it('formats with a plus, a real minus sign, or "no change"', () => {
    expect(formatHourlyChange(money('0.00548', 'EUR'))).toBe('+€0.00548/h')
    expect(formatHourlyChange(money('-0.00548', 'EUR'))).toBe('−€0.00548/h')
    expect(formatHourlyChange(money('0', 'EUR'))).toBe('no change')
    expect(formatHourlyChange(null)).toBe('Price unavailable')
  })

  it('unassigning an IP moves it from ASSIGNED_FLOATING_IP to UNASSIGNED_FLOATING_IP (SPEC §3)', () => {
    const change = ipUnassignPriceChange({ assigned_to: 'vm-1' }, { list: demoPriceList })
    expect(change.from).toEqual(money('0.006849', 'EUR'))
    expect(change.to).toEqual(money('0.012329', 'EUR'))
    expect(formatHourlyChange(change.delta)).toBe('+€0.00548/h')
    expect(ipUnassignPriceChange({ assigned_to: null }, { list: demoPriceList }).delta).toEqual(
      money('0', 'EUR'),
    )
  })

  it('assigning does the reverse', () => {
    const change = ipAssignPriceChange({ assigned_to: null }, { list: demoPriceList })
    expect(formatHourlyChange(change.delta)).toBe('−€0.00548/h')
  })
})
