import { describe, expect, it } from 'vitest'
import {
  diskAttachPriceDelta,
  diskResizePriceDelta,
  formatPriceDelta,
  ipAssignPriceChange,
  ipUnassignPriceChange,
  priceChange,
  priceDelta,
} from './delta.js'
import { demoPriceList } from './demo.js'
import { money } from './money.js'
import { POOL, testList } from './test-utils/list.js'

const eur = (amount: string) => money(amount, 'EUR')
const ctx = { list: testList }

describe('priceDelta: the exact change between two hourly prices', () => {
  it('subtracts exactly, in nano-units', () => {
    expect(priceDelta(eur('0.0041'), eur('0.0082'))).toEqual(eur('0.0041'))
    expect(priceDelta(eur('0.3'), eur('0.1'))).toEqual(eur('-0.2'))
  })
  it('is unknown when either side is unknown (never a made-up zero, SPEC §8)', () => {
    expect(priceDelta(null, eur('1'))).toBeNull()
    expect(priceDelta(eur('1'), null)).toBeNull()
  })
})

describe('formatPriceDelta: "+€0.0041 / hour"', () => {
  it.each([
    ['0.0041', '+€0.0041 / hour'],
    ['-0.0041', '−€0.0041 / hour'],
    ['1.5', '+€1.50 / hour'],
    ['0', 'No change per hour'],
  ])('%s EUR → %s', (amount, text) => {
    expect(formatPriceDelta(eur(amount))).toBe(text)
  })
  it('says so when the change cannot be computed', () => {
    expect(formatPriceDelta(null)).toBe('Price change unavailable')
  })
})

describe('diskResizePriceDelta: what growing a disk adds per hour', () => {
  it('prices the GB added at BLOCK_STORAGE', () => {
    // 0.0002 per GB: 50 → 70 GB adds 20 × 0.0002.
    expect(diskResizePriceDelta({ size_gb: 50 }, 70, ctx)).toEqual(eur('0.004'))
  })
  it('is zero when the size does not change', () => {
    expect(diskResizePriceDelta({ size_gb: 50 }, 50, ctx)).toEqual(eur('0'))
  })
  it('follows the tier the new size falls in', () => {
    // 1000 GB and up: 0.00015 per GB for all of it.
    expect(diskResizePriceDelta({ size_gb: 999 }, 1000, ctx)).toEqual(eur('-0.0498'))
  })
  it('is null without a price list', () => {
    expect(diskResizePriceDelta({ size_gb: 50 }, 70, { list: null })).toBeNull()
  })
})

describe("diskAttachPriceDelta: how the VM's price changes when the disk joins its storage", () => {
  const vm = { vcpu: 1, memory: 1024, status: 'running', storage: [{ size: 20, primary: true }] }
  it("adds the disk's GB to the VM's price", () => {
    expect(diskAttachPriceDelta(vm, { size_gb: 10 }, ctx)).toEqual(eur('0.002'))
  })
  it("brings the disk's snapshots along", () => {
    const disk = { size_gb: 10, snapshots: [{ size_gb: 10 }] }
    const multipliers = { BLOCK_STORAGE_SNAPSHOT: 1 }
    // 10 × 0.0002 + 10 × 0.00005 once snapshots are billed.
    expect(diskAttachPriceDelta({ ...vm, price_multipliers: multipliers }, disk, ctx)).toEqual(eur('0.0025'))
  })
  it("is priced in the VM's pool's rule set", () => {
    const pooled = { ...vm, designated_pool_uuid: POOL }
    expect(diskAttachPriceDelta(pooled, { size_gb: 10 }, ctx)).toEqual(eur('0.002'))
  })
  it('is null without a price list', () => {
    expect(diskAttachPriceDelta(vm, { size_gb: 10 }, { list: undefined })).toBeNull()
  })
})

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

  it('is formatted by the one price-change formatter: a plus, a real minus sign, or no change', () => {
    expect(formatPriceDelta(priceChange(money('0.006849', 'EUR'), money('0.012329', 'EUR')).delta)).toBe(
      '+€0.00548 / hour',
    )
    expect(formatPriceDelta(money('-0.00548', 'EUR'))).toBe('−€0.00548 / hour')
    expect(formatPriceDelta(money('0', 'EUR'))).toBe('No change per hour')
    expect(formatPriceDelta(priceChange(null, money('1', 'EUR')).delta)).toBe('Price change unavailable')
  })

  it('unassigning an IP moves it from ASSIGNED_FLOATING_IP to UNASSIGNED_FLOATING_IP (SPEC §3)', () => {
    const change = ipUnassignPriceChange({ assigned_to: 'vm-1' }, { list: demoPriceList })
    expect(change.from).toEqual(money('0.006849', 'EUR'))
    expect(change.to).toEqual(money('0.012329', 'EUR'))
    expect(formatPriceDelta(change.delta)).toBe('+€0.00548 / hour')
    expect(ipUnassignPriceChange({ assigned_to: null }, { list: demoPriceList }).delta).toEqual(
      money('0', 'EUR'),
    )
  })

  it('assigning does the reverse', () => {
    const change = ipAssignPriceChange({ assigned_to: null }, { list: demoPriceList })
    expect(formatPriceDelta(change.delta)).toBe('−€0.00548 / hour')
  })
})
