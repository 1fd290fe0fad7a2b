import { describe, expect, it } from 'vitest'
import { makeS3Key } from '@cirrus/domain/fixtures'
import { bucketCommandMessages, generatedKey, withoutSecret } from './bucket-commands'

describe('bucketCommandMessages', () => {
  it('gives each action its SPEC §8 pair', () => {
    expect(bucketCommandMessages('delete')).toEqual({
      success: 'Object storage deleted',
      failure: 'Failed to delete object storage',
    })
    expect(bucketCommandMessages('changeBillingAccount')).toEqual({
      success: 'Object storage billing account changed',
      failure: 'Failed to change billing account on object storage',
    })
    expect(bucketCommandMessages('generateKey')).toEqual({
      success: 'Storage access key generated',
      failure: 'Failed to generate storage access key',
    })
    expect(bucketCommandMessages('deleteKey')).toEqual({
      success: 'Storage access key deleted',
      failure: 'Failed to delete storage access key',
    })
  })
})

describe('generatedKey', () => {
  const a = makeS3Key({}, 1)
  const b = makeS3Key({}, 2)
  it('is the key that was not there before', () => {
    expect(generatedKey([withoutSecret(b)], [a, b])).toEqual(a)
  })
  it('is the newest unknown one, the last when all are known, none from an empty answer', () => {
    expect(generatedKey([], [a, b])).toEqual(b)
    expect(generatedKey([withoutSecret(a), withoutSecret(b)], [a, b])).toEqual(b)
    expect(generatedKey([], [])).toBeUndefined()
  })
  it('keeps no secret in a public key', () => {
    expect(withoutSecret(a)).not.toHaveProperty('secretKey')
  })
})
