/** Paths of the billing section (SPEC §2), built in one place so links and redirects agree. */
import type { InvoiceType } from '@cirrus/domain'

/** The billing section's overview: every billing account. */
export const BILLING_PATH = '/billing'

/** The billing account create page (SPEC §2 /billing/create). */
export const BILLING_CREATE_PATH = '/billing/create'

/** A billing account's page: `/billing/account/{id}/` (SPEC §2, with its trailing slash). */
export function billingAccountPath(id: number): string {
  return `/billing/account/${id}/`
}

/** A billing account's edit page: `/billing/account/{id}/edit` (SPEC §2). */
export function billingAccountEditPath(id: number): string {
  return `/billing/account/${id}/edit`
}

/** A billing document's page: `/billing/account/{id}/detail/{type}/{invoiceId}` (SPEC §2). */
export function billingDocumentPath(id: number, type: InvoiceType, invoiceId: number): string {
  return `/billing/account/${id}/detail/${type}/${invoiceId}`
}

/** The billing account whose pages a path is, or undefined (the sidebar marks it current). */
export function billingAccountOfPath(pathname: string): string | undefined {
  return /^\/billing\/account\/(\d+)/.exec(pathname)?.[1]
}
