import { describe, expect, it } from 'vitest'
import { ApiError } from '@cirrus/domain'
import { formErrorsFromApiError } from './auth'

const fields = ['email', 'password', 'first_name', 'last_name']

describe('auth form errors from the platform (CONTRACTS /auth/*)', () => {
  it('puts wrong credentials above the form', () => {
    const error = new ApiError({ status: 401, message: 'Wrong email or password' })
    expect(formErrorsFromApiError(error, fields)).toEqual({ fields: {}, form: 'Wrong email or password' })
  })

  it('puts a weak password beside the password field', () => {
    const error = new ApiError({
      status: 400,
      message: 'Too weak',
      fieldErrors: { password: 'Use at least 10 characters' },
    })
    expect(formErrorsFromApiError(error, fields)).toEqual({
      fields: { password: 'Use at least 10 characters' },
      form: null,
    })
  })

  it('puts a taken email beside the email field', () => {
    const error = new ApiError({ status: 409, message: 'This email is already registered' })
    expect(formErrorsFromApiError(error, fields).fields.email).toBe('This email is already registered')
  })

  it('ignores field errors of fields the form does not have', () => {
    const error = new ApiError({ status: 400, message: 'Bad', fieldErrors: { captcha: 'missing' } })
    expect(formErrorsFromApiError(error, fields)).toEqual({ fields: {}, form: 'Bad' })
  })

  it('says when the server cannot be reached', () => {
    const error = new ApiError({ status: 0, message: 'Network error: Failed to fetch' })
    expect(formErrorsFromApiError(error, fields).form).toBe('Cannot reach the server. Try again.')
  })
})
