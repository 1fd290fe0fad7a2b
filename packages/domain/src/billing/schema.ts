/**
 * Billing accounts, their documents and their costs (SPEC §2 /billing/…, §3, §7; API-NOTES §12; CONTRACTS.md
 * "Billing"): the create/edit bodies, the document types an account's list is split by, exact money amounts,
 * and the daily costs the account page plots.
 */
import { z } from 'zod'
import { BillingAccountIdSchema, TimestampSchema, formString, optionalInput, orNull } from '../http/fields.js'
import { money } from '../pricing/money.js'
import { TEXT_LIMITS } from '../rules/index.js'

/**
 * The kinds of billing documents (ADMIN-NOTES "reports": post-pay accounts get monthly invoices, pre-pay ones
 * usage reports; a credit note corrects an invoice). The console's route takes one:
 * /billing/account/{id}/detail/{type}/{invoiceId}.
 */
export const INVOICE_TYPES = ['invoice', 'credit_note', 'usage_report'] as const
/** One kind of billing document. */
export type InvoiceType = (typeof INVOICE_TYPES)[number]
/** The document type as a schema. */
export const InvoiceTypeSchema = z.enum(INVOICE_TYPES)
/** How people read each document type (tabs, headings), plural and singular. */
export const INVOICE_TYPE_LABELS: Record<InvoiceType, { one: string; many: string }> = {
  invoice: { one: 'Invoice', many: 'Invoices' },
  credit_note: { one: 'Credit note', many: 'Credit notes' },
  usage_report: { one: 'Usage report', many: 'Usage reports' },
}

/**
 * An exact amount of money as the platform sends it: a decimal string (CONTRACTS "Money"); a number from an
 * older server is read through its shortest decimal spelling. The result is the canonical decimal string.
 */
export const MoneyAmountSchema = z
  .union([z.string().regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal amount'), z.number()])
  .transform((v) => money(v, 'XXX').amount)

/** A day of the calendar, `YYYY-MM-DD` (UTC). */
export const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD')
/** A month, `YYYY-MM` (UTC). */
export const MonthSchema = z
  .string()
  .max(7, 'Expected YYYY-MM')
  .regex(/^\d{4}-\d{2}$/, 'Expected YYYY-MM')

/** An ISO 4217 currency code: what a billing account is kept in and what a price list is priced in. */
export const CurrencyCodeSchema = z
  .string()
  .trim()
  .max(3, 'Three capital letters (ISO 4217), such as EUR')
  .regex(/^[A-Z]{3}$/, 'Three capital letters (ISO 4217), such as EUR')

const text = (max: number = TEXT_LIMITS.name) => optionalInput(formString(max).pipe(z.string().trim()))

/** The contact and address fields of a billing account (API-NOTES §12 "company/address fields"). */
const detailFields = {
  /** Company name, when the account is a company's. */
  company_name: text(),
  /** Street address. */
  address_line1: text(),
  city: text(TEXT_LIMITS.short),
  postal_code: text(TEXT_LIMITS.short),
  /** ISO 3166 alpha-2 country code. */
  country: optionalInput(
    formString(2).pipe(z.string().regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code such as EE')),
  ),
  /** The company's VAT registration number. */
  vat_number: optionalInput(
    formString(TEXT_LIMITS.short).pipe(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}[A-Za-z0-9+*. -]{2,14}$/, 'Use a VAT number such as EE123456789'),
    ),
  ),
}

/** The name of a billing account. */
const TitleSchema = formString().pipe(z.string().trim().min(1, 'Give the billing account a name'))
/** The contact e-mail address of a billing account. */
const EmailSchema = formString(TEXT_LIMITS.email).pipe(
  z.string().trim().pipe(z.email('Enter an e-mail address')),
)

/** `POST /v1/payment/billing_account` (CONTRACTS "Billing"). `currency`: one the price list offers. */
export const BillingAccountCreateInputSchema = z.object({
  title: TitleSchema,
  email: EmailSchema,
  currency: optionalInput(formString(3).pipe(CurrencyCodeSchema)),
  ...detailFields,
})
/** Body of a billing account create. */
export type BillingAccountCreateInput = z.infer<typeof BillingAccountCreateInputSchema>

/** `PATCH /v1/payment/billing_account/{id}`: only the fields given change. */
export const BillingAccountUpdateInputSchema = z.object({
  title: optionalInput(TitleSchema),
  email: optionalInput(EmailSchema),
  currency: optionalInput(formString(3).pipe(CurrencyCodeSchema)),
  ...detailFields,
})
/** Body of a billing account update. */
export type BillingAccountUpdateInput = z.infer<typeof BillingAccountUpdateInputSchema>

/** One line of a billing document: a resource, the hours it was billed, and the exact amount. */
export const BillingLineSchema = z.object({
  resource_type: z.string(),
  resource_uuid: orNull(z.string()),
  description: z.string(),
  hours: z.number().nonnegative(),
  amount: MoneyAmountSchema,
})
/** One line of a billing document. */
export type BillingLine = z.infer<typeof BillingLineSchema>

/** A billing document (CONTRACTS: `GET /v1/payment/billing_account/{id}/invoices`), money exact. */
export const BillingDocumentSchema = z.object({
  id: z.number().int(),
  type: InvoiceTypeSchema.default('invoice'),
  billing_account_id: BillingAccountIdSchema,
  month: MonthSchema,
  currency: z.string().min(1),
  /** `paid`, `unpaid`, … (an invoice of this platform is `unpaid` until an administrator marks it). */
  status: z.string().default('unpaid'),
  lines: z.array(BillingLineSchema).default([]),
  subtotal: MoneyAmountSchema,
  vat_percentage: z.number().nonnegative(),
  vat_tax: MoneyAmountSchema,
  total: MoneyAmountSchema,
  created_at: orNull(TimestampSchema),
})
/** A billing document. */
export type BillingDocument = z.infer<typeof BillingDocumentSchema>

/** The cost of one resource type on one day. */
export const DailyCostSchema = z.object({
  date: DaySchema,
  resource_type: z.string(),
  amount: MoneyAmountSchema,
})
/** The cost of one resource type on one day. */
export type DailyCost = z.infer<typeof DailyCostSchema>

/** One resource billed in the last metered hour, with what that hour cost. */
export const BilledResourceSchema = z.object({
  resource_type: z.string(),
  resource_uuid: z.string(),
  description: z.string(),
  hourly: MoneyAmountSchema,
})
/** One resource billed in the last metered hour. */
export type BilledResource = z.infer<typeof BilledResourceSchema>

/**
 * `GET /v1/payment/billing_account/{id}/costs` (CONTRACTS "Billing"): cost per day and resource type over the
 * previous and the running month, the running month so far, the rate of the last metered hour, the forecast to
 * the month's end ({@link forecastMonthEnd}) and the resources billed in that last hour.
 */
export const BillingCostsSchema = z.object({
  billing_account_id: BillingAccountIdSchema,
  currency: z.string().min(1),
  month: MonthSchema,
  previous_month: MonthSchema,
  days: z.array(DailyCostSchema),
  month_to_date: MoneyAmountSchema,
  hourly_rate: MoneyAmountSchema,
  hours_left: z.number().int().nonnegative(),
  forecast: MoneyAmountSchema,
  resources: z.array(BilledResourceSchema),
})
/** The costs of a billing account. */
export type BillingCosts = z.infer<typeof BillingCostsSchema>
