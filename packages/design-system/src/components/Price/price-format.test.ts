import { describe, expect, it } from 'vitest'
import {
  HOURS_PER_MONTH,
  MAX_PRICE_FRACTION_DIGITS,
  currencyFractionDigits,
  formatPrice,
  formatPriceRange,
  isPriceAvailable,
  monthlyEstimate,
  priceFractionDigits,
} from './price-format'

describe('currencyFractionDigits', () => {
  it.each([
    ['EUR', 2],
    ['GBP', 2],
    ['JPY', 0],
  ])('%s shows %i digits', (currency, digits) => {
    expect(currencyFractionDigits(currency)).toBe(digits)
  })

  it('falls back to 2 for a malformed code', () => {
    expect(currencyFractionDigits('E')).toBe(2)
  })
})

describe('priceFractionDigits', () => {
  it.each([
    [0.0123, 4],
    [0.000412, 6],
    [0.5, 3],
    [1.2345, 2],
    [12.5, 2],
    [0, 2],
  ])('%d EUR needs %i digits', (amount, digits) => {
    expect(priceFractionDigits(amount, 'EUR')).toBe(digits)
  })

  it('never goes past the maximum for vanishing amounts', () => {
    expect(priceFractionDigits(0.000000012, 'EUR')).toBe(MAX_PRICE_FRACTION_DIGITS)
  })

  it('keeps at least the currency digits', () => {
    expect(priceFractionDigits(12345, 'JPY')).toBe(0)
    expect(priceFractionDigits(0.0123, 'JPY')).toBe(4)
  })
})

describe('formatPrice', () => {
  it.each([
    [0.0123, 'EUR', '€0.0123'],
    [0.5, 'EUR', '€0.50'],
    [12.5, 'EUR', '€12.50'],
    [1234.5, 'GBP', '£1,234.50'],
    [0, 'EUR', '€0.00'],
    [0.000412, 'EUR', '€0.000412'],
  ])('%d %s is %s', (amount, currency, text) => {
    expect(formatPrice(amount, currency)).toBe(text)
  })

  it('falls back to the code when Intl rejects it', () => {
    expect(formatPrice(0.0123, 'E')).toBe('E 0.0123')
  })
})

describe('formatPriceRange', () => {
  it('formats each end like a single price', () => {
    expect(formatPriceRange(0.0123, 0.5, 'EUR')).toBe('€0.0123 – €0.50')
  })

  it('orders swapped bounds', () => {
    expect(formatPriceRange(0.05, 0.01, 'EUR')).toBe('€0.01 – €0.05')
  })

  it('prints one price for equal bounds', () => {
    expect(formatPriceRange(1, 1, 'EUR')).toBe('€1.00')
  })
})

describe('monthlyEstimate', () => {
  it('is 730 hours of the hourly price', () => {
    expect(HOURS_PER_MONTH).toBe(730)
    expect(monthlyEstimate(0.01)).toBeCloseTo(7.3, 10)
    expect(formatPrice(monthlyEstimate(0.0123), 'EUR')).toBe('€8.98')
  })
})

describe('isPriceAvailable', () => {
  it.each([
    [null, false],
    [undefined, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [0, true],
    [0.0123, true],
  ])('%s → %s', (amount, available) => {
    expect(isPriceAvailable(amount)).toBe(available)
  })
})
