/**
 * The referral program (issue 14, SPEC §2 /referral; ADMIN-NOTES "referral"): every user's own code and who
 * referred whom. The reward rule is a setting (`settings` key `referral_rule`); a reward paid is a negative usage
 * record (`resource_type` `credit`, `resource_uuid` `referral-<id>`) on the referrer's first billing account, as a
 * campaign credit is, so "paid" is read from usage_records and never stored twice.
 */
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { created } from './columns.js'

/** A user's own referral code (made on first read; upper case, unique). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: integer('user_id').primaryKey(),
    code: text('code').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('referral_codes_code_idx').on(t.code)],
)

/** Who referred whom: a user is referred at most once. */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerUserId: integer('referrer_user_id').notNull(),
    referredUserId: integer('referred_user_id').notNull(),
    code: text('code').notNull(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('referrals_referred_idx').on(t.referredUserId),
    index('referrals_referrer_idx').on(t.referrerUserId),
  ],
)
