/**
 * The customer's quotas (CONTRACTS "Quotas"): `GET /v1/account/quotas[?billing_account_id=]` answers the limit and
 * the usage of every quota of each billing account the caller may use (one account: 400 naming
 * `billing_account_id` when it is not theirs). The checks are in services/quotas.ts.
 */
import { AccountQuotasQuerySchema } from '@cirrus/domain'
import { AccountQuotas } from '../http/entities.js'
import { apiRoutes, takes } from '../http/route.js'
import type { Platform } from '../platform.js'
import { accessibleBillingAccounts, usableBillingAccount } from '../services/billing-accounts.js'
import { quotasOf } from '../services/quotas.js'

/** The quota routes. */
export const quotaRoutes = (p: Platform) =>
  apiRoutes().get('/account/quotas', takes(AccountQuotasQuerySchema, [AccountQuotas]), async (c) => {
    const { billing_account_id } = c.req.valid('json')
    const accounts =
      billing_account_id !== undefined
        ? [await usableBillingAccount(p, c.var.principal, billing_account_id)]
        : await accessibleBillingAccounts(p, c.var.principal)
    return c.json(
      await Promise.all(
        accounts.map(async (account) => ({
          billing_account_id: account.id,
          quotas: await quotasOf(p.store.db, p.settings, account.id),
        })),
      ),
    )
  })
