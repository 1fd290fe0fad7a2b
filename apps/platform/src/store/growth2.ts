/** Queries of the referral program (issue 14 /referral; schema/growth2.ts). */
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { billingAccounts, referralCodes, referrals, usageRecords, users } from './schema.js'
import type { DbOrTx } from './store.js'

/** The usage record uuid of a referral's reward. */
export const rewardUuid = (referralId: number) => `referral-${referralId}`

/** A user's own code, if made. */
export async function codeOfUser(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId))
  return row?.code
}

/** Stores a user's code; false when the code is taken by someone else (the caller draws another). */
export async function insertCode(db: DbOrTx, userId: number, code: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(referralCodes)
    .values({ userId, code, createdAt: now })
    .onConflictDoNothing()
    .returning({ code: referralCodes.code })
  return rows.length > 0
}

/** The owner of a code. */
export async function userOfCode(db: DbOrTx, code: string): Promise<number | undefined> {
  const [row] = await db.select().from(referralCodes).where(eq(referralCodes.code, code))
  return row?.userId
}

/** The referral that brought a user, if any. */
export async function referralOf(db: DbOrTx, referredUserId: number) {
  const [row] = await db.select().from(referrals).where(eq(referrals.referredUserId, referredUserId))
  return row
}

/** Records who referred whom. */
export async function insertReferral(db: DbOrTx, row: typeof referrals.$inferInsert) {
  const [created] = await db.insert(referrals).values(row).returning()
  return created!
}

const reward = alias(usageRecords, 'reward')
const referrer = alias(users, 'referrer')
const referred = alias(users, 'referred')

/** Every referral with both users' emails and its reward (the credit record), newest first. */
export function listReferrals(db: DbOrTx, referrerUserId?: number) {
  return db
    .select({
      id: referrals.id,
      code: referrals.code,
      referrerUserId: referrals.referrerUserId,
      referrerEmail: referrer.email,
      referredUserId: referrals.referredUserId,
      referredEmail: referred.email,
      createdAt: referrals.createdAt,
      rewardedAt: reward.hour,
      rewardAmount: reward.amount,
      rewardCurrency: reward.currency,
    })
    .from(referrals)
    .innerJoin(referrer, eq(referrer.id, referrals.referrerUserId))
    .innerJoin(referred, eq(referred.id, referrals.referredUserId))
    .leftJoin(
      reward,
      and(eq(reward.resourceType, 'credit'), eq(reward.resourceUuid, sql`'referral-' || ${referrals.id}`)),
    )
    .where(referrerUserId === undefined ? undefined : eq(referrals.referrerUserId, referrerUserId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
}

/**
 * Referrals not rewarded yet whose referred user has spent at least `threshold` in `currency` (positive usage
 * records of all their billing accounts, before the hour `before`), with the referrer's first billing account.
 */
export async function referralsDue(db: DbOrTx, currency: string, threshold: string, before: Date) {
  const spend = db
    .select({
      userId: billingAccounts.userId,
      total: sql<string>`sum(${usageRecords.amount})`.as('total'),
    })
    .from(usageRecords)
    .innerJoin(billingAccounts, eq(billingAccounts.id, usageRecords.billingAccountId))
    .where(
      and(
        eq(usageRecords.currency, currency),
        gt(usageRecords.amount, '0'),
        sql`${usageRecords.hour} < ${before}`,
      ),
    )
    .groupBy(billingAccounts.userId)
    .as('spend')
  const first = sql<
    number | null
  >`(select ba.id from billing_accounts ba where ba.user_id = ${referrals.referrerUserId}
    and ba.currency = ${currency} and not ba.is_deleted order by ba.created_at, ba.id limit 1)`
  return db
    .select({ id: referrals.id, code: referrals.code, accountId: first })
    .from(referrals)
    .innerJoin(spend, eq(spend.userId, referrals.referredUserId))
    .leftJoin(
      reward,
      and(eq(reward.resourceType, 'credit'), eq(reward.resourceUuid, sql`'referral-' || ${referrals.id}`)),
    )
    .where(and(sql`${reward.id} is null`, sql`${spend.total} >= ${threshold}::numeric`))
}
