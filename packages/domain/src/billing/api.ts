/**
 * The billing calls (SPEC §7; CONTRACTS.md "Billing"): a billing account by id, create and edit, its documents
 * by id (the list is `account.invoices`) and their PDF/CSV downloads, and its daily costs.
 */
import { billingRequests as r } from '../api-request/billing.js'
import { parseBillingAccount, type BillingAccount } from '../account/schema.js'
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { seg } from '../http/encode.js'
import {
  CampaignRedemptionSchema,
  type CampaignRedeemInput,
  type CampaignRedemption,
} from '../admin/billing.js'
import {
  BillingCostsSchema,
  BillingDocumentSchema,
  type BillingAccountCreateInput,
  type BillingAccountUpdateInput,
  type BillingCosts,
  type BillingDocument,
} from './schema.js'

/** The formats a billing document downloads in. */
export type BillingDocumentFormat = 'pdf' | 'csv'

const account = (id: number) => `payment/billing_account/${seg(id)}`
const document = (b: unknown) => BillingDocumentSchema.parse(b)

/** The billing calls of one client. */
export function billingApi(http: WarrenHttp) {
  return {
    /** `GET /v1/payment/billing_account/{id}` → the account (a stranger's: 404 "Billing account not found"). */
    get: (id: number, opts: CallOptions = {}): Promise<BillingAccount> =>
      http.request('GET', account(id), { ...opts }, parseBillingAccount),

    /** `POST /v1/payment/billing_account` (JSON) → the new account. */
    create: (input: BillingAccountCreateInput): Promise<BillingAccount> =>
      http.send(r.create(input), {}, parseBillingAccount),

    /** `PATCH /v1/payment/billing_account/{id}` (JSON) → the account. */
    update: (id: number, input: BillingAccountUpdateInput): Promise<BillingAccount> =>
      http.send(r.update(id, input), {}, parseBillingAccount),

    /** `GET /v1/payment/billing_account/{id}/invoices/{invoiceId}` → one document with its lines. */
    document: (id: number, invoiceId: number, opts: CallOptions = {}): Promise<BillingDocument> =>
      http.request('GET', `${account(id)}/invoices/${seg(invoiceId)}`, { ...opts }, document),

    /** `GET /v1/payment/billing_account/{id}/costs` → cost per day, forecast and billed resources. */
    costs: (id: number, opts: CallOptions = {}): Promise<BillingCosts> =>
      http.request('GET', `${account(id)}/costs`, { ...opts }, (b) => BillingCostsSchema.parse(b)),

    /**
     * `POST /v1/payment/billing_account/{id}/campaign` (JSON): redeems a campaign code on the account (issue 14);
     * its credit becomes a credit line of the month's invoice. Refusals answer 400 with the reason on `code`.
     */
    redeemCampaign: (id: number, input: CampaignRedeemInput): Promise<CampaignRedemption> =>
      http.request('POST', `${account(id)}/campaign`, { json: input }, (b) =>
        CampaignRedemptionSchema.parse(b),
      ),

    /**
     * The download address of a document as PDF or CSV (`GET …/invoices/{invoiceId}/pdf|csv`, answered as an
     * attachment): an `href` for the console, whose session cookie authenticates it.
     */
    documentUrl: (id: number, invoiceId: number, format: BillingDocumentFormat): string =>
      http.target(`${account(id)}/invoices/${seg(invoiceId)}/${format}`).url,
  }
}

/** The billing calls of a client. */
export type BillingApi = ReturnType<typeof billingApi>
