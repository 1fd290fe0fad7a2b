/** Networking: VPC networks, floating IPs, sub-interfaces, firewalls and load balancers. */
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { ts, created, timestamps } from './columns.js'
import { ownedInLocation, ownerId } from './users.js'

/** VPC networks (API-NOTES §5). Routes belong to the network module; VMs join one on create. */
export const networks = pgTable(
  'networks',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    location: text('location').notNull(),
    userId: ownerId(),
    billingAccountId: integer('billing_account_id'),
    name: text('name').notNull(),
    type: text('type').notNull().default('private'),
    vlanId: integer('vlan_id').notNull(),
    subnet: text('subnet').notNull(),
    subnetIpv6: text('subnet_ipv6').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
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
    ...ownedInLocation(),
    address: text('address').notNull(),
    name: text('name').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    isVirtual: boolean('is_virtual').notNull().default(false),
    assignedTo: uuid('assigned_to'),
    assignedToResourceType: text('assigned_to_resource_type'),
    assignedToPrivateIp: text('assigned_to_private_ip'),
    ...timestamps(),
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
    ...ownedInLocation(),
    displayName: text('display_name').notNull(),
    description: text('description').notNull().default(''),
    rules: jsonb('rules').$type<FirewallRuleRow[]>().notNull().default([]),
    ...timestamps(),
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
    ...ownedInLocation(),
    displayName: text('display_name').notNull(),
    networkUuid: uuid('network_uuid').notNull(),
    privateAddress: text('private_address').notNull(),
    forwardingRules: jsonb('forwarding_rules').$type<ForwardingRuleRow[]>().notNull().default([]),
    targets: jsonb('targets').$type<LoadBalancerTargetRow[]>().notNull().default([]),
    ...timestamps(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('load_balancers_user_idx').on(t.userId, t.location),
    index('load_balancers_network_idx').on(t.networkUuid),
  ],
)

/**
 * Public IPv4 ranges per location (issue 14 /vm_conf): the floating IP allocator (services/floating-ips.ts) hands
 * out the addresses of a location's ranges; a location without one uses the shared pool (services/ip4.ts).
 * Ranges never overlap (domain `publicRangeError`, checked by the admin route under a lock).
 */
export const publicIpRanges = pgTable(
  'public_ip_ranges',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    location: text('location').notNull(),
    cidr: text('cidr').notNull().unique(),
    ...timestamps(),
  },
  (t) => [index('public_ip_ranges_location_idx').on(t.location)],
)

/**
 * A location's private network defaults and the DNS servers handed to its VMs (issue 14 /vm_conf). A location
 * without a row has the column defaults: /24 subnets, VLANs 100–3999 (services/networks.ts), 1.1.1.1 and 8.8.8.8.
 */
export const locationNetworkSettings = pgTable('location_network_settings', {
  location: text('location').primaryKey(),
  privateSubnetPrefix: integer('private_subnet_prefix').notNull().default(24),
  vlanFirst: integer('vlan_first').notNull().default(100),
  vlanLast: integer('vlan_last').notNull().default(3999),
  dnsServers: jsonb('dns_servers').$type<string[]>().notNull().default(['1.1.1.1', '8.8.8.8']),
  ...timestamps(),
})
