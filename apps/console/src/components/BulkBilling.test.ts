import { describe, expect, it } from 'vitest'
import { activityTexts, money } from '@cirrus/domain'
import { makeBillingAccount } from '@cirrus/domain/fixtures'
import { accountTitle, billingChoiceError, type BulkBillingItem } from './BulkBilling'

const item = (from: number | null): BulkBillingItem => ({
  key: `k${from}`,
  name: `n${from}`,
  target: { kind: 'bucket', name: `b${from}` },
  from,
  price: money('0.01', 'EUR'),
})

describe('billingChoiceError', () => {
  it('asks for an account first', () => {
    expect(billingChoiceError([item(1)], null)).toBe(activityTexts.billingMoveChooseError)
  })
  it('refuses an account every selected resource is already on', () => {
    expect(billingChoiceError([item(1), item(1)], 1)).toBe(activityTexts.billingMoveSameError)
  })
  it('accepts an account some resource is not on', () => {
    expect(billingChoiceError([item(1), item(2)], 2)).toBeNull()
  })
})

describe('accountTitle', () => {
  const accounts = [makeBillingAccount({ title: 'Research' }, 1)]
  it('names a known account, an unknown one by id, and none', () => {
    expect(accountTitle(accounts, accounts[0]!.id)).toBe('Research')
    expect(accountTitle(accounts, 999)).toBe('Account #999')
    expect(accountTitle(accounts, null)).toBe(activityTexts.billingAccountNone)
  })
})
