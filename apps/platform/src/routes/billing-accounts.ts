/**
 * Billing accounts beyond the list (SPEC §2 /billing/create, /billing/account/{id}/, …/edit,
 * …/detail/{type}/{invoiceId}; CONTRACTS.md "Billing"): create, read and edit an account, read one of its
 * documents with its lines, download it as PDF or CSV, and its cost per day with the forecast. The list and the
 * documents list are in routes/account.ts.
 *
 * Access: an account the caller may use (owner, delegated user, its restricted token) is readable; only its
 * owner (or an administrator) edits it; any other account is 404 "Billing account not found", as the invoices
 * list answers.
 */
import {
  BillingAccountCreateInputSchema,
  BillingAccountUpdateInputSchema,
  InvoiceSchema,
  type BillingAccountCreateInput,
} from '@cirrus/domain'
import { apiRoutes, returns, takes } from '../http/route.js'
import { BillingAccount, BillingCosts, Invoice } from '../http/entities.js'
import { WarrenError } from '../http/errors.js'
import type { Principal } from '../http/env.js'
import type { Platform } from '../platform.js'
import { accessibleBillingAccounts } from '../services/billing-accounts.js'
import { billingCosts, documentCsv, documentFileName, documentPdf } from '../services/billing-documents.js'
import { toWarrenInvoice } from '../services/metering.js'
import { currentPriceList } from '../store/price-lists.js'
import {
  insertBillingAccount,
  updateBillingAccount,
  type BillingAccountRow,
} from '../store/billing-accounts.js'
import { invoiceOfAccount } from '../store/invoices.js'
import { toWarrenBillingAccount } from './account.js'

const NOT_FOUND = 'Billing account not found'

/** An account the principal may use, or Warren's 404 (a stranger learns nothing about it). */
async function readableAccount(p: Platform, principal: Principal, id: number): Promise<BillingAccountRow> {
  const account = (await accessibleBillingAccounts(p, principal)).find((a) => a.id === id)
  if (!account) throw new WarrenError(404, NOT_FOUND)
  return account
}

/** An account the principal may change: its owner (not through a restricted token of another) or an admin. */
async function editableAccount(p: Platform, principal: Principal, id: number): Promise<BillingAccountRow> {
  const account = await readableAccount(p, principal, id)
  if (account.userId !== principal.user.id && !principal.user.isAdmin)
    throw new WarrenError(403, 'Only the owner of a billing account can change it')
  return account
}

/** The currency of a create or edit: one the price list offers, else 400 naming `currency`. */
async function offeredCurrency(p: Platform, currency: string | undefined): Promise<string | undefined> {
  if (currency === undefined) return undefined
  const list = await currentPriceList(p.store.db, p.clock())
  if (!(currency in list.currencies)) {
    const offered = Object.keys(list.currencies).sort().join(', ')
    const message = `This platform bills in ${offered}, not in ${currency}`
    throw new WarrenError(400, message, { currency: message })
  }
  return currency
}

/** The contact and address fields as stored in `details`: the given ones replace, blanks are left as they are. */
function detailsOf(input: Partial<BillingAccountCreateInput>, current: Record<string, unknown> = {}) {
  const keys = ['company_name', 'address_line1', 'city', 'postal_code', 'country', 'vat_number'] as const
  const details: Record<string, unknown> = { ...current }
  for (const key of keys) {
    const value = input[key]
    if (value !== undefined)
      details[key] = key === 'country' || key === 'vat_number' ? value.toUpperCase() : value
  }
  return details
}

/** One document of a readable account, parsed as the domain reads it. */
async function documentOf(p: Platform, principal: Principal, id: number, invoiceId: number) {
  const account = await readableAccount(p, principal, id)
  const row = await invoiceOfAccount(p.store.db, account.id, invoiceId)
  if (!row) throw new WarrenError(404, 'Invoice not found')
  return { account, document: InvoiceSchema.parse(toWarrenInvoice(row)) }
}

const idOf = (value: string) => Number(value)

/** Billing account routes under /v1. */
export const billingAccountRoutes = (p: Platform) =>
  apiRoutes()
    .post('/payment/billing_account', takes(BillingAccountCreateInputSchema, BillingAccount), async (c) => {
      const principal = c.var.principal
      if (principal.restrictedBillingAccountId !== null)
        throw new WarrenError(403, 'A restricted token cannot create billing accounts')
      const input = c.req.valid('json')
      const currency = await offeredCurrency(p, input.currency)
      const mine = (await accessibleBillingAccounts(p, principal)).filter(
        (a) => a.userId === principal.user.id,
      )
      const row = await insertBillingAccount(p.store.db, principal.user.id, {
        title: input.title,
        email: input.email,
        ...(currency ? { currency } : {}),
        details: detailsOf(input),
        isDefault: mine.length === 0,
      })
      return c.json(await toWarrenBillingAccount(p, row))
    })
    .get('/payment/billing_account/:id{[0-9]+}', returns(BillingAccount), async (c) => {
      const account = await readableAccount(p, c.var.principal, idOf(c.req.param('id')))
      return c.json(await toWarrenBillingAccount(p, account))
    })
    .patch(
      '/payment/billing_account/:id{[0-9]+}',
      takes(BillingAccountUpdateInputSchema, BillingAccount),
      async (c) => {
        const account = await editableAccount(p, c.var.principal, idOf(c.req.param('id')))
        const input = c.req.valid('json')
        const currency = await offeredCurrency(p, input.currency)
        const row = await updateBillingAccount(p.store.db, account.id, {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.email !== undefined ? { email: input.email } : {}),
          ...(currency ? { currency } : {}),
          details: detailsOf(input, account.details),
        })
        return c.json(await toWarrenBillingAccount(p, row))
      },
    )
    .get('/payment/billing_account/:id{[0-9]+}/costs', returns(BillingCosts), async (c) => {
      const account = await readableAccount(p, c.var.principal, idOf(c.req.param('id')))
      return c.json(await billingCosts(p, account))
    })
    .get('/payment/billing_account/:id{[0-9]+}/invoices/:invoiceId{[0-9]+}', returns(Invoice), async (c) => {
      const { document } = await documentOf(
        p,
        c.var.principal,
        idOf(c.req.param('id')),
        idOf(c.req.param('invoiceId')),
      )
      return c.json(document)
    })
    .get(
      '/payment/billing_account/:id{[0-9]+}/invoices/:invoiceId{[0-9]+}/csv',
      returns({ 200: 'The document as CSV (text/csv), an attachment' }),
      async (c) => {
        const { document } = await documentOf(
          p,
          c.var.principal,
          idOf(c.req.param('id')),
          idOf(c.req.param('invoiceId')),
        )
        return c.body(documentCsv(document), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${documentFileName(document, 'csv')}"`,
        })
      },
    )
    .get(
      '/payment/billing_account/:id{[0-9]+}/invoices/:invoiceId{[0-9]+}/pdf',
      returns({ 200: 'The document as PDF (application/pdf), an attachment' }),
      async (c) => {
        const { account, document } = await documentOf(
          p,
          c.var.principal,
          idOf(c.req.param('id')),
          idOf(c.req.param('invoiceId')),
        )
        const bytes = await documentPdf(document, account)
        return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${documentFileName(document, 'pdf')}"`,
        })
      },
    )
