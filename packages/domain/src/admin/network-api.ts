/**
 * The admin calls of network, storage and services (issue 14; see admin/network.ts): under `/v1/admin`,
 * administrators only (403 for anyone else).
 */
import { listOf, type CallOptions, type WarrenHttp } from '../http/core.js'
import { compact } from '../http/encode.js'
import {
  AdminBucketPageSchema,
  AdminFloatingIpPageSchema,
  AdminLoadBalancerPageSchema,
  AdminServiceOfferSchema,
  AdminServicePageSchema,
  LocationNetworkSchema,
  PublicIpRangeSchema,
  type AdminBucketListQuery,
  type AdminBucketPage,
  type AdminFloatingIpListQuery,
  type AdminFloatingIpPage,
  type AdminLoadBalancerListQuery,
  type AdminLoadBalancerPage,
  type AdminServiceListQuery,
  type AdminServiceOffer,
  type AdminServicePage,
  type LocationNetwork,
  type NetworkDefaultsInput,
  type PublicIpRange,
  type PublicIpRangeInput,
  type PublicIpRangeUpdateInput,
} from './network.js'

const seg = encodeURIComponent

/** The admin network, storage and services calls of one client. */
export function adminNetworkApi(http: WarrenHttp) {
  return {
    /** `GET /v1/admin/network`: every location's public ranges (used/free), private defaults and DNS servers. */
    networkSettings: (opts: CallOptions = {}): Promise<LocationNetwork[]> =>
      http.request(
        'GET',
        'admin/network',
        { ...opts },
        listOf((b) => LocationNetworkSchema.parse(b)),
      ),
    /** `PUT /v1/admin/network/{location}` (JSON): a location's private network defaults and DNS servers. */
    updateNetworkDefaults: (location: string, input: NetworkDefaultsInput): Promise<LocationNetwork> =>
      http.request('PUT', `admin/network/${seg(location)}`, { json: input }, (b) =>
        LocationNetworkSchema.parse(b),
      ),
    /** `POST /v1/admin/network/ranges` (JSON): adds a public IPv4 range to a location. */
    addPublicRange: (input: PublicIpRangeInput): Promise<PublicIpRange> =>
      http.request('POST', 'admin/network/ranges', { json: input }, (b) => PublicIpRangeSchema.parse(b)),
    /** `PATCH /v1/admin/network/ranges/{uuid}` (JSON): changes a range's CIDR. */
    updatePublicRange: (uuid: string, input: PublicIpRangeUpdateInput): Promise<PublicIpRange> =>
      http.request('PATCH', `admin/network/ranges/${seg(uuid)}`, { json: input }, (b) =>
        PublicIpRangeSchema.parse(b),
      ),
    /** `DELETE /v1/admin/network/ranges/{uuid}`: removes a range no live address comes from. */
    removePublicRange: (uuid: string): Promise<void> =>
      http.request('DELETE', `admin/network/ranges/${seg(uuid)}`),
    /** `GET /v1/admin/floating_ips`: a page of every customer's public IPs. */
    floatingIps: (
      query: AdminFloatingIpListQuery = {},
      opts: CallOptions = {},
    ): Promise<AdminFloatingIpPage> =>
      http.request('GET', 'admin/floating_ips', { ...opts, query: compact(query) }, (b) =>
        AdminFloatingIpPageSchema.parse(b),
      ),
    /** `GET /v1/admin/load_balancers`: a page of every customer's load balancers. */
    loadBalancers: (
      query: AdminLoadBalancerListQuery = {},
      opts: CallOptions = {},
    ): Promise<AdminLoadBalancerPage> =>
      http.request('GET', 'admin/load_balancers', { ...opts, query: compact(query) }, (b) =>
        AdminLoadBalancerPageSchema.parse(b),
      ),
    /** `GET /v1/admin/buckets`: a page of every customer's buckets with their stored size. */
    buckets: (query: AdminBucketListQuery = {}, opts: CallOptions = {}): Promise<AdminBucketPage> =>
      http.request('GET', 'admin/buckets', { ...opts, query: compact(query) }, (b) =>
        AdminBucketPageSchema.parse(b),
      ),
    /** `GET /v1/admin/services`: a page of every customer's managed services. */
    services: (query: AdminServiceListQuery = {}, opts: CallOptions = {}): Promise<AdminServicePage> =>
      http.request('GET', 'admin/services', { ...opts, query: compact(query) }, (b) =>
        AdminServicePageSchema.parse(b),
      ),
    /** `GET /v1/admin/services/catalogue`: the service catalogue with limits, node prices and running counts. */
    serviceCatalogue: (opts: CallOptions = {}): Promise<AdminServiceOffer[]> =>
      http.request(
        'GET',
        'admin/services/catalogue',
        { ...opts },
        listOf((b) => AdminServiceOfferSchema.parse(b)),
      ),
  }
}

/** The admin network calls; see {@link adminNetworkApi}. */
export type AdminNetworkApi = ReturnType<typeof adminNetworkApi>
