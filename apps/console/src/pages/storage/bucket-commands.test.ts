import { describe, expect, it } from 'vitest'
import { makeS3Key } from '@cirrus/domain/fixtures'
import { bucketCommandMessages, bucketCommandRequest, generatedKey, withoutSecret } from './bucket-commands'

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

describe('bucketCommandRequest', () => {
  it('describes the Warren call of each action (SPEC §7 Object storage)', () => {
    expect(bucketCommandRequest('logs', { type: 'changeBillingAccount', billingAccountId: 7 })).toEqual({
      method: 'PATCH',
      path: '/v1/storage/bucket',
      body: { name: 'logs', billing_account_id: 7 },
    })
    expect(bucketCommandRequest('logs', { type: 'delete' })).toEqual({
      method: 'DELETE',
      path: '/v1/storage/bucket',
      body: { name: 'logs' },
    })
    expect(bucketCommandRequest('logs', { type: 'generateKey' })).toEqual({
      method: 'POST',
      path: '/v1/storage/user/keys',
    })
    expect(bucketCommandRequest('logs', { type: 'deleteKey', accessKey: 'AK1' })).toEqual({
      method: 'DELETE',
      path: '/v1/storage/user/keys',
      body: { access_key: 'AK1' },
    })
  })
})
