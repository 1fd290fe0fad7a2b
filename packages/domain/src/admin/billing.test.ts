import { describe, expect, it } from 'vitest'
import {
  CampaignCreateInputSchema,
  CampaignUpdateInputSchema,
  CustomProductCreateInputSchema,
  PositiveAmountSchema,
} from './billing.js'

describe('admin billing inputs (issue 14)', () => {
  it('reads a campaign code case-insensitively (stored upper case)', () => {
    const input = CampaignCreateInputSchema.parse({
      code: ' spring-25 ',
      type: 'all_users',
      amount: '25',
      currency: 'EUR',
    })
    expect(input).toMatchObject({ code: 'SPRING-25', active: true, description: '' })
  })

  it('refuses zero, negative and over-precise amounts', () => {
    expect(PositiveAmountSchema.safeParse('0').success).toBe(false)
    expect(PositiveAmountSchema.safeParse('-1').success).toBe(false)
    expect(PositiveAmountSchema.safeParse('1.0000000001').success).toBe(false)
    expect(PositiveAmountSchema.parse('0.000000001')).toBe('0.000000001')
  })

  it('lets only description and active change after creation', () => {
    expect(CampaignUpdateInputSchema.parse({ active: false, amount: '9', code: 'X' })).toEqual({
      active: false,
    })
  })

  it('takes a custom product charged once (pc) or per hour (h) only', () => {
    const base = { billing_account_id: 7, description: 'Support', price_per_unit: '49.90' }
    expect(CustomProductCreateInputSchema.safeParse({ ...base, qty_unit: 'h' }).success).toBe(true)
    expect(CustomProductCreateInputSchema.safeParse({ ...base, qty_unit: 'month' }).success).toBe(false)
  })
})
