/**
 * The referral program (issue 14, SPEC §2 /referral; ADMIN-NOTES "referral": the reward waits for a top-up
 * threshold on pre-pay accounts). The platform has no top-ups, so the rule is modelled against the referred user's
 * **metered spend**: once the positive usage records of all the referred user's billing accounts in the rule's
 * currency reach the threshold, the referrer is credited the rule's amount — ONE negative usage record
 * (`resource_type` `credit`, `resource_uuid` `referral-<id>`) on the referrer's first billing account in that
 * currency, written by the hourly metering ({@link referralRewardSource}), so it is a credit line of that month's
 * invoice exactly as a campaign credit is. Paid at most once per referral (the record's uuid is the referral's).
 * - every user has one code (8 letters/digits, made on first read), shown in the console's profile;
 * - a user records the code that brought them (sign-up `?ref=CODE`, `POST /v1/user/referral`) once, within 30 days
 *   of sign-up, never their own.
 */
import { randomInt } from 'node:crypto'
import {
  ReferralRuleSchema,
  defaultReferralRule,
  money,
  referralErrors,
  type MyReferral,
  type Referral,
  type ReferralRule,
} from '@cirrus/domain'
import type { Principal } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import {
  codeOfUser,
  insertCode,
  insertReferral,
  listReferrals,
  referralOf,
  referralsDue,
  rewardUuid,
  userOfCode,
} from '../store/growth2.js'
import { lockSetting, readSetting, writeSetting } from '../store/settings.js'
import type { DbOrTx, Store } from '../store/store.js'
import { recordAudit } from './audit.js'
import type { MeterSource } from './metering.js'

/** The settings key of the reward rule. */
export const REFERRAL_RULE_KEY = 'referral_rule'
/** How long after sign-up a user may still record who referred them. */
const REDEEM_WINDOW_MS = 30 * 24 * 3_600_000
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** The reward rule in force. */
export async function readReferralRule(db: DbOrTx): Promise<ReferralRule> {
  const stored = ((await readSetting(db, REFERRAL_RULE_KEY)) ?? {}) as object
  return ReferralRuleSchema.parse({ ...defaultReferralRule, ...stored })
}

/** Replaces the reward rule, audited in its transaction. */
export async function updateReferralRule(
  store: Store,
  principal: Principal,
  rule: ReferralRule,
): Promise<ReferralRule> {
  return store.db.transaction(async (tx) => {
    await lockSetting(tx, REFERRAL_RULE_KEY)
    const before = await readReferralRule(tx)
    await writeSetting(tx, REFERRAL_RULE_KEY, rule)
    await recordAudit(
      tx,
      principal,
      'referral_rule.update',
      { type: 'referral_rule', id: 'referral' },
      before,
      rule,
    )
    return rule
  })
}

/** A user's code, made (and stored) on first read. */
export async function ensureCode(p: Platform, userId: number): Promise<string> {
  for (;;) {
    const known = await codeOfUser(p.store.db, userId)
    if (known) return known
    const code = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
    await insertCode(p.store.db, userId, code, p.clock())
  }
}

/** The caller's own code and how many users it brought and were rewarded. */
export async function myReferral(p: Platform, principal: Principal): Promise<MyReferral> {
  const code = await ensureCode(p, principal.user.id)
  const rows = await listReferrals(p.store.db, principal.user.id)
  return { code, referred: rows.length, rewarded: rows.filter((r) => r.rewardedAt).length }
}

function refuse(reason: keyof typeof referralErrors): never {
  const message = referralErrors[reason]
  throw new WarrenError(400, message, { code: message })
}

/** Records that `code`'s owner referred the caller (once, within 30 days of sign-up, never themselves). */
export async function redeemReferral(p: Platform, principal: Principal, code: string) {
  const now = p.clock()
  const user = principal.user
  return p.store.db.transaction(async (tx) => {
    const referrerId = await userOfCode(tx, code.trim().toUpperCase())
    if (referrerId === undefined) refuse('unknown')
    if (referrerId === user.id) refuse('own')
    if (await referralOf(tx, user.id)) refuse('already')
    if (now.getTime() - user.createdAt.getTime() > REDEEM_WINDOW_MS) refuse('too_late')
    const row = await insertReferral(tx, {
      referrerUserId: referrerId,
      referredUserId: user.id,
      code: code.trim().toUpperCase(),
      createdAt: now,
    })
    return { code: row.code, created_at: row.createdAt.toISOString() }
  })
}

/** Every referral in the admin API's shape, newest first. */
export async function allReferrals(db: DbOrTx): Promise<Referral[]> {
  return (await listReferrals(db)).map((r) => ({
    id: r.id,
    code: r.code,
    referrer_user_id: r.referrerUserId,
    referrer_email: r.referrerEmail,
    referred_user_id: r.referredUserId,
    referred_email: r.referredEmail,
    created_at: r.createdAt.toISOString(),
    rewarded_at: r.rewardedAt?.toISOString() ?? null,
    reward_amount: r.rewardAmount === null ? null : String(r.rewardAmount).replace(/^-/, ''),
    reward_currency: r.rewardCurrency,
  }))
}

/**
 * The rewards due this hour (services/metering.ts): for each unrewarded referral whose referred user's spend before
 * the hour reached the active rule's threshold, a credit of the rule's amount on the referrer's first billing
 * account in the rule's currency (none in that currency: the reward waits).
 */
export const referralRewardSource: MeterSource = async (db, hour) => {
  const rule = await readReferralRule(db)
  if (!rule.active) return []
  const due = await referralsDue(db, rule.currency, rule.threshold, hour.start)
  return due
    .filter((d) => d.accountId !== null)
    .map((d) => ({
      billingAccountId: Number(d.accountId),
      resourceType: 'credit',
      resourceUuid: rewardUuid(d.id),
      description: `Referral reward (${d.code})`,
      amount: money(`-${rule.amount}`, rule.currency),
    }))
}
