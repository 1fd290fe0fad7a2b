import { describe, expect, it } from 'vitest'
import { ApiError } from '@cirrus/domain'
import { createFieldErrors } from './use-create-bucket'

describe('createFieldErrors', () => {
  it('puts a taken name (409 errors.name) beside the name field', () => {
    const taken = new ApiError({
      status: 409,
      message: 'Bucket name logs is already taken',
      fieldErrors: { name: 'Bucket name logs is already taken' },
    })
    expect(createFieldErrors(taken)).toEqual({ name: 'Bucket name logs is already taken' })
    const account = new ApiError({
      status: 400,
      message: 'x',
      fieldErrors: { billing_account_id: 'Inactive' },
    })
    expect(createFieldErrors(account)).toEqual({ billingAccountId: 'Inactive' })
    expect(createFieldErrors(new Error('boom'))).toEqual({})
  })
})
