/**
 * The account calls the console needs besides the resources (CONTRACTS.md "Non-Warren endpoints", API-NOTES
 * §1.1, §7.2, §12): current user, API tokens, billing accounts and invoices, locations, host pools, console
 * configuration.
 */
import type { BillingAccountRow } from '../store/billing-accounts.js'
import { TokenCreateInputSchema } from '@cirrus/domain'
import { apiRoutes, returns, takes } from '../http/route.js'
import {
  ApiToken,
  ApiTokenCreated,
  BillingAccount,
  ConsoleConfig,
  CurrentUser,
  HostPool,
  Invoice,
  Location,
  Success,
} from '../http/entities.js'
import { WarrenError } from '../http/errors.js'
import { tokensInScope } from '../http/scope.js'
import type { Platform } from '../platform.js'
import { createApiToken, toCurrentUser, toWarrenToken } from '../services/accounts.js'
import { accessibleBillingAccounts, usableBillingAccount } from '../services/billing-accounts.js'
import { runningTotals, toWarrenInvoice } from '../services/metering.js'
import { deleteApiToken, listApiTokens } from '../store/api-tokens.js'
import { listHostPools } from '../store/host-pools.js'
import { listInvoices } from '../store/invoices.js'
import { listLocations } from '../store/locations.js'
import { readConsoleConfig } from '../services/console-config.js'
import { warrenTime } from '../services/format.js'

/** The Warren billing account object (API-NOTES §12). */
export async function toWarrenBillingAccount(p: Platform, row: BillingAccountRow) {
  return {
    ...row.details,
    id: row.id,
    title: row.title,
    email: row.email,
    currency: row.currency,
    is_default: row.isDefault,
    is_active: row.isActive,
    is_deleted: row.isDeleted,
    credit_amount: row.creditAmount,
    unpaid_amount: 0,
    vat_percentage: row.vatPercentage,
    restriction_level: row.restrictionLevel,
    suspend_reason: row.suspendReason,
    running_totals: await runningTotals(p, row),
    primary_card: null,
    site: 'cirrus',
    reseller: 'Warren',
    user_id: row.userId,
    created_at: warrenTime(row.createdAt),
  }
}

/** Account routes under /v1. */
export const accountRoutes = (p: Platform) =>
  apiRoutes()
    .get('/user-resource/user', returns(CurrentUser), (c) => c.json(toCurrentUser(c.var.principal.user)))

    // API tokens (CONTRACTS.md): the user's own tokens; the secret only in the create response.
    .get('/user-resource/token/list', returns([ApiToken]), async (c) => {
      const rows = await listApiTokens(p.store.db, tokensInScope(c.var.principal))
      return c.json(rows.map(toWarrenToken))
    })
    .post('/user-resource/token', takes(TokenCreateInputSchema, ApiTokenCreated), async (c) => {
      const input = c.req.valid('json')
      const principal = c.var.principal
      const billingAccountId = input.billing_account_id ?? principal.restrictedBillingAccountId ?? null
      if (billingAccountId !== null) await usableBillingAccount(p, principal, billingAccountId)
      const restricted = input.restricted ?? billingAccountId !== null
      if (restricted && billingAccountId === null) {
        const message = 'A restricted token needs a billing account'
        throw new WarrenError(400, message, { billing_account_id: message })
      }
      // A restricted token cannot mint a global one.
      if (principal.restrictedBillingAccountId !== null && !restricted) {
        throw new WarrenError(403, 'A restricted token can only create restricted tokens')
      }
      const { row, token } = await createApiToken(p, principal.user.id, {
        description: input.description,
        billingAccountId,
        restricted,
      })
      return c.json({ ...toWarrenToken(row), token })
    })
    .delete('/user-resource/token/:id{[0-9]+}', returns(Success), async (c) => {
      const id = Number(c.req.param('id'))
      if (!(await deleteApiToken(p.store.db, id, tokensInScope(c.var.principal))))
        throw new WarrenError(404, 'Token not found')
      return c.json({ success: true })
    })

    // Billing accounts and invoices (API-NOTES §12, CONTRACTS.md).
    .get('/payment/billing_account/list', returns([BillingAccount]), async (c) => {
      const rows = await accessibleBillingAccounts(p, c.var.principal)
      return c.json(await Promise.all(rows.map((row) => toWarrenBillingAccount(p, row))))
    })
    .get('/payment/billing_account/:id{[0-9]+}/invoices', returns([Invoice]), async (c) => {
      const id = Number(c.req.param('id'))
      const account = (await accessibleBillingAccounts(p, c.var.principal)).find((a) => a.id === id)
      if (!account) throw new WarrenError(404, 'Billing account not found')
      const rows = await listInvoices(p.store.db, id)
      return c.json(rows.map(toWarrenInvoice))
    })

    // Locations and host pools (API-NOTES §1.1, §7.2).
    .get('/config/locations', returns([Location]), async (c) => {
      const rows = await listLocations(p.store.db)
      return c.json(
        rows
          .filter((l) => l.isPublished || c.var.principal.user.isAdmin)
          .map((l) => ({
            display_name: l.displayName,
            is_default: l.isDefault,
            is_preferred: l.isPreferred,
            description: l.description,
            order_nr: l.orderNr,
            slug: l.slug,
            country_code: l.countryCode,
            is_published: l.isPublished,
          })),
      )
    })
    .get('/user-resource/host_pool/list', returns([HostPool]), async (c) => {
      const rows = await listHostPools(p.store.db, c.var.location.slug)
      return c.json(
        rows
          .filter((h) => h.isVisible || c.var.principal.user.isAdmin)
          .map((h) => ({
            uuid: h.uuid,
            name: h.name,
            description: h.description,
            is_default_designated: h.isDefaultDesignated,
            is_visible: h.isVisible,
            storage_pool_uuid: h.storagePoolUuid,
            ui_position: h.uiPosition,
            guest_limits: h.guestLimits,
            created_at: warrenTime(h.createdAt),
            updated_at: warrenTime(h.updatedAt),
          })),
      )
    })

    // Console configuration (CONTRACTS.md, SPEC §6): stored overrides over the domain defaults.
    .get('/config/console', returns(ConsoleConfig), async (c) => c.json(await readConsoleConfig(p.store.db)))
