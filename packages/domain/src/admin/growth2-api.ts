/**
 * The admin API calls of tracking and referral (issue 14; admin/growth2.ts). Spread into the client's `admin`
 * calls; administrators only.
 */
import type { CallOptions, WarrenHttp } from '../http/core.js'
import {
  ReferralOverviewSchema,
  ReferralRuleSchema,
  TrackingSettingsSchema,
  type ReferralOverview,
  type ReferralRule,
  type ReferralRuleInput,
  type TrackingSettings,
  type TrackingSettingsInput,
} from './growth2.js'

/** The admin tracking and referral calls of one client. */
export function adminGrowthApi(http: WarrenHttp) {
  return {
    /** `GET /v1/admin/tracking`: the analytics sink and its events. */
    tracking: (opts: CallOptions = {}): Promise<TrackingSettings> =>
      http.request('GET', 'admin/tracking', { ...opts }, (b) => TrackingSettingsSchema.parse(b)),
    /** `PUT /v1/admin/tracking` (JSON): sets the sink (the customer pages' CSP follows) and its events. */
    updateTracking: (input: TrackingSettingsInput): Promise<TrackingSettings> =>
      http.request('PUT', 'admin/tracking', { json: input }, (b) => TrackingSettingsSchema.parse(b)),
    /** `GET /v1/admin/referral`: the reward rule and who referred whom. */
    referral: (opts: CallOptions = {}): Promise<ReferralOverview> =>
      http.request('GET', 'admin/referral', { ...opts }, (b) => ReferralOverviewSchema.parse(b)),
    /** `PUT /v1/admin/referral/rule` (JSON): the reward rule. */
    updateReferralRule: (input: ReferralRuleInput): Promise<ReferralRule> =>
      http.request('PUT', 'admin/referral/rule', { json: input }, (b) => ReferralRuleSchema.parse(b)),
  }
}

/** The admin tracking and referral calls; see {@link adminGrowthApi}. */
export type AdminGrowthApi = ReturnType<typeof adminGrowthApi>
