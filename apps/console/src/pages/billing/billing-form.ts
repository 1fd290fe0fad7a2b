/**
 * The billing account form (SPEC §2 /billing/create and /billing/account/{id}/edit): its values, the values of
 * an existing account, the body it sends, and its validation — the domain's schema (the platform checks the same
 * one), its messages placed beside each field.
 */
import type { Resolver } from 'react-hook-form'
import {
  BillingAccountCreateInputSchema,
  isApiError,
  type BillingAccount,
  type BillingAccountCreateInput,
  type PriceList,
} from '@cirrus/domain'

/** The form's fields, as typed. */
export type BillingAccountForm = {
  title: string
  email: string
  company_name: string
  address_line1: string
  city: string
  postal_code: string
  country: string
  vat_number: string
  currency: string
}

/** The fields of the form, in order. */
export const BILLING_FORM_FIELDS = [
  'title',
  'email',
  'company_name',
  'address_line1',
  'city',
  'postal_code',
  'country',
  'vat_number',
  'currency',
] as const satisfies readonly (keyof BillingAccountForm)[]

/** An empty form in the platform's default currency. */
export function emptyBillingForm(currency: string): BillingAccountForm {
  return {
    title: '',
    email: '',
    company_name: '',
    address_line1: '',
    city: '',
    postal_code: '',
    country: '',
    vat_number: '',
    currency,
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The form filled with an account as the platform sends it (address fields are extra keys). */
export function billingFormOf(account: BillingAccount): BillingAccountForm {
  const raw = account as Record<string, unknown>
  return {
    title: account.title,
    email: account.email ?? '',
    company_name: text(raw.company_name),
    address_line1: text(raw.address_line1),
    city: text(raw.city),
    postal_code: text(raw.postal_code),
    country: text(raw.country),
    vat_number: text(raw.vat_number),
    currency: text(raw.currency) || 'EUR',
  }
}

/** The body of the call: the domain's input (blank fields are left out). */
export function toBillingInput(form: BillingAccountForm): BillingAccountCreateInput {
  const parsed = BillingAccountCreateInputSchema.safeParse(form)
  if (parsed.success) return parsed.data
  // An invalid form still shows what it would send, as typed.
  return Object.fromEntries(
    Object.entries(form).filter(([, v]) => v.trim() !== ''),
  ) as BillingAccountCreateInput
}

/** Validates with the domain schema; each message goes beside its field. */
export const billingFormResolver: Resolver<BillingAccountForm> = (values) => {
  const parsed = BillingAccountCreateInputSchema.safeParse(values)
  if (parsed.success) return { values, errors: {} }
  const errors: Record<string, { type: string; message: string }> = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'title')
    errors[field] ??= { type: issue.code, message: issue.message }
  }
  return { values: {}, errors }
}

/** The platform's field errors of a failed call, by form field. */
export function billingFieldErrors(error: unknown): Partial<Record<keyof BillingAccountForm, string>> {
  if (!isApiError(error)) return {}
  const fields = BILLING_FORM_FIELDS as readonly string[]
  return Object.fromEntries(
    Object.entries(error.fieldErrors).filter(([field]) => fields.includes(field)),
  ) as Partial<Record<keyof BillingAccountForm, string>>
}

/**
 * The currencies the form offers, from the price list's query: undefined while it loads (the form waits for it,
 * so a new account starts in the platform's default currency), none when it could not be read (no choice shown).
 */
export function currenciesOf(prices: {
  data?: Pick<PriceList, 'currencies'> | undefined
  isError: boolean
}): string[] | undefined {
  if (prices.data) return Object.keys(prices.data.currencies ?? {}).sort()
  return prices.isError ? [] : undefined
}
