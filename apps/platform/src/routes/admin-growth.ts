/**
 * Admin API of the analytics sink and the referral program (issue 14; SPEC §2 /tracking, /referral):
 * `GET/PUT /v1/admin/tracking` (services/tracking.ts; the customer pages' CSP follows the sink) and
 * `GET /v1/admin/referral`, `PUT /v1/admin/referral/rule` (services/referral.ts). Administrators only
 * (http/admin.ts); every mutation is audited in its transaction. The customer's side is {@link referralRoutes}.
 */
import {
  ReferralRedeemInputSchema,
  ReferralRuleInputSchema,
  TrackingSettingsInputSchema,
} from '@cirrus/domain'
import {
  MyReferral,
  ReferralOverview,
  ReferralRecorded,
  ReferralRule,
  TrackingSettings,
} from '../http/entities.js'
import { apiRoutes, returns, takes } from '../http/route.js'
import type { Platform } from '../platform.js'
import {
  allReferrals,
  myReferral,
  readReferralRule,
  redeemReferral,
  updateReferralRule,
} from '../services/referral.js'
import { readTracking, updateTracking } from '../services/tracking.js'

/** The admin tracking and referral routes. */
export const adminGrowthRoutes = (p: Platform) =>
  apiRoutes()
    .get('/admin/tracking', returns(TrackingSettings), async (c) => c.json(await readTracking(p.store.db)))
    .put('/admin/tracking', takes(TrackingSettingsInputSchema, TrackingSettings), async (c) =>
      c.json(await updateTracking(p.store, c.var.principal, c.req.valid('json'))),
    )
    .get('/admin/referral', returns(ReferralOverview), async (c) =>
      c.json({ rule: await readReferralRule(p.store.db), referrals: await allReferrals(p.store.db) }),
    )
    .put('/admin/referral/rule', takes(ReferralRuleInputSchema, ReferralRule), async (c) =>
      c.json(await updateReferralRule(p.store, c.var.principal, c.req.valid('json'))),
    )

/**
 * The customer's referral code (`GET /v1/user/referral`, shown in the console's profile) and recording the code
 * that brought them (`POST /v1/user/referral`, the sign-up's `?ref=CODE`). Each user only ever sees their own.
 */
export const referralRoutes = (p: Platform) =>
  apiRoutes()
    .get('/user/referral', returns(MyReferral), async (c) => c.json(await myReferral(p, c.var.principal)))
    .post('/user/referral', takes(ReferralRedeemInputSchema, { 201: ReferralRecorded }), async (c) =>
      c.json(await redeemReferral(p, c.var.principal, c.req.valid('json').code), 201),
    )
