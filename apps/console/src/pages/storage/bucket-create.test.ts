import { describe, expect, it } from 'vitest'
import {
  bucketCreateFormSchema,
  bucketFormFromParams,
  bucketRetryParams,
  toBucketCreateInput,
} from './bucket-create'

describe('bucket create form', () => {
  it('puts the naming rule on the name field', () => {
    const result = bucketCreateFormSchema.safeParse({ name: 'Bad_Name', billingAccountId: 1 })
    expect(result.error?.issues[0]?.path).toEqual(['name'])
    expect(result.error?.issues[0]?.message).toBe('Use lowercase letters only')
    expect(bucketCreateFormSchema.safeParse({ name: 'good-name', billingAccountId: 1 }).success).toBe(true)
  })

  it('sends the billing account only when one is chosen', () => {
    expect(toBucketCreateInput({ name: 'logs', billingAccountId: 7 })).toEqual({
      name: 'logs',
      billing_account_id: 7,
    })
    expect(toBucketCreateInput({ name: 'logs', billingAccountId: null })).toEqual({ name: 'logs' })
  })

  it('brings a failed create back from its retry link', () => {
    const params = bucketRetryParams({ name: 'logs', billingAccountId: 7 })
    expect(params.toString()).toBe('name=logs&billing_account_id=7')
    expect(bucketFormFromParams(params, { name: '', billingAccountId: 1 })).toEqual({
      name: 'logs',
      billingAccountId: 7,
    })
    const bad = new URLSearchParams('billing_account_id=x')
    expect(bucketFormFromParams(bad, { name: 'a', billingAccountId: 1 })).toEqual({
      name: 'a',
      billingAccountId: 1,
    })
  })
})
