/**
 * Billing and growth (issue 14; ADMIN-NOTES "custom_products", "campaigns"): custom products charged on one
 * billing account's invoice, promotional credit campaigns and their redemptions. Money is numeric (exact).
 */
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { created, money, timestamps, ts } from './columns.js'

/**
 * A product added to ONE billing account (there are no global custom products): `pc` is charged once in the hour
 * of `start_date`, `h` every hour from `start_date` (rounded down) until `end_date` (rounded up; open when null).
 * Metered by services/growth.ts `customProductSource` into usage_records, so it appears on the invoice lines.
 */
export const customProducts = pgTable(
  'custom_products',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    billingAccountId: integer('billing_account_id').notNull(),
    userId: integer('user_id').notNull(),
    description: text('description').notNull(),
    pricePerUnit: money('price_per_unit'),
    currency: text('currency').notNull(),
    qtyUnit: text('qty_unit').notNull(),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date'),
    creatorUserId: integer('creator_user_id').notNull(),
    ...timestamps(),
  },
  (t) => [index('custom_products_account_idx').on(t.billingAccountId)],
)

/** A promotional credit campaign (code stored upper case, unique); only description and active change later. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull().default(''),
    amount: money('amount'),
    currency: text('currency').notNull(),
    validFrom: ts('valid_from'),
    validUntil: ts('valid_until'),
    usageLimit: integer('usage_limit'),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [uniqueIndex('campaigns_code_idx').on(t.code)],
)

/**
 * One redemption: a campaign's credit given to one billing account (once per account and campaign). The credit
 * itself is a negative usage record (`resource_type` `credit`) in the hour of the redemption, so it is a credit
 * line of that month's invoice and of the revenue report.
 */
export const campaignRedemptions = pgTable(
  'campaign_redemptions',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id').notNull(),
    billingAccountId: integer('billing_account_id').notNull(),
    userId: integer('user_id').notNull(),
    amount: money('amount'),
    currency: text('currency').notNull(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('campaign_redemptions_once_idx').on(t.campaignId, t.billingAccountId),
    index('campaign_redemptions_account_idx').on(t.billingAccountId),
  ],
)
