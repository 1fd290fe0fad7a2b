/**
 * Admin API of billing and growth (issue 14; SPEC §2 /reports, /custom_products, /campaigns; ADMIN-NOTES): every
 * account's invoices by month and status (server-paged), the revenue report that adds up to them, custom products
 * on one account's invoice, and promotional credit campaigns. Administrators only (http/admin.ts); every mutation
 * is audited in its transaction. The customer's redemption of a code is {@link campaignRedeemRoutes}.
 */
import {
  AdminInvoiceListQuerySchema,
  CampaignCreateInputSchema,
  CampaignRedeemInputSchema,
  CampaignUpdateInputSchema,
  CustomProductCreateInputSchema,
  CustomProductEndInputSchema,
  RevenueQuerySchema,
} from '@cirrus/domain'
import {
  AdminInvoicePage,
  Campaign,
  CampaignRedemption,
  CustomProduct,
  RevenueReport,
} from '../http/entities.js'
import { WarrenError } from '../http/errors.js'
import { UUID_PARAM as UUID, apiRoutes, returns, takes } from '../http/route.js'
import type { Platform } from '../platform.js'
import { recordAudit } from '../services/audit.js'
import { accessibleBillingAccounts } from '../services/billing-accounts.js'
import {
  campaignWindow,
  customProductDates,
  redeemCampaign,
  revenueReport,
  toCampaign,
  toCustomProduct,
} from '../services/growth.js'
import { billingAccountById } from '../store/billing-accounts.js'
import {
  insertCampaign,
  insertCustomProduct,
  listCampaigns,
  listCustomProducts,
  pageAllInvoices,
  setCustomProductEnd,
  updateCampaign,
} from '../store/growth.js'

/** The admin billing and growth routes. */
export const adminBillingRoutes = (p: Platform) => {
  const db = p.store.db
  const oneProduct = async (uuid: string) => {
    const [row] = await listCustomProducts(db, uuid)
    if (!row) throw new WarrenError(404, 'Custom product not found')
    return toCustomProduct(row)
  }
  const oneCampaign = async (id: number) => {
    const [row] = await listCampaigns(db, { id })
    if (!row) throw new WarrenError(404, 'Campaign not found')
    return toCampaign(row)
  }
  return apiRoutes()
    .get('/admin/invoices', takes(AdminInvoiceListQuerySchema, AdminInvoicePage), async (c) => {
      const q = c.req.valid('json')
      const page = await pageAllInvoices(
        db,
        { search: q.search, month: q.month, status: q.status, type: q.type },
        { offset: q.offset, limit: q.limit, sortDesc: q.order === 'desc', sortBy: q.sort },
      )
      return c.json({
        total: page.total,
        items: page.items.map((r) => ({
          id: r.id,
          type: r.type,
          status: r.status,
          month: r.month,
          billing_account_id: r.billingAccountId,
          billing_account_title: r.accountTitle,
          owner_email: r.ownerEmail,
          currency: r.currency,
          subtotal: String(r.subtotal),
          vat_tax: String(r.vatTax),
          total: String(r.total),
          created_at: r.createdAt.toISOString(),
        })),
      })
    })
    .get('/admin/reports/revenue', takes(RevenueQuerySchema, RevenueReport), async (c) => {
      const q = c.req.valid('json')
      return c.json(await revenueReport(p, q.from, q.to))
    })
    .get('/admin/custom_products', returns([CustomProduct]), async (c) =>
      c.json((await listCustomProducts(db)).map(toCustomProduct)),
    )
    .post(
      '/admin/custom_products',
      takes(CustomProductCreateInputSchema, { 201: CustomProduct }),
      async (c) => {
        const input = c.req.valid('json')
        const account = await billingAccountById(db, input.billing_account_id)
        if (!account || account.isDeleted) {
          const message = 'Billing account not found'
          throw new WarrenError(400, message, { billing_account_id: message })
        }
        const now = p.clock()
        const { startDate, endDate } = customProductDates(now, input)
        const uuid = await db.transaction(async (tx) => {
          const id = await insertCustomProduct(tx, {
            billingAccountId: account.id,
            userId: account.userId,
            description: input.description,
            pricePerUnit: input.price_per_unit,
            currency: account.currency,
            qtyUnit: input.qty_unit,
            startDate,
            endDate,
            creatorUserId: c.var.principal.user.id,
            createdAt: now,
            updatedAt: now,
          })
          await recordAudit(
            tx,
            c.var.principal,
            'custom_product.create',
            { type: 'custom_product', id },
            null,
            {
              ...input,
              currency: account.currency,
            },
          )
          return id
        })
        return c.json(await oneProduct(uuid), 201)
      },
    )
    .patch(
      `/admin/custom_products/:uuid{${UUID}}`,
      takes(CustomProductEndInputSchema, CustomProduct),
      async (c) => {
        const before = await oneProduct(c.req.param('uuid'))
        const end = new Date(c.req.valid('json').end_date)
        const now = p.clock()
        if (before.qty_unit !== 'h') {
          const message = 'A one-off item has no end to set'
          throw new WarrenError(400, message, { end_date: message })
        }
        if (end < now || end <= new Date(before.start_date)) {
          const message = 'The end cannot be in the past or before the start'
          throw new WarrenError(400, message, { end_date: message })
        }
        await db.transaction(async (tx) => {
          await setCustomProductEnd(tx, before.uuid, end, now)
          await recordAudit(
            tx,
            c.var.principal,
            'custom_product.end',
            { type: 'custom_product', id: before.uuid },
            { end_date: before.end_date },
            { end_date: end.toISOString() },
          )
        })
        return c.json(await oneProduct(before.uuid))
      },
    )
    .get('/admin/campaigns', returns([Campaign]), async (c) =>
      c.json((await listCampaigns(db)).map(toCampaign)),
    )
    .post('/admin/campaigns', takes(CampaignCreateInputSchema, { 201: Campaign }), async (c) => {
      const input = c.req.valid('json')
      const { validFrom, validUntil } = campaignWindow(input)
      const id = await db.transaction(async (tx) => {
        if ((await listCampaigns(tx, { code: input.code })).length > 0) {
          const message = `Campaign code ${input.code} exists`
          throw new WarrenError(400, message, { code: message })
        }
        const id = await insertCampaign(tx, {
          code: input.code,
          type: input.type,
          description: input.description,
          amount: input.amount,
          currency: input.currency,
          validFrom,
          validUntil,
          usageLimit: input.usage_limit ?? null,
          active: input.active,
          createdAt: p.clock(),
        })
        await recordAudit(
          tx,
          c.var.principal,
          'campaign.create',
          { type: 'campaign', id: String(id) },
          null,
          input,
        )
        return id
      })
      return c.json(await oneCampaign(id), 201)
    })
    .patch('/admin/campaigns/:id{[0-9]+}', takes(CampaignUpdateInputSchema, Campaign), async (c) => {
      const id = Number(c.req.param('id'))
      const before = await oneCampaign(id)
      const input = c.req.valid('json')
      await db.transaction(async (tx) => {
        await updateCampaign(tx, id, input)
        await recordAudit(
          tx,
          c.var.principal,
          'campaign.update',
          { type: 'campaign', id: String(id) },
          { description: before.description, active: before.active },
          input,
        )
      })
      return c.json(await oneCampaign(id))
    })
}

/**
 * A customer redeems a campaign code on a billing account they own (issue 14): `POST
 * /payment/billing_account/{id}/campaign`. A stranger's account is 404, as every billing account route answers;
 * a delegated user (who may read the account) is refused with 403.
 */
export const campaignRedeemRoutes = (p: Platform) =>
  apiRoutes().post(
    '/payment/billing_account/:id{[0-9]+}/campaign',
    takes(CampaignRedeemInputSchema, { 201: CampaignRedemption }),
    async (c) => {
      const principal = c.var.principal
      const id = Number(c.req.param('id'))
      const account = (await accessibleBillingAccounts(p, principal)).find((a) => a.id === id)
      if (!account) throw new WarrenError(404, 'Billing account not found')
      if (account.userId !== principal.user.id)
        throw new WarrenError(403, 'Only the owner of a billing account can redeem a campaign code')
      return c.json(await redeemCampaign(p, principal, account, c.req.valid('json').code), 201)
    },
  )
