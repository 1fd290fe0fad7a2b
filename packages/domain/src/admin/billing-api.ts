/**
 * The admin API calls of billing and growth (issue 14; admin/billing.ts): invoices of every account, the revenue
 * report, custom products and campaigns. Spread into the client's `admin` calls; administrators only.
 */
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { compact, seg } from '../http/encode.js'
import {
  AdminInvoicePageSchema,
  CampaignSchema,
  CustomProductSchema,
  RevenueReportSchema,
  type AdminInvoiceListQuery,
  type AdminInvoicePage,
  type Campaign,
  type CampaignCreateInput,
  type CampaignUpdateInput,
  type CustomProduct,
  type CustomProductCreateInput,
  type CustomProductEndInput,
  type RevenueQuery,
  type RevenueReport,
} from './billing.js'

const product = (b: unknown) => CustomProductSchema.parse(b)
const campaign = (b: unknown) => CampaignSchema.parse(b)

/** The admin billing calls of one client. */
export function adminBillingApi(http: WarrenHttp) {
  return {
    /** `GET /v1/admin/invoices`: a page of every account's documents (month, status, type), newest first. */
    invoices: (query: AdminInvoiceListQuery = {}, opts: CallOptions = {}): Promise<AdminInvoicePage> =>
      http.request('GET', 'admin/invoices', { ...opts, query: compact(query) }, (b) =>
        AdminInvoicePageSchema.parse(b),
      ),
    /** `GET /v1/admin/reports/revenue`: invoiced revenue by month, location and resource type. */
    revenue: (query: RevenueQuery = {}, opts: CallOptions = {}): Promise<RevenueReport> =>
      http.request('GET', 'admin/reports/revenue', { ...opts, query: compact(query) }, (b) =>
        RevenueReportSchema.parse(b),
      ),
    /** `GET /v1/admin/custom_products`: every custom product, newest first. */
    customProducts: (opts: CallOptions = {}): Promise<CustomProduct[]> =>
      http.request('GET', 'admin/custom_products', { ...opts }, (b) => CustomProductSchema.array().parse(b)),
    /** `POST /v1/admin/custom_products` (JSON): adds a product to one billing account. */
    createCustomProduct: (input: CustomProductCreateInput): Promise<CustomProduct> =>
      http.request('POST', 'admin/custom_products', { json: input }, product),
    /** `PATCH /v1/admin/custom_products/{uuid}` (JSON): stops an hourly product. */
    endCustomProduct: (uuid: string, input: CustomProductEndInput): Promise<CustomProduct> =>
      http.request('PATCH', `admin/custom_products/${seg(uuid)}`, { json: input }, product),
    /** `GET /v1/admin/campaigns`: every campaign with its redemptions. */
    campaigns: (opts: CallOptions = {}): Promise<Campaign[]> =>
      http.request('GET', 'admin/campaigns', { ...opts }, (b) => CampaignSchema.array().parse(b)),
    /** `POST /v1/admin/campaigns` (JSON). */
    createCampaign: (input: CampaignCreateInput): Promise<Campaign> =>
      http.request('POST', 'admin/campaigns', { json: input }, campaign),
    /** `PATCH /v1/admin/campaigns/{id}` (JSON): description and active only. */
    updateCampaign: (id: number, input: CampaignUpdateInput): Promise<Campaign> =>
      http.request('PATCH', `admin/campaigns/${seg(id)}`, { json: input }, campaign),
  }
}

/** The admin billing calls; see {@link adminBillingApi}. */
export type AdminBillingApi = ReturnType<typeof adminBillingApi>
