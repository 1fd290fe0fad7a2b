import { describe, expect, it } from 'vitest'
import { ReferralRuleInputSchema, TrackingSettingsInputSchema, TrackingSinkSchema } from './growth2.js'

describe('the analytics sink (issue 14 /tracking)', () => {
  it('takes an https origin, without its trailing slash', () => {
    expect(TrackingSinkSchema.parse('https://analytics.example.com/')).toBe('https://analytics.example.com')
    expect(TrackingSinkSchema.parse('https://stats.example.org:8443')).toBe('https://stats.example.org:8443')
  })

  it.each([
    'http://analytics.example.com',
    'https://analytics.example.com/collect',
    'https://analytics.example.com?x=1',
    'https://user:pw@analytics.example.com',
    "https://a.example.com 'unsafe-eval'",
    'https://a.example.com; script-src *',
    'data:text/plain,hi',
    '',
  ])('refuses %j', (value) => {
    expect(TrackingSinkSchema.safeParse(value).success).toBe(false)
  })

  it('takes null (off) and only the known events', () => {
    expect(TrackingSettingsInputSchema.safeParse({ sink_url: null, events: [] }).success).toBe(true)
    expect(TrackingSettingsInputSchema.safeParse({ sink_url: null, events: ['keystrokes'] }).success).toBe(
      false,
    )
  })
})

describe('the referral reward rule (issue 14 /referral)', () => {
  it('needs a positive amount and threshold', () => {
    const rule = { active: true, amount: '10', currency: 'EUR', threshold: '5.50' }
    expect(ReferralRuleInputSchema.safeParse(rule).success).toBe(true)
    expect(ReferralRuleInputSchema.safeParse({ ...rule, amount: '0' }).success).toBe(false)
    expect(ReferralRuleInputSchema.safeParse({ ...rule, threshold: '-1' }).success).toBe(false)
  })
})
