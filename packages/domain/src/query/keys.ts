/**
 * Query keys shared by the console and the admin app, so both cache Warren data under one layout.
 *
 * Layout: `['warren', <entity type>, <location | 'global'>, 'list' | 'detail' | <sub-resource>, …]`.
 * Invalidating a prefix reaches everything below it: `warrenKeys.scope('virtual_machine', 'tll01')` covers
 * every VM list and detail in tll01; `warrenKeys.all` covers everything.
 */
import type { EntityType } from '../http/fields.js'
import type { BucketObjectListOptions } from '../storage/api.js'
import type { BucketListQuery } from '../storage/schema.js'
import type { DiskListQuery } from '../disk/schema.js'
import type { IpListQuery } from '../ip/schema.js'
import type { ReplicaType, VmListQuery } from '../vm/schema.js'
import type { VmPageQuery } from '../vm/page.js'
import type { MetricsRange } from '../metrics/schema.js'

/** The scope segment of resources that are not location-scoped (API-NOTES §1.1). */
export const GLOBAL_SCOPE = 'global'

/** Drops undefined filter values so `{}` and `{billing_account_id: undefined}` share one key. */
function filters<T extends object>(query: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(query ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>
}

/** Query keys of every Warren read. */
export const warrenKeys = {
  /** Everything from Warren. */
  all: ['warren'] as const,
  /** Every key of one entity type, optionally in one location. */
  scope: (type: EntityType | 'account' | 'config', location?: string) =>
    location === undefined ? (['warren', type] as const) : (['warren', type, location] as const),

  vmList: (location: string, query?: VmListQuery) =>
    ['warren', 'virtual_machine', location, 'list', filters(query)] as const,
  /** One page of the paged VM list (issue 17); under the location's VM scope, so whatever refreshes VMs refreshes it. */
  vmPage: (location: string, query?: VmPageQuery) =>
    ['warren', 'virtual_machine', location, 'page', filters(query)] as const,
  vm: (location: string, uuid: string) => ['warren', 'virtual_machine', location, 'detail', uuid] as const,
  vmReplicas: (location: string, uuid: string, type: ReplicaType) =>
    ['warren', 'virtual_machine', location, 'replicas', uuid, type] as const,
  vmMetrics: (location: string, uuid: string, range: MetricsRange) =>
    ['warren', 'virtual_machine', location, 'metrics', uuid, range] as const,
  vmInterfaces: (location: string, vmUuid?: string) =>
    ['warren', 'vm_interface', location, 'list', vmUuid === undefined ? {} : { vm_uuid: vmUuid }] as const,

  diskList: (location: string, query?: DiskListQuery) =>
    ['warren', 'disk', location, 'list', filters(query)] as const,
  disk: (location: string, uuid: string) => ['warren', 'disk', location, 'detail', uuid] as const,

  ipList: (location: string, query?: IpListQuery) =>
    ['warren', 'ip_address', location, 'list', filters(query)] as const,
  ip: (location: string, address: string) => ['warren', 'ip_address', location, 'detail', address] as const,

  networkList: (location: string) => ['warren', 'vpc', location, 'list', {}] as const,
  network: (location: string, uuid: string) => ['warren', 'vpc', location, 'detail', uuid] as const,

  firewallList: (location: string) => ['warren', 'firewall', location, 'list', {}] as const,
  firewall: (location: string, uuid: string) => ['warren', 'firewall', location, 'detail', uuid] as const,

  loadBalancerList: (location: string) => ['warren', 'load_balancer', location, 'list', {}] as const,
  loadBalancer: (location: string, uuid: string) =>
    ['warren', 'load_balancer', location, 'detail', uuid] as const,

  serviceCatalogue: () => ['warren', 'managed_service', GLOBAL_SCOPE, 'catalogue'] as const,
  serviceList: () => ['warren', 'managed_service', GLOBAL_SCOPE, 'list', {}] as const,
  service: (uuid: string) => ['warren', 'managed_service', GLOBAL_SCOPE, 'detail', uuid] as const,
  serviceSecrets: (uuid: string) => ['warren', 'managed_service', GLOBAL_SCOPE, 'secrets', uuid] as const,
  serviceWhitelist: (uuid: string) => ['warren', 'managed_service', GLOBAL_SCOPE, 'whitelist', uuid] as const,

  bucketList: (query?: BucketListQuery) =>
    ['warren', 'bucket', GLOBAL_SCOPE, 'list', filters(query)] as const,
  bucket: (name: string) => ['warren', 'bucket', GLOBAL_SCOPE, 'detail', name] as const,
  /** One page of a bucket's objects; `bucketObjects(name)` without options is the prefix of all its pages. */
  bucketObjects: (name: string, options?: BucketObjectListOptions) =>
    options === undefined
      ? (['warren', 'bucket', GLOBAL_SCOPE, 'objects', name] as const)
      : (['warren', 'bucket', GLOBAL_SCOPE, 'objects', name, filters(options)] as const),
  s3Endpoint: () => ['warren', 'storage_access_key', GLOBAL_SCOPE, 'endpoint'] as const,
  s3Keys: () => ['warren', 'storage_access_key', GLOBAL_SCOPE, 'list', {}] as const,

  vmImages: () => ['warren', 'vm_image', GLOBAL_SCOPE, 'list', {}] as const,
  metalOs: () => ['warren', 'bare_metal_os', GLOBAL_SCOPE, 'list', {}] as const,
  metalTypes: (location: string) => ['warren', 'bare_metal_type', location, 'list', {}] as const,
  metalLeases: (location: string) => ['warren', 'bare_metal', location, 'list', {}] as const,
  metalLease: (location: string, uuid: string) => ['warren', 'bare_metal', location, 'detail', uuid] as const,
  bootImages: () => ['warren', 'config', 'boot_images'] as const,

  accessGroups: () => ['warren', 'access_delegation', GLOBAL_SCOPE, 'list', {}] as const,
  accessGroup: (id: string) => ['warren', 'access_delegation', GLOBAL_SCOPE, 'detail', id] as const,
  accessGrants: () => ['warren', 'access_impersonation', GLOBAL_SCOPE, 'list', {}] as const,

  tokens: () => ['warren', 'api_token', GLOBAL_SCOPE, 'list', {}] as const,
  token: (id: number) => ['warren', 'api_token', GLOBAL_SCOPE, 'detail', id] as const,
  sshKeys: () => ['warren', 'ssh_key', GLOBAL_SCOPE, 'list', {}] as const,
  billingAccounts: () => ['warren', 'billing_account', GLOBAL_SCOPE, 'list', {}] as const,
  billingAccount: (id: number) => ['warren', 'billing_account', GLOBAL_SCOPE, 'detail', id] as const,
  invoices: (billingAccountId: number) =>
    ['warren', 'billing_account', GLOBAL_SCOPE, 'invoices', billingAccountId] as const,
  invoice: (billingAccountId: number, invoiceId: number) =>
    ['warren', 'billing_account', GLOBAL_SCOPE, 'invoices', billingAccountId, invoiceId] as const,
  billingCosts: (billingAccountId: number) =>
    ['warren', 'billing_account', GLOBAL_SCOPE, 'costs', billingAccountId] as const,

  currentUser: () => ['warren', 'account', 'user'] as const,
  quotas: () => ['warren', 'account', 'quotas'] as const,
  consoleConfig: () => ['warren', 'config', 'console'] as const,
  locations: () => ['warren', 'config', 'locations'] as const,
  hostPools: (location: string) => ['warren', 'config', 'host_pools', location] as const,
  priceList: () => ['warren', 'config', 'price_list'] as const,
}
