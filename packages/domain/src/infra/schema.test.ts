import { describe, expect, it } from 'vitest'
import {
  ExchangeRateSchema,
  HostCreateInputSchema,
  IconDataUrlSchema,
  ICON_MAX_BYTES,
  PriceChangeInputSchema,
} from './schema.js'

const png = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`

describe('image icons: bounded size, image types only (issue 13 /vm_images)', () => {
  it('accepts a small PNG', () => {
    expect(IconDataUrlSchema.safeParse(png(100)).success).toBe(true)
  })
  it(`refuses an icon over ${ICON_MAX_BYTES} bytes`, () => {
    expect(IconDataUrlSchema.safeParse(png(ICON_MAX_BYTES + 3)).success).toBe(false)
  })
  it.each([
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:text/html;base64,PGgxPmhpPC9oMT4=',
    'https://example.com/icon.png',
  ])('refuses %s', (value) => {
    expect(IconDataUrlSchema.safeParse(value).success).toBe(false)
  })
})

describe('exchange rates are exact positive decimals', () => {
  it.each(['1', '1.08', '25000.123456789'])('accepts %s', (rate) => {
    expect(ExchangeRateSchema.safeParse(rate).success).toBe(true)
  })
  it.each(['0', '0.0', '-1', '1e3', '1.0000000001', ''])('refuses %s', (rate) => {
    expect(ExchangeRateSchema.safeParse(rate).success).toBe(false)
  })
})

describe('price changes', () => {
  it('default to the DEFAULT rule set and take an ISO effective date', () => {
    const input = PriceChangeInputSchema.parse({
      currency: 'EUR',
      resource_type: 'RAM',
      gigabytes_from: 0,
      price_per_unit: '0.04',
      effective_from: '2025-12-01T00:00:00Z',
    })
    expect(input.rule_set).toBe('DEFAULT')
  })
  it('refuse a date that is not ISO 8601', () => {
    const result = PriceChangeInputSchema.safeParse({
      currency: 'EUR',
      resource_type: 'RAM',
      price_per_unit: 1,
      effective_from: 'next week',
    })
    expect(result.success).toBe(false)
  })
  it('refuse a negative price', () => {
    const result = PriceChangeInputSchema.safeParse({
      currency: 'EUR',
      resource_type: 'RAM',
      price_per_unit: -1,
    })
    expect(result.success).toBe(false)
  })
})

describe('hosts', () => {
  it('need at least one thread and 1 GB of RAM', () => {
    const base = {
      pool_uuid: '3f0c6a5e-8f0e-4a43-9d51-5d6a8f5b1a01',
      name: 'hv-1',
      cpu_threads: 64,
      ram_mb: 262144,
    }
    expect(HostCreateInputSchema.safeParse(base).success).toBe(true)
    expect(HostCreateInputSchema.safeParse({ ...base, cpu_threads: 0 }).success).toBe(false)
    expect(HostCreateInputSchema.safeParse({ ...base, ram_mb: 512 }).success).toBe(false)
  })
})
