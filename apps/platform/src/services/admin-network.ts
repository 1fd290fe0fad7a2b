/**
 * The admin side of network, storage and services (issue 14 /vm_conf, /floating_ips, /load_balancers, /buckets,
 * /service_packages): a location's network settings with its public ranges' used/free counts, the range rules
 * (domain `publicRangeError`: syntax, public space, no overlap; a changed or removed range keeps every address
 * handed out from it) and the admin rows with owner and cost (the domain pricing engine, in the billing account's
 * currency, like metering). Queries: store/public-ip-ranges.ts, store/admin/network.ts.
 */
import {
  bucketHourlyPrice,
  ipHourlyPrice,
  loadBalancerHourlyPrice,
  monthlyEstimate,
  publicRangeError,
  rangeHostCount,
  vmHourlyPrice,
  SERVICE_LIMITS,
  type AdminBucket,
  type AdminFloatingIp,
  type AdminLoadBalancer,
  type AdminService,
  type AdminServiceOffer,
  type LocationNetwork,
  type Money,
  type PricingContext,
  type PublicIpRange,
} from '@cirrus/domain'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import type {
  AdminBucketRow,
  AdminFloatingIpRow,
  AdminLoadBalancerRow,
  AdminServiceRow,
} from '../store/admin/network.js'
import { runningServiceCounts } from '../store/admin/network.js'
import { billingAccountCurrencies } from '../store/billing-accounts.js'
import { listLocations } from '../store/locations.js'
import { currentPriceList } from '../store/price-lists.js'
import {
  addressesOutsideRanges,
  listLocationNetworkSettings,
  listPublicRanges,
  liveAddressesIn,
  publicRangeUsage,
  type PublicIpRangeRow,
} from '../store/public-ip-ranges.js'
import type { DbOrTx } from '../store/store.js'
import { SERVICE_CATALOGUE } from './managed-services/catalogue.js'
import { inCidr } from './ip4.js'

/** A location's network settings when it has no row (the column defaults of `location_network_settings`). */
export const NETWORK_DEFAULTS = {
  privateSubnetPrefix: 24,
  vlanFirst: 100,
  vlanLast: 3999,
  dnsServers: ['1.1.1.1', '8.8.8.8'],
} as const

/** A range as the admin API answers it. */
export function toPublicRange(row: PublicIpRangeRow, used: number): PublicIpRange {
  const size = rangeHostCount(row.cidr)
  return {
    uuid: row.uuid,
    location: row.location,
    cidr: row.cidr,
    size,
    used,
    free: Math.max(size - used, 0),
    created_at: row.createdAt.toISOString(),
  }
}

/** Every location's network settings (or only `location`'s), in display order. */
export async function locationNetworks(db: DbOrTx, location?: string): Promise<LocationNetwork[]> {
  const [locations, ranges, usage, outside, settings] = await Promise.all([
    listLocations(db),
    listPublicRanges(db),
    publicRangeUsage(db),
    addressesOutsideRanges(db),
    listLocationNetworkSettings(db),
  ])
  return locations
    .filter((l) => location === undefined || l.slug === location)
    .map((l) => {
      const s = settings.find((row) => row.location === l.slug) ?? NETWORK_DEFAULTS
      return {
        location: l.slug,
        display_name: l.displayName,
        ranges: ranges
          .filter((r) => r.location === l.slug)
          .map((r) => toPublicRange(r, usage.get(r.uuid) ?? 0)),
        outside_ranges: outside.get(l.slug) ?? 0,
        private_subnet_prefix: s.privateSubnetPrefix,
        vlan_first: s.vlanFirst,
        vlan_last: s.vlanLast,
        dns_servers: [...s.dnsServers],
      }
    })
}

/**
 * Refuses a range that overlaps another (`except` is the range being changed), with the form's words beside the
 * `cidr` field; the shape rules ran in the input schema.
 */
export async function checkRangeOverlap(db: DbOrTx, cidr: string, except?: string): Promise<void> {
  const others = (await listPublicRanges(db)).filter((r) => r.uuid !== except)
  const error = publicRangeError(cidr, others)
  if (error !== null) throw new WarrenError(400, error, { cidr: error })
}

/** Refuses to shrink or remove a range while a live address comes from outside what it becomes. */
export async function checkRangeKeepsAddresses(
  db: DbOrTx,
  range: PublicIpRangeRow,
  cidr: string | null,
): Promise<void> {
  const live = await liveAddressesIn(db, range.cidr)
  const orphans = live.filter((a) => cidr === null || !inCidr(a, cidr))
  if (orphans.length === 0) return
  const message =
    cidr === null
      ? `${orphans.length} IP address(es) of ${range.cidr} are in use: release them before removing the range`
      : `${orphans.length} IP address(es) in use would fall outside ${cidr}, e.g. ${orphans[0]}`
  throw new WarrenError(400, message, { cidr: message })
}

/** The pricing context of each billing account now (its currency; the price list in force), as metering does. */
export async function pricingNow(p: Platform): Promise<(billingAccountId: number) => PricingContext> {
  const db = p.store.db
  const [list, currencies] = await Promise.all([
    currentPriceList(db, p.clock()),
    billingAccountCurrencies(db),
  ])
  return (id) => ({ list, currency: currencies.get(id) ?? list.default_currency })
}

const ownerOf = (row: { userId: number; ownerEmail: string; billingAccountId: number }) => ({
  owner_id: row.userId,
  owner_email: row.ownerEmail,
  billing_account_id: row.billingAccountId,
})

const costs = (hourly: Money | null) => ({ hourly_price: hourly, monthly_price: monthlyEstimate(hourly) })

/** A floating IP row as the admin API answers it; `ranges` names the range it came from. */
export function toAdminFloatingIp(
  row: AdminFloatingIpRow,
  ranges: readonly PublicIpRangeRow[],
  pricing: (billingAccountId: number) => PricingContext,
): AdminFloatingIp {
  return {
    uuid: row.uuid,
    address: row.address,
    name: row.name,
    location: row.location,
    status: row.assignedTo === null ? 'unassigned' : 'assigned',
    assigned_to: row.assignedTo,
    assigned_to_resource_type: row.assignedToResourceType,
    range_cidr: ranges.find((r) => inCidr(row.address, r.cidr))?.cidr ?? null,
    ...ownerOf(row),
    ...costs(ipHourlyPrice({ assigned_to: row.assignedTo }, pricing(row.billingAccountId)).price),
    created_at: row.createdAt.toISOString(),
  }
}

/** A load balancer row as the admin API answers it. */
export function toAdminLoadBalancer(
  row: AdminLoadBalancerRow,
  pricing: (billingAccountId: number) => PricingContext,
): AdminLoadBalancer {
  return {
    uuid: row.uuid,
    name: row.displayName,
    location: row.location,
    status: row.targets.length === 0 ? 'no_targets' : 'active',
    private_address: row.privateAddress,
    public_ip: row.publicIp,
    rule_count: row.forwardingRules.length,
    target_count: row.targets.length,
    ...ownerOf(row),
    ...costs(loadBalancerHourlyPrice({}, pricing(row.billingAccountId)).price),
    created_at: row.createdAt.toISOString(),
  }
}

/** Where the platform's own S3 endpoint keeps the buckets (object storage is not location-scoped). */
export const OBJECT_STORAGE_LOCATION = 'S3 endpoint'

/** A bucket row as the admin API answers it: sizes are the sums of the objects the platform stores. */
export function toAdminBucket(
  row: AdminBucketRow,
  pricing: (billingAccountId: number) => PricingContext,
): AdminBucket {
  return {
    name: row.name,
    location: OBJECT_STORAGE_LOCATION,
    status: row.isSuspended ? 'suspended' : 'active',
    size_bytes: row.sizeBytes,
    num_objects: row.numObjects,
    ...ownerOf(row),
    ...costs(bucketHourlyPrice({ size_bytes: row.sizeBytes }, pricing(row.billingAccountId)).price),
    created_at: row.createdAt.toISOString(),
  }
}

/** A managed service row as the admin API answers it. */
export function toAdminService(row: AdminServiceRow): AdminService {
  return {
    uuid: row.uuid,
    name: row.displayName,
    service: row.service,
    version: row.version,
    location: row.location,
    status: row.status,
    node_count: row.nodeCount,
    vm_cpu: row.vmCpu,
    vm_ram: row.vmRam,
    vm_disk_gb: row.vmDiskGb,
    ...ownerOf(row),
    created_at: row.createdAt.toISOString(),
  }
}

/**
 * The service catalogue as administrators see it: each offer with its port, changeable properties, the create
 * limits, how many run, and the price of one node of the default size in the list's default currency.
 */
export async function adminServiceCatalogue(p: Platform): Promise<AdminServiceOffer[]> {
  const db = p.store.db
  const [list, running] = await Promise.all([currentPriceList(db, p.clock()), runningServiceCounts(db)])
  return SERVICE_CATALOGUE.map((entry) => {
    // A node is an ordinary VM of the default size with its disk (ADMIN-NOTES "service_packages").
    const node = vmHourlyPrice(
      {
        vcpu: entry.defaults.vm_cpu,
        memory: entry.defaults.vm_ram,
        status: 'running',
        license_type: null,
        designated_pool_uuid: null,
        storage: [{ size: entry.defaults.vm_disk_gb, primary: true, replica: [] }],
      },
      { list },
    ).price
    return {
      service: entry.service,
      display_name: entry.display_name,
      kind: entry.kind,
      versions: [...entry.versions],
      defaults: { ...entry.defaults },
      port: entry.port,
      settable: [...entry.settable],
      limits: { nodes_per_group: SERVICE_LIMITS.nodesPerGroup, worker_groups: SERVICE_LIMITS.workerGroups },
      node_hourly_price: node,
      node_monthly_price: monthlyEstimate(node),
      running: running.get(entry.service) ?? 0,
    }
  })
}
