/**
 * The ONE Drizzle schema of the platform (ARCHITECTURE.md "Storage"). Every table of every resource lives here so
 * that drizzle-kit generates one ordered set of migrations (apps/platform/drizzle/) that runs the same on PGlite
 * and PostgreSQL 15 (PLATFORM-NOTES.md: keep SQL to what 15 supports).
 *
 * Conventions: `user_id` + `billing_account_id` on every owned resource (the ownership check in access.ts reads
 * them); `location` is the slug of the location the resource lives in; `deleted_at` marks soft deletes where
 * Warren keeps deleted objects visible to someone (VMs in billing, IPs); timestamps are `timestamptz`.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const created = () => ts('created_at').notNull().defaultNow()
const updated = () => ts('updated_at').notNull().defaultNow()

// ---------------------------------------------------------------------------------------------------------
// People and money

/** Console users (CONTRACTS.md sign-in/sign-up); `is_admin` is the administrator role. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    createdAt: created(),
    lastActivity: ts('last_activity'),
    /** Set while an administrator has suspended the user: their API calls answer 403 (issue 13). */
    suspendedAt: ts('suspended_at'),
  },
  // The admin lists page newest first (issue 13, store/admin-read.ts).
  (t) => [index('users_created_idx').on(t.createdAt)],
)

/** Console sessions: only a keyed sha256 of the cookie token is stored (PLATFORM-NOTES.md "Sessions"). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: created(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * Sign-ups waiting for their e-mail to be confirmed (CONTRACTS "POST /auth/sign-up"): the account is created when
 * the link is followed. Only a keyed hash of the link's token is stored; the password only as its scrypt hash.
 */
export const signUpRequests = pgTable(
  'sign_up_requests',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    createdAt: created(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('sign_up_requests_expires_idx').on(t.expiresAt)],
)

/** Billing accounts (API-NOTES §12). Money fields are plain numbers as Warren sends them. */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    email: text('email').notNull().default(''),
    currency: text('currency').notNull().default('EUR'),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    creditAmount: doublePrecision('credit_amount').notNull().default(0),
    vatPercentage: doublePrecision('vat_percentage').notNull().default(0),
    restrictionLevel: text('restriction_level'),
    suspendReason: text('suspend_reason'),
    /** Company and address fields, free-form (API-NOTES §12 "company/address fields"). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: created(),
  },
  (t) => [
    index('billing_accounts_user_idx').on(t.userId),
    index('billing_accounts_created_idx').on(t.createdAt),
  ],
)

/**
 * An operator's quota overrides for one billing account (services/quotas.ts). A null column uses the platform
 * default from the settings (`QUOTA_*` environment variables); `cli.ts quota:set` writes the row.
 */
export const billingAccountQuotas = pgTable('billing_account_quotas', {
  billingAccountId: integer('billing_account_id')
    .primaryKey()
    .references(() => billingAccounts.id, { onDelete: 'cascade' }),
  vms: integer('vms'),
  vcpu: integer('vcpu'),
  ramMb: integer('ram_mb'),
  disks: integer('disks'),
  diskGb: integer('disk_gb'),
  publicIps: integer('public_ips'),
  networks: integer('networks'),
  loadBalancers: integer('load_balancers'),
  buckets: integer('buckets'),
  managedServices: integer('managed_services'),
  metalLeases: integer('metal_leases'),
})

/** API tokens for the `apikey` header (API-NOTES §1.2); only the sha256 of the secret is stored. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    tokenHash: text('token_hash').notNull().unique(),
    tokenPrefix: text('token_prefix').notNull(),
    restricted: boolean('restricted').notNull().default(false),
    billingAccountId: integer('billing_account_id').references(() => billingAccounts.id, {
      onDelete: 'cascade',
    }),
    kongId: uuid('kong_id').notNull().defaultRandom(),
    consumerId: uuid('consumer_id').notNull().defaultRandom(),
    createdAt: created(),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
)

// ---------------------------------------------------------------------------------------------------------
// Platform catalogue

/** Locations (API-NOTES §1.1): exactly one has `is_default`. */
export const locations = pgTable('locations', {
  slug: text('slug').primaryKey(),
  displayName: text('display_name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  isPreferred: boolean('is_preferred').notNull().default(false),
  isPublished: boolean('is_published').notNull().default(true),
  description: text('description').notNull().default(''),
  orderNr: integer('order_nr').notNull().default(0),
  countryCode: text('country_code').notNull().default(''),
})

/** Limits a host pool puts on a guest (API-NOTES §7.2 guest_limits). */
export type GuestLimits = {
  cpu: { min: number; max: number }
  ram_mb: { min: number; max: number }
  disk_gb: { min: number; max: number }
}

/** Host pools (server classes) per location (API-NOTES §7.2). */
export const hostPools = pgTable('host_pools', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  location: text('location')
    .notNull()
    .references(() => locations.slug),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  isDefaultDesignated: boolean('is_default_designated').notNull().default(false),
  isVisible: boolean('is_visible').notNull().default(true),
  storagePoolUuid: uuid('storage_pool_uuid').notNull().defaultRandom(),
  uiPosition: integer('ui_position').notNull().default(0),
  guestLimits: jsonb('guest_limits').$type<GuestLimits>().notNull(),
  /** Overcommit (ADMIN-NOTES host_pools): a host offers threads × this many vCPUs. */
  cpuAllocationCoefficient: doublePrecision('cpu_allocation_coefficient').notNull().default(4),
  /** A host offers its RAM × this many MB. */
  ramAllocationCoefficient: doublePrecision('ram_allocation_coefficient').notNull().default(1),
  createdAt: created(),
  updatedAt: updated(),
})

/**
 * Hypervisors (ADMIN-NOTES hosts): each in one host pool; VMs are placed on one at create (services/hosts.ts).
 * A host in maintenance takes no new VMs.
 */
export const hosts = pgTable(
  'hosts',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    poolUuid: uuid('pool_uuid')
      .notNull()
      .references(() => hostPools.uuid, { onDelete: 'cascade' }),
    name: text('name').notNull().unique(),
    cpuThreads: integer('cpu_threads').notNull(),
    ramMb: integer('ram_mb').notNull(),
    maintenance: boolean('maintenance').notNull().default(false),
    createdAt: created(),
  },
  (t) => [index('hosts_pool_idx').on(t.poolUuid)],
)

/** Currencies of the price lists and their exchange rates against the default currency (issue 13 /currencies). */
export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Units of this currency per unit of the default currency, exact. */
  exchangeRate: numeric('exchange_rate').notNull(),
  updatedAt: updated(),
})

/** One version of an OS image (API-NOTES §11). */
export type ImageVersion = { os_version: string; display_name: string; published: boolean }

/** OS images for VMs (`kind: 'vm'`, GET /config/vm_images) and bare metal (`kind: 'metal'`, GET /metal/os). */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull().default('vm'),
    osName: text('os_name').notNull(),
    displayName: text('display_name').notNull(),
    uiPosition: integer('ui_position').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    isAppCatalog: boolean('is_app_catalog').notNull().default(false),
    icon: text('icon').notNull().default(''),
    /** `WINDOWS` when VMs from this image carry a licence (SPEC §3 license_type). */
    licenseType: text('license_type'),
    versions: jsonb('versions').$type<ImageVersion[]>().notNull(),
  },
  (t) => [uniqueIndex('images_kind_os_idx').on(t.kind, t.osName)],
)

/**
 * Price list versions (API-NOTES §2.1); `body` is a domain `PriceList`. The version with the latest `valid_from`
 * not after now applies (an admin price change adds a version from its effective date, never in the past).
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    /** The month of `valid_from` (YYYY-MM). */
    month: text('month').notNull(),
    validFrom: ts('valid_from').notNull().defaultNow(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    createdAt: created(),
  },
  (t) => [index('price_lists_valid_from_idx').on(t.validFrom)],
)

/** Small platform-wide settings (console config overrides, metering progress). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
})

// ---------------------------------------------------------------------------------------------------------
// Resources

/** VPC networks (API-NOTES §5). Routes belong to the network module; VMs join one on create. */
export const networks = pgTable(
  'networks',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    location: text('location').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    billingAccountId: integer('billing_account_id'),
    name: text('name').notNull(),
    type: text('type').notNull().default('private'),
    vlanId: integer('vlan_id').notNull(),
    subnet: text('subnet').notNull(),
    subnetIpv6: text('subnet_ipv6').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('networks_user_idx').on(t.userId, t.location),
    // One default network per user and location (API-NOTES §5), enforced by the database so that two
    // concurrent VM creates cannot both make one.
    uniqueIndex('networks_one_default_idx')
      .on(t.userId, t.location)
      .where(sql`${t.isDefault}`),
  ],
)

/** Floating IPs (API-NOTES §4), addressed by `address`. */
export const floatingIps = pgTable(
  'floating_ips',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    location: text('location').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    billingAccountId: integer('billing_account_id').notNull(),
    address: text('address').notNull(),
    name: text('name').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    isVirtual: boolean('is_virtual').notNull().default(false),
    assignedTo: uuid('assigned_to'),
    assignedToResourceType: text('assigned_to_resource_type'),
    assignedToPrivateIp: text('assigned_to_private_ip'),
    createdAt: created(),
    updatedAt: updated(),
    unassignedAt: ts('unassigned_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('floating_ips_user_idx').on(t.userId, t.location),
    // A VM's public IP is looked up by `assigned_to` on every VM render and list (services/vms.ts).
    index('floating_ips_assigned_idx').on(t.assignedTo),
    uniqueIndex('floating_ips_live_address_idx')
      .on(t.address)
      .where(sql`${t.deletedAt} is null`),
  ],
)

/** Virtual machines (API-NOTES §7.1). `busy_operation_id` is the lock that answers 409 across processes. */
export const vms = pgTable(
  'vms',
  {
    uuid: uuid('uuid').primaryKey(),
    id: serial('id').notNull().unique(),
    location: text('location').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    billingAccountId: integer('billing_account_id').notNull(),
    name: text('name').notNull(),
    hostname: text('hostname').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull(),
    vcpu: integer('vcpu').notNull(),
    memory: integer('memory').notNull(),
    osName: text('os_name').notNull(),
    osVersion: text('os_version').notNull(),
    username: text('username'),
    /** scrypt hash of the login password; the simulator never needs the plain text again. */
    passwordHash: text('password_hash'),
    publicKeys: jsonb('public_keys').$type<string[]>().notNull().default([]),
    cloudInit: text('cloud_init'),
    mac: text('mac').notNull(),
    privateIpv4: text('private_ipv4').notNull(),
    networkUuid: uuid('network_uuid'),
    designatedPoolUuid: uuid('designated_pool_uuid'),
    /** The hypervisor the VM is placed on (services/hosts.ts); null for VMs made before hosts existed. */
    hostUuid: uuid('host_uuid'),
    licenseType: text('license_type'),
    backup: boolean('backup').notNull().default(false),
    /** One-time boot medium set by vm/boot_iso_media, cleared by the next start. */
    bootIso: text('boot_iso'),
    serviceUuid: uuid('service_uuid'),
    busyOperationId: bigint('busy_operation_id', { mode: 'number' }),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('vms_user_idx').on(t.userId, t.location),
    index('vms_billing_idx').on(t.billingAccountId),
    index('vms_network_idx').on(t.networkUuid),
    index('vms_host_idx').on(t.hostUuid),
    // The admin VM list pages newest first and sorts by name (issue 13, store/admin-read.ts).
    index('vms_created_idx').on(t.createdAt),
    index('vms_name_idx').on(t.name),
  ],
)

/**
 * Block storage (API-NOTES §3). A VM's storage entries (§7.1 VMStorage) are the disks attached to it: the boot
 * disk has `primary`. `device` is the guest name (vda, vdb, …).
 */
export const disks = pgTable(
  'disks',
  {
    uuid: uuid('uuid').primaryKey(),
    id: serial('id').notNull().unique(),
    location: text('location').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    billingAccountId: integer('billing_account_id').notNull(),
    displayName: text('display_name'),
    status: text('status').notNull().default('Active'),
    sizeGb: integer('size_gb').notNull(),
    sourceImageType: text('source_image_type').notNull().default('EMPTY'),
    sourceImage: text('source_image'),
    storagePoolUuid: uuid('storage_pool_uuid'),
    readOnlyBootable: boolean('read_only_bootable').notNull().default(false),
    vmUuid: uuid('vm_uuid'),
    primary: boolean('primary').notNull().default(false),
    device: text('device'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('disks_user_idx').on(t.userId, t.location), index('disks_vm_idx').on(t.vmUuid)],
)

/** Snapshots and backups of a disk (API-NOTES §7.1 Replica; disk `snapshots` in §3). */
export const replicas = pgTable(
  'replicas',
  {
    uuid: text('uuid').primaryKey(),
    id: serial('id').notNull().unique(),
    diskUuid: uuid('disk_uuid').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    name: text('name'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('replicas_disk_idx').on(t.diskUuid)],
)

/** SSH keys (API-NOTES §12). */
export const sshKeys = pgTable(
  'ssh_keys',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    publicKey: text('public_key').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('ssh_keys_user_name_idx').on(t.userId, t.name)],
)

// ---------------------------------------------------------------------------------------------------------
// Network resources, managed services, object storage, access delegation

/** A firewall rule as stored and sent (API-NOTES §6): server uuids, `port_end` filled in, server order. */
export type FirewallRuleRow = {
  uuid: string
  protocol: string
  direction: string
  port_start: number | null
  port_end: number | null
  endpoint_spec_type: string
  endpoint_spec: string[] | null
}

/** Firewalls (API-NOTES §6). Rules are always read and replaced with their firewall, so they live in it. */
export const firewalls = pgTable(
  'firewalls',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    location: text('location').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    billingAccountId: integer('billing_account_id').notNull(),
    displayName: text('display_name').notNull(),
    description: text('description').notNull().default(''),
    rules: jsonb('rules').$type<FirewallRuleRow[]>().notNull().default([]),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('firewalls_user_idx').on(t.userId, t.location)],
)

/** VMs a firewall applies to (`resources_assigned`, API-NOTES §6). */
export const firewallVms = pgTable(
  'firewall_vms',
  {
    firewallUuid: uuid('firewall_uuid')
      .notNull()
      .references(() => firewalls.uuid, { onDelete: 'cascade' }),
    vmUuid: uuid('vm_uuid').notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.firewallUuid, t.vmUuid] }), index('firewall_vms_vm_idx').on(t.vmUuid)],
)

/** A load balancer forwarding rule as stored and sent (API-NOTES §8); `created_at` is ISO. */
export type ForwardingRuleRow = {
  uuid: string
  protocol: 'TCP'
  source_port: number
  target_port: number
  settings: { connection_limit: number; session_persistence: string }
  created_at: string
}

/** A load balancer target as stored (API-NOTES §8); `created_at` is ISO. */
export type LoadBalancerTargetRow = {
  target_uuid: string
  target_type: 'vm'
  target_ip_address: string | null
  created_at: string
}

/** Load balancers (API-NOTES §8). The public address is a floating IP assigned to the balancer. */
export const loadBalancers = pgTable(
  'load_balancers',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    location: text('location').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    billingAccountId: integer('billing_account_id').notNull(),
    displayName: text('display_name').notNull(),
    networkUuid: uuid('network_uuid').notNull(),
    privateAddress: text('private_address').notNull(),
    forwardingRules: jsonb('forwarding_rules').$type<ForwardingRuleRow[]>().notNull().default([]),
    targets: jsonb('targets').$type<LoadBalancerTargetRow[]>().notNull().default([]),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('load_balancers_user_idx').on(t.userId, t.location),
    index('load_balancers_network_idx').on(t.networkUuid),
  ],
)

/**
 * Managed service packages (API-NOTES §9, §14.3). Not location-scoped in the API, but their VMs (rows of `vms`
 * with `service_uuid`) live in `location`. `secrets` is sealed (services/sealed.ts).
 */
export const servicePackages = pgTable(
  'service_packages',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    location: text('location').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    billingAccountId: integer('billing_account_id').notNull(),
    service: text('service').notNull(),
    version: text('version').notNull(),
    displayName: text('display_name').notNull(),
    status: text('status').notNull().default('active'),
    isMultiNode: boolean('is_multi_node').notNull().default(false),
    vmCpu: integer('vm_cpu').notNull(),
    vmRam: integer('vm_ram').notNull(),
    vmDiskGb: integer('vm_disk_gb').notNull(),
    networkUuid: uuid('network_uuid').notNull(),
    serviceIp: text('service_ip').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    packageParameters: jsonb('package_parameters').$type<Record<string, unknown>>().notNull().default({}),
    secrets: text('secrets').notNull(),
    whitelist: jsonb('whitelist').$type<string[]>().notNull().default([]),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('service_packages_user_idx').on(t.userId),
    index('service_packages_network_idx').on(t.networkUuid),
  ],
)

/**
 * VLAN sub-interfaces of a VM's primary interface (API-NOTES §13). The primary interface itself is the VM's own
 * network membership (`vms.network_uuid`, `private_ipv4`); its uuid is derived from the VM uuid.
 */
export const subinterfaces = pgTable(
  'subinterfaces',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    vmUuid: uuid('vm_uuid').notNull(),
    parentUuid: uuid('parent_uuid').notNull(),
    networkUuid: uuid('network_uuid').notNull(),
    vlanTag: integer('vlan_tag').notNull(),
    mac: text('mac').notNull(),
    privateIpv4: text('private_ipv4').notNull(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('subinterfaces_parent_vlan_idx').on(t.parentUuid, t.vlanTag),
    uniqueIndex('subinterfaces_vm_network_idx').on(t.vmUuid, t.networkUuid),
    index('subinterfaces_network_idx').on(t.networkUuid),
  ],
)

/** Object storage (S3) accounts: one per user, made by the first key, bucket or `GET /storage/user` (§10). */
export const storageAccounts = pgTable('storage_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: created(),
})

/** Buckets (API-NOTES §10): names are globally unique, so the name is the key. */
export const buckets = pgTable(
  'buckets',
  {
    name: text('name').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    billingAccountId: integer('billing_account_id').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    numObjects: integer('num_objects').notNull().default(0),
    isSuspended: boolean('is_suspended').notNull().default(false),
    createdAt: created(),
    modifiedAt: ts('modified_at').notNull().defaultNow(),
  },
  (t) => [index('buckets_user_idx').on(t.userId)],
)

/**
 * S3 access keys (API-NOTES §10). Warren returns the secret on every read, so it is stored sealed (AES-GCM,
 * services/sealed.ts) rather than hashed.
 */
export const s3Keys = pgTable(
  's3_keys',
  {
    accessKey: text('access_key').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretKey: text('secret_key').notNull(),
    createdAt: created(),
  },
  (t) => [index('s3_keys_user_idx').on(t.userId)],
)

/**
 * Objects stored in buckets (the S3 endpoint, src/s3/; the console's object browser). The bytes are a file
 * named `blob` in the object folder (settings `objectDir`, services/object-blobs.ts); the row is the metadata.
 * A bucket's `size_bytes`/`num_objects` are kept equal to the sum of its rows in the same transaction.
 */
export const bucketObjects = pgTable(
  'bucket_objects',
  {
    bucketName: text('bucket_name')
      .notNull()
      .references(() => buckets.name, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    etag: text('etag').notNull(),
    contentType: text('content_type').notNull(),
    /** `x-amz-meta-*` headers, names without the prefix. */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    blob: text('blob').notNull(),
    lastModified: ts('last_modified').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucketName, t.key] })],
)

/** S3 multipart uploads in progress (CreateMultipartUpload … Complete/Abort). */
export const multipartUploads = pgTable(
  'multipart_uploads',
  {
    uploadId: text('upload_id').primaryKey(),
    bucketName: text('bucket_name')
      .notNull()
      .references(() => buckets.name, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: created(),
  },
  (t) => [index('multipart_uploads_bucket_idx').on(t.bucketName)],
)

/** The parts uploaded so far of a multipart upload; a part number uploaded again replaces its part. */
export const multipartParts = pgTable(
  'multipart_parts',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => multipartUploads.uploadId, { onDelete: 'cascade' }),
    partNumber: integer('part_number').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    etag: text('etag').notNull(),
    blob: text('blob').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.partNumber] })],
)

/**
 * Access delegation groups (SPEC §3, API-NOTES §14.1): the grantor shares their resources with the group's
 * members; with `billing_account_id` the group is restricted to that billing account.
 */
export const accessGroups = pgTable(
  'access_groups',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    billingAccountId: integer('billing_account_id').references(() => billingAccounts.id, {
      onDelete: 'cascade',
    }),
    createdAt: created(),
  },
  (t) => [index('access_groups_user_idx').on(t.userId)],
)

/** Members of a delegation group ("impersonations", SPEC §3). */
export const impersonations = pgTable(
  'impersonations',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => accessGroups.id, { onDelete: 'cascade' }),
    granteeUserId: integer('grantee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('impersonations_group_grantee_idx').on(t.groupId, t.granteeUserId),
    index('impersonations_grantee_idx').on(t.granteeUserId),
  ],
)

// ---------------------------------------------------------------------------------------------------------
// Bare metal (routes/metal.ts; CONTRACTS.md "Non-Warren endpoints")

/** Bare-metal machine types (GET /{location}/metal/types): the hardware; the price is the price list's. */
export const metalTypes = pgTable('metal_types', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique(),
  /** `bm.medium`: what a create names; its price rule set is `metal:<name>`. */
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  cpuModel: text('cpu_model').notNull(),
  cpuCores: integer('cpu_cores').notNull(),
  ramGb: integer('ram_gb').notNull(),
  disks: jsonb('disks').$type<{ size_gb: number; kind: string }[]>().notNull(),
  uiPosition: integer('ui_position').notNull().default(0),
  createdAt: created(),
})

/** The stock: physical machines of a type in a location; `lease_uuid` is set while a lease holds one. */
export const metalMachines = pgTable(
  'metal_machines',
  {
    uuid: uuid('uuid').primaryKey(),
    location: text('location').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => metalTypes.id),
    hostname: text('hostname').notNull().unique(),
    ipAddress: text('ip_address').notNull(),
    leaseUuid: uuid('lease_uuid'),
    createdAt: created(),
  },
  (t) => [index('metal_machines_free_idx').on(t.location, t.typeId, t.leaseUuid)],
)

/**
 * Leases of bare-metal machines: provisioning (an operation installs the OS) → active (billed hourly) → released
 * (the machine back in stock; the row kept, read-only). `spec` is the type's hardware when leased.
 */
export const metalLeases = pgTable(
  'metal_leases',
  {
    uuid: uuid('uuid').primaryKey(),
    id: serial('id').notNull().unique(),
    location: text('location').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    billingAccountId: integer('billing_account_id').notNull(),
    displayName: text('display_name').notNull(),
    typeName: text('type_name').notNull(),
    spec: jsonb('spec').$type<Record<string, unknown>>().notNull(),
    machineUuid: uuid('machine_uuid').notNull(),
    hostname: text('hostname').notNull(),
    ipAddress: text('ip_address'),
    osName: text('os_name').notNull(),
    osVersion: text('os_version').notNull(),
    login: text('login').notNull(),
    status: text('status').notNull().default('provisioning'),
    /** The operation holding the lease (provision or release); a second one gets 409. */
    busyOperationId: bigint('busy_operation_id', { mode: 'number' }),
    createdAt: created(),
    updatedAt: updated(),
    activatedAt: ts('activated_at'),
    releasedAt: ts('released_at'),
  },
  (t) => [index('metal_leases_user_idx').on(t.userId, t.location)],
)

// ---------------------------------------------------------------------------------------------------------
// Durable operations and metering

/**
 * Long operations (PLATFORM-NOTES.md "Long operations that survive a crash"): claimed with SKIP LOCKED, held by a
 * lease renewed by heartbeats, re-claimed after a crash. `status`: pending → running → done | failed.
 */
export const operations = pgTable(
  'operations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    resourceUuid: text('resource_uuid'),
    userId: integer('user_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    result: jsonb('result').$type<unknown>(),
    error: jsonb('error').$type<{ status: number; message: string; errors?: Record<string, string> }>(),
    attempts: integer('attempts').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: ts('lease_expires_at'),
    createdAt: created(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('operations_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('pending', 'running')`),
  ],
)

/**
 * What each billable resource was, and when (metering, services/metering.ts): one row per state of a VM, disk,
 * replica, floating IP, load balancer or bucket, valid over `[valid_from, valid_to)` (`valid_to` null while it
 * is the current state). Written ONLY by database triggers on those tables (migration 0004), in the transaction
 * of the insert, update or delete itself, so no code path can change a resource without its history. The times
 * are business time: the row's own `created_at`/`updated_at`/`deleted_at` when the change carries one, else
 * business_now() (see {@link businessClock}). `attributes` holds what prices the resource (and names it on the
 * invoice); `user_id`/`billing_account_id`/`location` are null for replicas (they bill with their disk).
 */
export const resourceHistory = pgTable(
  'resource_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `vm`, `disk`, `replica`, `floating_ip`, `load_balancer` or `bucket`. */
    kind: text('kind').notNull(),
    /** The resource's uuid (a bucket's name). */
    uuid: text('uuid').notNull(),
    userId: integer('user_id'),
    billingAccountId: integer('billing_account_id'),
    location: text('location'),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull(),
    validFrom: ts('valid_from').notNull(),
    validTo: ts('valid_to'),
  },
  (t) => [
    // One current state per resource: the triggers close it before opening the next.
    uniqueIndex('resource_history_current_idx')
      .on(t.kind, t.uuid)
      .where(sql`${t.validTo} is null`),
    index('resource_history_from_idx').on(t.validFrom),
    index('resource_history_to_idx').on(t.validTo),
  ],
)

/**
 * The business clock as the database sees it, for the history triggers' changes that carry no timestamp of
 * their own (hard deletes). Empty in production, where business time is the wall clock (statement_timestamp());
 * a platform with an injected clock (tests) writes its time here before each request (test/helpers.ts call()).
 */
export const businessClock = pgTable('business_clock', {
  id: integer('id').primaryKey().default(1),
  now: ts('now').notNull(),
})

/** Exact money in the database: unconstrained numeric keeps the domain's decimal strings as they are. */
const money = (name: string) => numeric(name).notNull()

/**
 * One hour of one billable resource (metering): `amount` is the domain pricing engine's exact money for that
 * hour. Unique per resource, kind and hour so metering is idempotent across processes.
 */
export const usageRecords = pgTable(
  'usage_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billingAccountId: integer('billing_account_id').notNull(),
    hour: ts('hour').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceUuid: text('resource_uuid').notNull(),
    description: text('description').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount'),
    /** The `resource_history` state the hour was priced from (its most expensive one), for audit. */
    stateId: bigint('state_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('usage_records_hour_idx').on(t.resourceType, t.resourceUuid, t.hour),
    index('usage_records_account_idx').on(t.billingAccountId, t.hour),
  ],
)

/** An invoice line (CONTRACTS.md invoices): `amount` an exact decimal string. */
export type InvoiceLine = {
  resource_type: string
  resource_uuid: string
  description: string
  hours: number
  amount: string
}

/** Monthly invoices per billing account (CONTRACTS.md GET …/invoices). Money as numeric, summed in SQL. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    billingAccountId: integer('billing_account_id').notNull(),
    /** `invoice`, `credit_note` or `usage_report` (domain INVOICE_TYPES); metering writes invoices. */
    type: text('type').notNull().default('invoice'),
    /** `unpaid` until an administrator marks it `paid`. */
    status: text('status').notNull().default('unpaid'),
    month: text('month').notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    subtotal: money('subtotal'),
    vatPercentage: doublePrecision('vat_percentage').notNull(),
    vatTax: money('vat_tax'),
    total: money('total'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('invoices_account_month_idx').on(t.billingAccountId, t.type, t.month)],
)

// ---------------------------------------------------------------------------------------------------------
// Administration

/**
 * The audit log of admin mutations (issue 13): who (the administrator, kept by id and e-mail so an entry outlives
 * the user), when, what (`action`), which resource (`target_type` + `target_id`) and its state before and after.
 * Written by `recordAudit` (services/audit.ts) inside the mutation's own transaction: no change without its entry.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: created(),
    actorUserId: integer('actor_user_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id),
    index('audit_log_created_idx').on(t.createdAt),
  ],
)
