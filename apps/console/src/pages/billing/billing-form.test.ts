import { describe, expect, it } from 'vitest'
import { currenciesOf } from './billing-form'

describe('the currencies the billing account form offers', () => {
  it('waits while the price list loads, and offers none when it could not be read', () => {
    expect(currenciesOf({ isError: false })).toBeUndefined()
    expect(currenciesOf({ isError: true })).toEqual([])
  })

  it('are the price list currencies, sorted', () => {
    const data = { currencies: { USD: {}, EUR: {} } } as never
    expect(currenciesOf({ data, isError: false })).toEqual(['EUR', 'USD'])
  })
})
