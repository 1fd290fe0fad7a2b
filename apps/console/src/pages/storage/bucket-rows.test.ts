import { describe, expect, it } from 'vitest'
import { demoPriceList, priceOf } from '@cirrus/domain'
import { makeBucket } from '@cirrus/domain/fixtures'
import { bucketOfPath, bucketPath } from './paths'
import { bucketRows, bucketSizeText, pricePerGb } from './bucket-rows'

const GB = 1024 ** 3

describe('bucketRows', () => {
  it('prices each bucket by its size rounded up to whole GB (SPEC §5), sorted by name', () => {
    const rows = bucketRows(
      [makeBucket({ name: 'zeta', size_bytes: 1 }), makeBucket({ name: 'alpha', size_bytes: 2 * GB + 1 })],
      demoPriceList,
    )
    expect(rows.map((r) => r.name)).toEqual(['alpha', 'zeta'])
    expect(rows[0]!.billedGb).toBe(3)
    expect(rows[1]!.billedGb).toBe(1)
    const perGb = Number(priceOf({ list: demoPriceList }, 'OBJECT_STORAGE', 1).price!.amount)
    expect(perGb).toBeGreaterThan(0)
    expect(Number(rows[0]!.price!.amount)).toBeCloseTo(3 * perGb, 12)
    expect(Number(rows[1]!.price!.amount)).toBeCloseTo(perGb, 12)
    expect(rows[0]!.href).toBe('/storage/bucket/alpha/')
  })

  it('shows an empty bucket as free and no price without a price list', () => {
    const [empty] = bucketRows([makeBucket({ size_bytes: 0 })], demoPriceList)
    expect(empty!.price!.amount).toBe('0')
    expect(bucketRows([makeBucket({})], undefined)[0]!.price).toBeNull()
  })
})

describe('bucketSizeText', () => {
  it('says what is stored and what is billed', () => {
    expect(bucketSizeText(0)).toBe('Empty')
    expect(bucketSizeText(1536 * 1024 * 1024)).toBe('1.5 GB · billed as 2 GB')
    expect(bucketSizeText(5)).toBe('5 B · billed as 1 GB')
  })
})

describe('pricePerGb', () => {
  it('is the OBJECT_STORAGE price of one GB, null without a list', () => {
    expect(pricePerGb(demoPriceList)).toEqual(priceOf({ list: demoPriceList }, 'OBJECT_STORAGE', 1).price)
    expect(pricePerGb(null)).toBeNull()
  })
})

describe('bucket paths', () => {
  it('round-trips a bucket name through its page path', () => {
    expect(bucketPath('my.bucket-1')).toBe('/storage/bucket/my.bucket-1/')
    expect(bucketOfPath('/storage/bucket/my.bucket-1/')).toBe('my.bucket-1')
    expect(bucketOfPath('/storage/create')).toBeUndefined()
  })
})
