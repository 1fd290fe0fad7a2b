/**
 * Admin growth, part 2 (issue 14, SPEC §2 /tracking, /referral; ADMIN-NOTES "referral"):
 * - tracking: the analytics **sink endpoint** (no injected snippets, README "Admin: billing and growth"): one https
 *   origin the customer console may send the chosen events to; the customer pages' CSP `connect-src` allows only it;
 * - referral: every user's referral code, the reward rule, who referred whom and the rewards paid.
 * Money is exact: decimal strings (CONTRACTS "Money"), never floats.
 */
import { z } from 'zod'
import { CurrencyCodeSchema } from '../billing/schema.js'
import { PositiveAmountSchema } from './billing.js'

// Tracking

/** The events the console may send to the sink. */
export const TRACKING_EVENTS = [
  'page_view',
  'sign_up',
  'sign_in',
  'resource_created',
  'invoice_paid',
] as const
/** One event kind the console may send to the sink. */
export type TrackingEvent = (typeof TRACKING_EVENTS)[number]
/** The labels of {@link TRACKING_EVENTS}. */
export const TRACKING_EVENT_LABELS: Record<TrackingEvent, string> = {
  page_view: 'Page views',
  sign_up: 'Sign-ups',
  sign_in: 'Sign-ins',
  resource_created: 'Resources created',
  invoice_paid: 'Invoices paid',
}

/** A sink: an https origin only (scheme, host, optional port; no path, query, credentials), stored without `/`. */
export const TrackingSinkSchema = z
  .string()
  .trim()
  .max(200)
  .refine((v) => {
    try {
      const url = new URL(v)
      return url.protocol === 'https:' && url.origin === v.replace(/\/$/, '')
    } catch {
      return false
    }
  }, 'An https origin such as https://analytics.example.com')
  .transform((v) => v.replace(/\/$/, ''))

/** `PUT /v1/admin/tracking`: the sink origin (null switches tracking off) and the events sent to it. */
export const TrackingSettingsInputSchema = z.object({
  sink_url: TrackingSinkSchema.nullable(),
  events: z.array(z.enum(TRACKING_EVENTS)).max(TRACKING_EVENTS.length),
})
/** What `PUT /v1/admin/tracking` takes. */
export type TrackingSettingsInput = z.input<typeof TrackingSettingsInputSchema>

/** The tracking settings in force. */
export const TrackingSettingsSchema = z.object({
  sink_url: z.string().nullable(),
  events: z.array(z.enum(TRACKING_EVENTS)),
})
/** The tracking settings in force. */
export type TrackingSettings = z.infer<typeof TrackingSettingsSchema>

/** No sink, no events: the default. */
export const defaultTrackingSettings: TrackingSettings = { sink_url: null, events: [] }

// Referral

/** `PUT /v1/admin/referral/rule`: the reward of the referrer, paid once the referred user's spend reaches the threshold. */
export const ReferralRuleInputSchema = z.object({
  active: z.boolean(),
  amount: PositiveAmountSchema,
  currency: CurrencyCodeSchema,
  threshold: PositiveAmountSchema,
})
/** What `PUT /v1/admin/referral/rule` takes. */
export type ReferralRuleInput = z.input<typeof ReferralRuleInputSchema>

/** The referral reward rule in force. */
export const ReferralRuleSchema = z.object({
  active: z.boolean(),
  amount: z.string(),
  currency: z.string(),
  threshold: z.string(),
})
/** The referral reward rule in force. */
export type ReferralRule = z.infer<typeof ReferralRuleSchema>

/** The rule before an administrator sets one: off, 10 EUR once the referred user has spent 10 EUR. */
export const defaultReferralRule: ReferralRule = {
  active: false,
  amount: '10',
  currency: 'EUR',
  threshold: '10',
}

/** Who referred whom, and the reward paid for it (null until the referred user's spend reaches the threshold). */
export const ReferralSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  referrer_user_id: z.number().int(),
  referrer_email: z.string(),
  referred_user_id: z.number().int(),
  referred_email: z.string(),
  created_at: z.string(),
  rewarded_at: z.string().nullable(),
  reward_amount: z.string().nullable(),
  reward_currency: z.string().nullable(),
})
/** Who referred whom. */
export type Referral = z.infer<typeof ReferralSchema>

/** `GET /v1/admin/referral`: the rule and every referral, newest first. */
export const ReferralOverviewSchema = z.object({
  rule: ReferralRuleSchema,
  referrals: z.array(ReferralSchema),
})
/** `GET /v1/admin/referral`. */
export type ReferralOverview = z.infer<typeof ReferralOverviewSchema>

/** `GET /v1/user/referral`: the user's own code and how many people it brought. */
export const MyReferralSchema = z.object({
  code: z.string(),
  referred: z.number().int(),
  rewarded: z.number().int(),
})
/** The user's own referral code. */
export type MyReferral = z.infer<typeof MyReferralSchema>

/** `POST /v1/user/referral`: a new user records the code that brought them (sign-up `?ref=CODE`). */
export const ReferralRedeemInputSchema = z.object({
  code: z.string().trim().min(1, 'Enter a referral code').max(32),
})
/** What `POST /v1/user/referral` takes. */
export type ReferralRedeemInput = z.infer<typeof ReferralRedeemInputSchema>
