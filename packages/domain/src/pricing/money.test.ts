import { describe, expect, it } from 'vitest'
import {
  addMoney,
  compareMoney,
  formatMoney,
  fromNanos,
  isZeroMoney,
  money,
  monthlyEstimate,
  multiplyMoney,
  sumMoney,
  toNanos,
  toRatio,
  zeroMoney,
} from './money.js'

describe('money is exact to the nano-unit', () => {
  it.each([
    [0.1, 1n, 10n],
    ['0.0123', 123n, 10000n],
    [1e-7, 1n, 10000000n],
    ['1.5e3', 1500n, 1n],
    ['-2', -2n, 1n],
    ['.5', 5n, 10n],
  ])('reads %s as %s/%s', (value, num, den) => {
    expect(toRatio(value)).toEqual({ num, den })
  })

  it.each([NaN, Infinity, 'ten', '1,5', ''])('refuses %s', (value) => {
    expect(() => toRatio(value)).toThrow(RangeError)
  })

  it.each([
    ['0.0123', '0.0123'],
    ['1.50', '1.5'],
    ['0.0000000005', '0.000000001'], // half a nano-unit rounds away from zero
    ['0.0000000004', '0'],
    ['-0.0000000005', '-0.000000001'],
    [0.1 + 0.2, '0.3'],
    ['12345678901234.5', '12345678901234.5'], // beyond a float's exact range in nano-units
  ])('canonical amount of %s is %s', (input, amount) => {
    expect(money(input, 'EUR').amount).toBe(amount)
  })

  it('adds, sums, multiplies and compares exactly', () => {
    expect(addMoney(money('0.1', 'EUR'), money('0.2', 'EUR'))).toEqual(money('0.3', 'EUR'))
    expect(sumMoney([], 'EUR')).toEqual(zeroMoney('EUR'))
    expect(sumMoney(Array(3).fill(money('0.1', 'EUR')), 'EUR')).toEqual(money('0.3', 'EUR'))
    expect(multiplyMoney(money('0.013699', 'EUR'), 3)).toEqual(money('0.041097', 'EUR'))
    expect(compareMoney(money('0.1', 'EUR'), money('0.09', 'EUR'))).toBe(1)
    expect(compareMoney(money('0.1', 'EUR'), money('0.10', 'EUR'))).toBe(0)
    expect(isZeroMoney(money('0.000', 'EUR'))).toBe(true)
    expect(fromNanos(toNanos(money('7.25', 'EUR')), 'EUR')).toEqual(money('7.25', 'EUR'))
  })

  it('refuses to combine currencies', () => {
    expect(() => addMoney(money('1', 'EUR'), money('1', 'USD'))).toThrow('Cannot combine EUR with USD')
    expect(() => sumMoney([money('1', 'USD')], 'EUR')).toThrow(TypeError)
  })

  it('monthly estimate is 730 hours', () => {
    expect(monthlyEstimate(money('0.01', 'EUR'))).toEqual(money('7.3', 'EUR'))
  })
})

describe('formatMoney in en-GB', () => {
  it.each([
    ['0.0123', 'EUR', 'hour', '€0.0123/h'],
    ['0.013699', 'EUR', 'hour', '€0.0137/h'], // three significant digits for sub-unit amounts
    ['0.000685', 'EUR', 'hour', '€0.000685/h'], // never rounded away to €0.00
    ['0.0000342', 'EUR', undefined, '€0.0000342'],
    ['0.5', 'EUR', undefined, '€0.50'],
    ['10.00027', 'EUR', 'month', '€10.00/month'],
    ['1234.5', 'EUR', undefined, '€1,234.50'],
    ['0', 'EUR', 'hour', '€0.00/h'],
    ['0.0149', 'USD', 'hour', 'US$0.0149/h'],
    ['12345678901234.5', 'EUR', undefined, '€12,345,678,901,234.50'], // exact, no float rounding
  ] as const)('%s %s per %s is %s', (amount, currency, per, text) => {
    expect(formatMoney(money(amount, currency), 'en-GB', per ? { per } : {})).toBe(text)
  })

  it('uses the currency’s usual digits for whole amounts', () => {
    expect(formatMoney(money('1234.5', 'IDR'))).toMatch(/^IDR\s1,235$/)
  })

  it('spells out an unavailable price instead of a zero', () => {
    expect(formatMoney(null)).toBe('Price unavailable')
    expect(formatMoney(null, 'en-GB', { unavailable: '—' })).toBe('—')
  })
})
