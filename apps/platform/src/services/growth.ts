/**
 * Billing and growth rules (issue 14; ADMIN-NOTES "custom_products", "campaigns", "reports"):
 * - custom products: one billing account each; `pc` charged once in the hour of its start, `h` every hour from its
 *   start (rounded down) to its end (rounded up); metered by {@link customProductSource} into usage records, so
 *   they are lines of the account's invoice. A start is never before the current hour (hours already metered are
 *   not re-metered), and an end never in the past.
 * - campaigns: code (case-insensitive), type New Users / All Users, credit amount and currency, validity window,
 *   usage limit, active flag; after creation only description and active change. A customer redeems a code on a
 *   billing account they own; the credit is a credit line (negative amount) of that month's invoice.
 * - the revenue report: invoiced revenue by month, location and resource type, adding up to the invoices exactly.
 */
import {
  campaignErrors,
  money,
  type Campaign,
  type CampaignCreateInput,
  type CampaignRefusal,
  type CustomProduct,
  type RevenueReport,
} from '@cirrus/domain'
import type { Principal } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import type { BillingAccountRow } from '../store/billing-accounts.js'
import {
  customProductsDuring,
  firstBillingAccountOf,
  hasRedeemed,
  insertRedemption,
  listCampaigns,
  lockCampaign,
  revenueMonths,
  revenueRows,
  type CampaignRow,
  type CustomProductRow,
} from '../store/growth.js'
import type { MeterSource, UsageLine } from './metering.js'

const HOUR = 3_600_000
const floorHour = (d: Date) => new Date(Math.floor(d.getTime() / HOUR) * HOUR)

/** A custom product in the admin API's shape (ADMIN-NOTES custom_products response fields). */
export function toCustomProduct(row: CustomProductRow): CustomProduct {
  return {
    uuid: row.uuid,
    description: row.description,
    billing_account_id: row.billingAccountId,
    billing_account_title: row.accountTitle,
    user_id: row.userId,
    price_per_unit: String(row.pricePerUnit),
    currency: row.currency,
    qty_unit: row.qtyUnit as CustomProduct['qty_unit'],
    start_date: row.startDate.toISOString(),
    end_date: row.endDate?.toISOString() ?? null,
    creator_user_id: row.creatorUserId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/**
 * The dates of a new custom product, or 400 naming the field: the start (now when absent) is not before the
 * current hour; a `pc` item ends when it starts; an `h` service's end, if given, is after its start.
 */
export function customProductDates(
  now: Date,
  input: { qty_unit: 'pc' | 'h'; start_date?: string; end_date?: string },
): { startDate: Date; endDate: Date | null } {
  const startDate = input.start_date ? new Date(input.start_date) : now
  if (startDate < floorHour(now)) {
    const message = 'The start cannot be before the current hour'
    throw new WarrenError(400, message, { start_date: message })
  }
  if (input.qty_unit === 'pc') return { startDate, endDate: startDate }
  const endDate = input.end_date ? new Date(input.end_date) : null
  if (endDate && endDate <= startDate) {
    const message = 'The end must be after the start'
    throw new WarrenError(400, message, { end_date: message })
  }
  return { startDate, endDate }
}

/** Custom products of the hour: one line each at its price, in the product's currency (services/metering.ts). */
export const customProductSource: MeterSource = async (db, hour) => {
  const rows = await customProductsDuring(db, hour)
  return rows.map((row): UsageLine => ({
    billingAccountId: row.billingAccountId,
    resourceType: 'custom_product',
    resourceUuid: row.uuid,
    description: row.qtyUnit === 'pc' ? `${row.description} (1 pc)` : row.description,
    amount: money(String(row.pricePerUnit), row.currency),
  }))
}

/** A campaign in the admin API's shape. */
export function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    code: row.code,
    type: row.type as Campaign['type'],
    description: row.description,
    amount: String(row.amount),
    currency: row.currency,
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_until: row.validUntil?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    redemptions: row.redemptions,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  }
}

/** The validity window of a new campaign, or 400 naming `valid_until`. */
export function campaignWindow(input: Pick<CampaignCreateInput, 'valid_from' | 'valid_until'>) {
  const validFrom = input.valid_from ? new Date(input.valid_from) : null
  const validUntil = input.valid_until ? new Date(input.valid_until) : null
  if (validFrom && validUntil && validUntil <= validFrom) {
    const message = 'The end of validity must be after its start'
    throw new WarrenError(400, message, { valid_until: message })
  }
  return { validFrom, validUntil }
}

/** A refusal of a code, beside the field (`code`). */
function refuse(reason: CampaignRefusal): never {
  const message = campaignErrors[reason]
  throw new WarrenError(400, message, { code: message })
}

/**
 * Redeems a code on a billing account the principal owns (ADMIN-NOTES campaigns): unknown → "unknown"; inactive
 * or outside its window → "expired"; its usage limit reached → "used up"; already redeemed on this account, a
 * New Users code on an account that is not the user's first, or a currency other than the account's → "not
 * eligible". The redemption and its credit line are written in one transaction holding the campaign's row, so the
 * usage limit holds under concurrent redemptions.
 */
export async function redeemCampaign(
  p: Platform,
  principal: Principal,
  account: BillingAccountRow,
  code: string,
) {
  const now = p.clock()
  return p.store.db.transaction(async (tx) => {
    const [found] = await listCampaigns(tx, { code: code.trim().toUpperCase() })
    if (!found) refuse('unknown')
    await lockCampaign(tx, found.id)
    const [campaign] = await listCampaigns(tx, { id: found.id })
    if (!campaign) refuse('unknown')
    const outside =
      (campaign.validFrom && now < campaign.validFrom) || (campaign.validUntil && now >= campaign.validUntil)
    if (!campaign.active || outside) refuse('expired')
    if (campaign.usageLimit !== null && campaign.redemptions >= campaign.usageLimit) refuse('used_up')
    if (await hasRedeemed(tx, campaign.id, account.id)) refuse('not_eligible')
    if (campaign.currency !== account.currency) refuse('not_eligible')
    if (campaign.type === 'new_users' && (await firstBillingAccountOf(tx, account.userId)) !== account.id)
      refuse('not_eligible')
    const row = await insertRedemption(tx, {
      campaignId: campaign.id,
      billingAccountId: account.id,
      userId: principal.user.id,
      amount: String(campaign.amount),
      currency: campaign.currency,
      createdAt: now,
      hour: floorHour(now),
      code: campaign.code,
    })
    return {
      code: campaign.code,
      billing_account_id: account.id,
      amount: String(row.amount),
      currency: row.currency,
      created_at: row.createdAt.toISOString(),
    }
  })
}

/** The revenue report of the months `from`…`to` (inclusive): rows and the invoice totals they add up to. */
export async function revenueReport(p: Platform, from?: string, to?: string): Promise<RevenueReport> {
  const [rows, months] = await Promise.all([revenueRows(p.store, from, to), revenueMonths(p.store, from, to)])
  return { rows, months }
}
