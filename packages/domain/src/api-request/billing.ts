/**
 * The billing account calls a form makes (CONTRACTS.md "Billing") as {@link ApiRequest}s: JSON, not
 * location-scoped.
 */
import { seg } from '../http/encode.js'
import type { BillingAccountCreateInput, BillingAccountUpdateInput } from '../billing/schema.js'
import type { CampaignRedeemInput } from '../admin/billing.js'
import { jsonOf, type ApiRequest } from './request.js'

const accounts = '/v1/payment/billing_account'

/** Builders of the billing calls; the names are the client's (`warren.billing.create`). */
export const billingRequests = {
  /** `POST /v1/payment/billing_account` (JSON). */
  create: (input: BillingAccountCreateInput): ApiRequest => ({
    method: 'POST',
    path: accounts,
    body: jsonOf(input),
    encoding: 'json',
  }),
  /** `PATCH /v1/payment/billing_account/{id}` (JSON): only the fields given change. */
  update: (id: number, input: BillingAccountUpdateInput): ApiRequest => ({
    method: 'PATCH',
    path: `${accounts}/${seg(id)}`,
    body: jsonOf(input),
    encoding: 'json',
  }),
  /** `POST /v1/payment/billing_account/{id}/campaign` (JSON): redeems a campaign code (issue 14). */
  redeemCampaign: (id: number, input: CampaignRedeemInput): ApiRequest => ({
    method: 'POST',
    path: `${accounts}/${seg(id)}/campaign`,
    body: jsonOf(input),
    encoding: 'json',
  }),
}
