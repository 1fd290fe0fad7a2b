/**
 * Admin billing and growth (issue 14, SPEC §2 /reports, /custom_products, /campaigns; ADMIN-NOTES "reports",
 * "custom_products", "campaigns"): invoices of every account, the revenue report that adds up to them, custom
 * products on one account's invoice, promotional credit campaigns and a customer's redemption of a code.
 * Money is exact: decimal strings (CONTRACTS "Money"), never floats.
 */
import { z } from 'zod'
import { CurrencyCodeSchema, MoneyAmountSchema, MonthSchema } from '../billing/schema.js'
import { adminListSchemas } from './people.js'
import { MAX_INT32 } from '../rules/index.js'

/** A positive exact amount as typed (`12.5`, at most 9 decimals): a price or a credit. */
export const PositiveAmountSchema = z
  .string()
  .trim()
  .max(32, 'A positive amount such as 25.00')
  .regex(/^\d{1,12}(\.\d{1,9})?$/, 'A positive amount such as 25.00')
  .refine((v) => Number(v) > 0, 'A positive amount such as 25.00')

/** Longest description of a custom product or campaign. */
export const BILLING_DESCRIPTION_MAX = 200
/** A campaign code: letters, digits, `-` and `_`, 3–32 characters, compared case-insensitively (stored upper case). */
export const CAMPAIGN_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/

const description = z
  .string()
  .trim()
  .min(1, 'Enter a description')
  .max(BILLING_DESCRIPTION_MAX, `At most ${BILLING_DESCRIPTION_MAX} characters`)
const instant = z.iso
  .datetime({ offset: true, message: 'A date and time such as 2026-11-01T00:00:00Z' })
  .max(64, 'A date and time such as 2026-11-01T00:00:00Z')

// ------------------------------------------------------------------------------------------------------------
// Invoices & Reports

/** The sort keys of `GET /v1/admin/invoices`. */
export const adminInvoiceSortKeys = ['created', 'month', 'total'] as const

/** A document of any billing account as administrators list it (no lines). */
export const AdminInvoiceSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  status: z.string(),
  month: z.string(),
  billing_account_id: z.number().int(),
  billing_account_title: z.string(),
  owner_email: z.string(),
  currency: z.string(),
  subtotal: MoneyAmountSchema,
  vat_tax: MoneyAmountSchema,
  total: MoneyAmountSchema,
  created_at: z.string(),
})
export type AdminInvoice = z.infer<typeof AdminInvoiceSchema>
const invoices = adminListSchemas(AdminInvoiceSchema, adminInvoiceSortKeys, [], {
  month: MonthSchema.optional(),
  status: z.enum(['paid', 'unpaid']).optional(),
  type: z.enum(['invoice', 'credit_note', 'usage_report']).optional(),
})
export const AdminInvoicePageSchema = invoices.page
export type AdminInvoicePage = z.infer<typeof AdminInvoicePageSchema>

/** `GET /v1/admin/invoices`: every account's documents, by month and status, server-paged. */
export const AdminInvoiceListQuerySchema = invoices.query
export type AdminInvoiceListQuery = Partial<z.output<typeof AdminInvoiceListQuerySchema>>

/** `GET /v1/admin/reports/revenue`: the months `from`…`to` (inclusive, `YYYY-MM`), all when absent. */
export const RevenueQuerySchema = z.object({ from: MonthSchema.optional(), to: MonthSchema.optional() })
export type RevenueQuery = z.infer<typeof RevenueQuerySchema>

/** One cell of the revenue report: a month's invoiced amount (before VAT) of one location and resource type. */
export const RevenueRowSchema = z.object({
  month: z.string(),
  currency: z.string(),
  /** The location slug; `none` for lines without one (custom products, credits). */
  location: z.string(),
  resource_type: z.string(),
  amount: MoneyAmountSchema,
})
export type RevenueRow = z.infer<typeof RevenueRowSchema>

/** A month's invoices summed: the figures the rows add up to, exactly. */
export const RevenueMonthSchema = z.object({
  month: z.string(),
  currency: z.string(),
  invoices: z.number().int(),
  subtotal: MoneyAmountSchema,
  vat_tax: MoneyAmountSchema,
  total: MoneyAmountSchema,
})
export type RevenueMonth = z.infer<typeof RevenueMonthSchema>

/** The revenue report: rows by month, location and resource type, and the invoice totals per month. */
export const RevenueReportSchema = z.object({
  rows: z.array(RevenueRowSchema),
  months: z.array(RevenueMonthSchema),
})
export type RevenueReport = z.infer<typeof RevenueReportSchema>

// ------------------------------------------------------------------------------------------------------------
// Custom products

/** How a custom product is charged (ADMIN-NOTES custom_products): `pc` once, `h` per hour. */
export const CUSTOM_PRODUCT_UNITS = ['pc', 'h'] as const
export type CustomProductUnit = (typeof CUSTOM_PRODUCT_UNITS)[number]

/** `POST /v1/admin/custom_products`: a product added to one billing account. */
export const CustomProductCreateInputSchema = z.object({
  billing_account_id: z.coerce.number().int().positive('Choose a billing account').max(MAX_INT32),
  description,
  price_per_unit: PositiveAmountSchema,
  qty_unit: z.enum(CUSTOM_PRODUCT_UNITS, 'Choose “pc” (once) or “h” (per hour)'),
  /** When the customer receives it; now when absent. Never before the current hour. */
  start_date: instant.optional(),
  /** `h` only: when counting stops (rounded up to the hour); open when absent. */
  end_date: instant.optional(),
})
export type CustomProductCreateInput = z.input<typeof CustomProductCreateInputSchema>

/** `PATCH /v1/admin/custom_products/{uuid}`: stops an hourly product (never in the past). */
export const CustomProductEndInputSchema = z.object({ end_date: instant })
export type CustomProductEndInput = z.infer<typeof CustomProductEndInputSchema>

/** A custom product (ADMIN-NOTES custom_products: the admin API's response fields). */
export const CustomProductSchema = z.object({
  uuid: z.string(),
  description: z.string(),
  billing_account_id: z.number().int(),
  billing_account_title: z.string(),
  user_id: z.number().int(),
  price_per_unit: MoneyAmountSchema,
  currency: z.string(),
  qty_unit: z.enum(CUSTOM_PRODUCT_UNITS),
  start_date: z.string(),
  end_date: z.string().nullable(),
  creator_user_id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type CustomProduct = z.infer<typeof CustomProductSchema>

// ------------------------------------------------------------------------------------------------------------
// Campaigns

/** Who may redeem a campaign (ADMIN-NOTES campaigns): a user's first account, or any account once. */
export const CAMPAIGN_TYPES = ['new_users', 'all_users'] as const
export type CampaignType = (typeof CAMPAIGN_TYPES)[number]
/** The admin labels of {@link CAMPAIGN_TYPES} (Warren's). */
export const CAMPAIGN_TYPE_LABELS: Record<CampaignType, string> = {
  new_users: 'New Users',
  all_users: 'All Users',
}

/** `POST /v1/admin/campaigns`. Only description and active can change afterwards. */
export const CampaignCreateInputSchema = z.object({
  code: z
    .string()
    .trim()
    .max(32, '3–32 letters, digits, - or _')
    .regex(CAMPAIGN_CODE_PATTERN, '3–32 letters, digits, - or _')
    .transform((c) => c.toUpperCase()),
  type: z.enum(CAMPAIGN_TYPES, 'Choose New Users or All Users'),
  description: z.string().trim().max(BILLING_DESCRIPTION_MAX).default(''),
  amount: PositiveAmountSchema,
  currency: CurrencyCodeSchema,
  valid_from: instant.optional(),
  valid_until: instant.optional(),
  /** How many accounts may redeem it in all; unlimited when absent. */
  usage_limit: z.coerce.number().int().min(1, 'At least 1').max(1_000_000).optional(),
  active: z.boolean().default(true),
})
export type CampaignCreateInput = z.input<typeof CampaignCreateInputSchema>

/** `PATCH /v1/admin/campaigns/{id}`: the internal description and the active flag. */
export const CampaignUpdateInputSchema = z.object({
  description: z.string().trim().max(BILLING_DESCRIPTION_MAX).optional(),
  active: z.boolean().optional(),
})
export type CampaignUpdateInput = z.infer<typeof CampaignUpdateInputSchema>

/** A campaign with how often it was redeemed. */
export const CampaignSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(CAMPAIGN_TYPES),
  description: z.string(),
  amount: MoneyAmountSchema,
  currency: z.string(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  redemptions: z.number().int(),
  active: z.boolean(),
  created_at: z.string(),
})
export type Campaign = z.infer<typeof CampaignSchema>

/** `POST /v1/payment/billing_account/{id}/campaign`: a customer redeems a code on one billing account. */
export const CampaignRedeemInputSchema = z.object({
  code: z.string().trim().min(1, 'Enter a campaign code').max(64),
})
export type CampaignRedeemInput = z.infer<typeof CampaignRedeemInputSchema>

/** The credit a redemption gave: applied to the account's invoice of the month as a credit line. */
export const CampaignRedemptionSchema = z.object({
  code: z.string(),
  billing_account_id: z.number().int(),
  amount: MoneyAmountSchema,
  currency: z.string(),
  created_at: z.string(),
})
export type CampaignRedemption = z.infer<typeof CampaignRedemptionSchema>

/** Why a code is refused (shown beside the field; texts in messages `campaignErrors`). */
export const CAMPAIGN_REFUSALS = ['unknown', 'expired', 'used_up', 'not_eligible'] as const
export type CampaignRefusal = (typeof CAMPAIGN_REFUSALS)[number]
