/**
 * The admin calls of infrastructure and pricing (docs/CONTRACTS.md "Admin API: infrastructure and pricing"):
 * under `/v1/admin`, administrators only (403 for anyone else). Not location-scoped: every row names its location.
 */
import { listOf, type CallOptions, type WarrenHttp } from '../http/core.js'
import { compact } from '../http/encode.js'
import { MetricsSeriesSchema, type MetricsRange, type MetricsSeries } from '../metrics/schema.js'
import {
  AdminHostPoolSchema,
  AdminHostSchema,
  AdminImageSchema,
  AdminLocationSchema,
  AdminPriceListSchema,
  CurrencySchema,
  HostVmSchema,
  PricePreviewSchema,
  type AdminHost,
  type AdminHostPool,
  type AdminImage,
  type AdminLocation,
  type AdminPriceList,
  type Currency,
  type CurrencyCreateInput,
  type CurrencyUpdateInput,
  type HostCreateInput,
  type HostPoolUpdateInput,
  type HostUpdateInput,
  type HostVm,
  type ImageUpdateInput,
  type LocationUpdateInput,
  type PriceChangeInput,
  type PricePreview,
} from './schema.js'

const seg = encodeURIComponent
const one =
  <T>(schema: { parse(b: unknown): T }) =>
  (b: unknown) =>
    schema.parse(b)
const many = <T>(schema: { parse(b: unknown): T }) => listOf((b) => schema.parse(b))

/** The infrastructure and pricing admin calls of one client. */
export function infraApi(http: WarrenHttp) {
  return {
    /** `GET /v1/admin/hosts`: every hypervisor with its capacity, load and VM count. */
    listHosts: (opts: CallOptions = {}): Promise<AdminHost[]> =>
      http.request('GET', 'admin/hosts', { ...opts }, many(AdminHostSchema)),
    /** `POST /v1/admin/hosts`: adds a hypervisor to a pool. */
    createHost: (input: HostCreateInput): Promise<AdminHost> =>
      http.request('POST', 'admin/hosts', { json: input }, one(AdminHostSchema)),
    /** `PATCH /v1/admin/hosts/{uuid}`: rename, or switch maintenance mode (no new VMs while on). */
    updateHost: (uuid: string, input: HostUpdateInput): Promise<AdminHost> =>
      http.request('PATCH', `admin/hosts/${seg(uuid)}`, { json: compact(input) }, one(AdminHostSchema)),
    /** `GET /v1/admin/hosts/{uuid}/vms`: the VMs placed on a host. */
    hostVms: (uuid: string, opts: CallOptions = {}): Promise<HostVm[]> =>
      http.request('GET', `admin/hosts/${seg(uuid)}/vms`, { ...opts }, many(HostVmSchema)),
    /** `GET /v1/admin/hosts/{uuid}/metrics?range=…`: the sum of the metrics of the VMs on a host. */
    hostMetrics: (uuid: string, range: MetricsRange = '1h', opts: CallOptions = {}): Promise<MetricsSeries> =>
      http.request(
        'GET',
        `admin/hosts/${seg(uuid)}/metrics`,
        { ...opts, query: { range } },
        one(MetricsSeriesSchema),
      ),

    /** `GET /v1/admin/host_pools`: every pool with its coefficients and totals. */
    listHostPools: (opts: CallOptions = {}): Promise<AdminHostPool[]> =>
      http.request('GET', 'admin/host_pools', { ...opts }, many(AdminHostPoolSchema)),
    /** `PATCH /v1/admin/host_pools/{uuid}`. */
    updateHostPool: (uuid: string, input: HostPoolUpdateInput): Promise<AdminHostPool> =>
      http.request(
        'PATCH',
        `admin/host_pools/${seg(uuid)}`,
        { json: compact(input) },
        one(AdminHostPoolSchema),
      ),

    /** `GET /v1/admin/locations`: every location, open to customers or not. */
    listLocations: (opts: CallOptions = {}): Promise<AdminLocation[]> =>
      http.request('GET', 'admin/locations', { ...opts }, many(AdminLocationSchema)),
    /** `PATCH /v1/admin/locations/{slug}`. */
    updateLocation: (slug: string, input: LocationUpdateInput): Promise<AdminLocation> =>
      http.request(
        'PATCH',
        `admin/locations/${seg(slug)}`,
        { json: compact(input) },
        one(AdminLocationSchema),
      ),

    /** `GET /v1/admin/vm_images`: every VM image with all its versions. */
    listImages: (opts: CallOptions = {}): Promise<AdminImage[]> =>
      http.request('GET', 'admin/vm_images', { ...opts }, many(AdminImageSchema)),
    /** `PATCH /v1/admin/vm_images/{os_name}`: display name, app-catalog flag, icon. */
    updateImage: (osName: string, input: ImageUpdateInput): Promise<AdminImage> =>
      http.request(
        'PATCH',
        `admin/vm_images/${seg(osName)}`,
        { json: compact(input) },
        one(AdminImageSchema),
      ),
    /** `PUT /v1/admin/vm_images/{os_name}/versions/{os_version}`: publish or unpublish a version. */
    publishImageVersion: (osName: string, osVersion: string, published: boolean): Promise<AdminImage> =>
      http.request(
        'PUT',
        `admin/vm_images/${seg(osName)}/versions/${seg(osVersion)}`,
        { json: { published } },
        one(AdminImageSchema),
      ),

    /** `GET /v1/admin/prices`: every price list version, past (locked), current and scheduled. */
    listPriceLists: (opts: CallOptions = {}): Promise<AdminPriceList[]> =>
      http.request('GET', 'admin/prices', { ...opts }, many(AdminPriceListSchema)),
    /** `POST /v1/admin/prices/preview`: what a change does to every billing account's hourly cost. */
    previewPriceChange: (input: PriceChangeInput): Promise<PricePreview> =>
      http.request('POST', 'admin/prices/preview', { json: compact(input) }, one(PricePreviewSchema)),
    /** `POST /v1/admin/prices`: sets a price or tier from `effective_from` (never in the past). */
    changePrice: (input: PriceChangeInput): Promise<AdminPriceList> =>
      http.request('POST', 'admin/prices', { json: compact(input) }, one(AdminPriceListSchema)),

    /** `GET /v1/admin/currencies`. */
    listCurrencies: (opts: CallOptions = {}): Promise<Currency[]> =>
      http.request('GET', 'admin/currencies', { ...opts }, many(CurrencySchema)),
    /** `POST /v1/admin/currencies`. */
    createCurrency: (input: CurrencyCreateInput): Promise<Currency> =>
      http.request('POST', 'admin/currencies', { json: compact(input) }, one(CurrencySchema)),
    /** `PATCH /v1/admin/currencies/{code}`. */
    updateCurrency: (code: string, input: CurrencyUpdateInput): Promise<Currency> =>
      http.request('PATCH', `admin/currencies/${seg(code)}`, { json: compact(input) }, one(CurrencySchema)),
  }
}

/** The infrastructure and pricing admin calls; see {@link infraApi}. */
export type InfraApi = ReturnType<typeof infraApi>
