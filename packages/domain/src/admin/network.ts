/**
 * The admin API of network, storage and services (issue 14: /vm_conf, /floating_ips, /load_balancers, /buckets,
 * /service_packages; CONTRACTS "Admin API"): a location's public IPv4 ranges with used/free counts, its private
 * network defaults and DNS servers, and every customer's IPs, load balancers, buckets and managed services with
 * owner, state and cost. The platform validates with these and the admin app parses with them.
 */
import { z } from 'zod'
import {
  DNS_SERVERS_MAX,
  IP_RANGE_MESSAGES,
  PRIVATE_SUBNET_PREFIX,
  VLAN_BOUNDS,
  dnsServersError,
  publicRangeError,
} from '../rules/ip-range.js'
import { TEXT_LIMITS } from '../rules/input.js'
import { ServiceOfferSchema } from '../service/schema.js'
import { adminListSchemas } from './people.js'

/** An exact amount as the admin API answers it (CONTRACTS "Money"); null when the price list cannot price it. */
const MoneyOut = z.object({ amount: z.string(), currency: z.string() })
const price = MoneyOut.nullable()

/** Who owns a customer's resource (the admin user page is `/users/{owner_id}`) and which account pays for it. */
const owned = {
  owner_id: z.number().int(),
  owner_email: z.string(),
  billing_account_id: z.number().int(),
}
/** What a resource costs now: hourly, and the monthly estimate (730 hours, CONTRACTS "Money"). */
const costs = { hourly_price: price, monthly_price: price }

// ---------------------------------------------------------------------------------------------------------
// /vm_conf: public ranges, private network defaults, DNS servers

/** One public IPv4 range of a location: its usable addresses (`size`), how many are handed out and free. */
export const PublicIpRangeSchema = z.object({
  uuid: z.string(),
  location: z.string(),
  cidr: z.string(),
  size: z.number().int(),
  used: z.number().int(),
  free: z.number().int(),
  created_at: z.string(),
})
export type PublicIpRange = z.infer<typeof PublicIpRangeSchema>

/**
 * A location's network settings: its public ranges (a location without one hands out addresses from the
 * platform's shared pool; `outside_ranges` counts its live IPs outside every range), the private network defaults
 * (the subnet prefix and VLAN range new VPC networks take) and the DNS servers handed to its VMs.
 */
export const LocationNetworkSchema = z.object({
  location: z.string(),
  display_name: z.string(),
  ranges: z.array(PublicIpRangeSchema),
  outside_ranges: z.number().int(),
  private_subnet_prefix: z.number().int(),
  vlan_first: z.number().int(),
  vlan_last: z.number().int(),
  dns_servers: z.array(z.string()),
})
export type LocationNetwork = z.infer<typeof LocationNetworkSchema>

/** A public range as typed: the shape rules of {@link publicRangeError} (the overlap check runs on the platform). */
const CidrInput = z
  .string()
  .trim()
  .max(TEXT_LIMITS.short)
  .superRefine((cidr, ctx) => {
    const error = publicRangeError(cidr)
    if (error !== null) ctx.addIssue({ code: 'custom', message: error })
  })

/** `POST /v1/admin/network/ranges`: adds a public range to a location. */
export const PublicIpRangeInputSchema = z.object({
  location: z.string().min(1).max(TEXT_LIMITS.short),
  cidr: CidrInput,
})
export type PublicIpRangeInput = z.input<typeof PublicIpRangeInputSchema>

/** `PATCH /v1/admin/network/ranges/{uuid}`: changes a range (it must still hold every address handed out from it). */
export const PublicIpRangeUpdateInputSchema = z.object({ cidr: CidrInput })
export type PublicIpRangeUpdateInput = z.input<typeof PublicIpRangeUpdateInputSchema>

const boundedInt = (bounds: { min: number; max: number }) =>
  z
    .number()
    .int()
    .min(bounds.min, `Use a whole number from ${bounds.min} to ${bounds.max}`)
    .max(bounds.max, `Use a whole number from ${bounds.min} to ${bounds.max}`)

/** `PUT /v1/admin/network/{location}`: the private network defaults and DNS servers of a location. */
export const NetworkDefaultsInputSchema = z
  .object({
    private_subnet_prefix: boundedInt(PRIVATE_SUBNET_PREFIX),
    vlan_first: boundedInt(VLAN_BOUNDS),
    vlan_last: boundedInt(VLAN_BOUNDS),
    dns_servers: z.array(z.string().trim().max(TEXT_LIMITS.short)).max(DNS_SERVERS_MAX * 4),
  })
  .superRefine((input, ctx) => {
    if (input.vlan_first > input.vlan_last) {
      ctx.addIssue({ code: 'custom', path: ['vlan_first'], message: IP_RANGE_MESSAGES.vlanOrder })
    }
    const dns = dnsServersError(input.dns_servers)
    if (dns !== null) ctx.addIssue({ code: 'custom', path: ['dns_servers'], message: dns })
  })
export type NetworkDefaultsInput = z.input<typeof NetworkDefaultsInputSchema>

// ---------------------------------------------------------------------------------------------------------
// Every customer's IPs, load balancers, buckets and services

/** The columns `GET /v1/admin/floating_ips` sorts by. */
export const adminFloatingIpSortKeys = ['created', 'address', 'location', 'owner'] as const
/** The columns `GET /v1/admin/load_balancers` sorts by. */
export const adminLoadBalancerSortKeys = ['created', 'name', 'location', 'owner'] as const
/** The columns `GET /v1/admin/buckets` sorts by. */
export const adminBucketSortKeys = ['created', 'name', 'size', 'owner'] as const
/** The columns `GET /v1/admin/services` sorts by. */
export const adminServiceSortKeys = ['created', 'name', 'service', 'status', 'location', 'owner'] as const

/** A public IP of any customer: owner, location, what it is assigned to, the range it came from, its cost. */
export const AdminFloatingIpSchema = z.object({
  uuid: z.string(),
  address: z.string(),
  name: z.string(),
  location: z.string(),
  status: z.enum(['assigned', 'unassigned']),
  assigned_to: z.string().nullable(),
  assigned_to_resource_type: z.string().nullable(),
  range_cidr: z.string().nullable(),
  ...owned,
  ...costs,
  created_at: z.string(),
})
export type AdminFloatingIp = z.infer<typeof AdminFloatingIpSchema>
const floatingIps = adminListSchemas(AdminFloatingIpSchema, adminFloatingIpSortKeys, [
  'address',
  'status',
  'location',
  'owner',
])
export const AdminFloatingIpPageSchema = floatingIps.page
export type AdminFloatingIpPage = z.infer<typeof AdminFloatingIpPageSchema>

/** `GET /v1/admin/floating_ips`: search by address, name or owner; column filters; `sort`. */
export const AdminFloatingIpListQuerySchema = floatingIps.query
export type AdminFloatingIpListQuery = Partial<z.output<typeof AdminFloatingIpListQuerySchema>>

/** A load balancer of any customer: owner, location, state (active, or no targets), size of its definition, cost. */
export const AdminLoadBalancerSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  location: z.string(),
  status: z.enum(['active', 'no_targets']),
  private_address: z.string(),
  public_ip: z.string().nullable(),
  rule_count: z.number().int(),
  target_count: z.number().int(),
  ...owned,
  ...costs,
  created_at: z.string(),
})
export type AdminLoadBalancer = z.infer<typeof AdminLoadBalancerSchema>
const loadBalancers = adminListSchemas(AdminLoadBalancerSchema, adminLoadBalancerSortKeys, [
  'name',
  'location',
  'owner',
])
export const AdminLoadBalancerPageSchema = loadBalancers.page
export type AdminLoadBalancerPage = z.infer<typeof AdminLoadBalancerPageSchema>

/** `GET /v1/admin/load_balancers`: search by name, address or owner; column filters; `sort`. */
export const AdminLoadBalancerListQuerySchema = loadBalancers.query
export type AdminLoadBalancerListQuery = Partial<z.output<typeof AdminLoadBalancerListQuerySchema>>

/**
 * A bucket of any customer. Object storage is not location-scoped (API-NOTES §10): `location` is the platform's
 * own S3 endpoint. `size_bytes` and `num_objects` are the sums of the objects the platform stores.
 */
export const AdminBucketSchema = z.object({
  name: z.string(),
  location: z.string(),
  status: z.enum(['active', 'suspended']),
  size_bytes: z.number().int(),
  num_objects: z.number().int(),
  ...owned,
  ...costs,
  created_at: z.string(),
})
export type AdminBucket = z.infer<typeof AdminBucketSchema>
const buckets = adminListSchemas(AdminBucketSchema, adminBucketSortKeys, ['name', 'owner'])
export const AdminBucketPageSchema = buckets.page
export type AdminBucketPage = z.infer<typeof AdminBucketPageSchema>

/** `GET /v1/admin/buckets`: search by name or owner; column filters; `sort`. */
export const AdminBucketListQuerySchema = buckets.query
export type AdminBucketListQuery = Partial<z.output<typeof AdminBucketListQuerySchema>>

/** A managed service of any customer: kind, version, owner, location, state and the size of its nodes. */
export const AdminServiceSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  service: z.string(),
  version: z.string(),
  location: z.string(),
  status: z.string(),
  node_count: z.number().int(),
  vm_cpu: z.number().int(),
  vm_ram: z.number().int(),
  vm_disk_gb: z.number().int(),
  ...owned,
  created_at: z.string(),
})
export type AdminService = z.infer<typeof AdminServiceSchema>
const services = adminListSchemas(AdminServiceSchema, adminServiceSortKeys, [
  'name',
  'service',
  'status',
  'location',
  'owner',
])
export const AdminServicePageSchema = services.page
export type AdminServicePage = z.infer<typeof AdminServicePageSchema>

/** `GET /v1/admin/services`: search by name, service or owner; column filters; `sort`. */
export const AdminServiceListQuerySchema = services.query
export type AdminServiceListQuery = Partial<z.output<typeof AdminServiceListQuerySchema>>

/**
 * One service of the catalogue as administrators see it: the offer customers choose from, the port it listens on,
 * the properties customers may change, the limits of a create, and the hourly price of one node of the default
 * worker size in the price list's default currency (null when the list cannot price it).
 */
export const AdminServiceOfferSchema = ServiceOfferSchema.extend({
  port: z.number().int(),
  settable: z.array(z.string()),
  limits: z.object({ nodes_per_group: z.number().int(), worker_groups: z.number().int() }),
  node_hourly_price: price,
  node_monthly_price: price,
  running: z.number().int(),
})
export type AdminServiceOffer = z.infer<typeof AdminServiceOfferSchema>
