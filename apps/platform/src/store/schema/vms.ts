/** Virtual machines, their disks and the disks' replicas (snapshots, backups). */
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core'
import { ts, timestamps } from './columns.js'
import { ownedInLocation } from './users.js'

/** Virtual machines (API-NOTES §7.1). `busy_operation_id` is the lock that answers 409 across processes. */
export const vms = pgTable(
  'vms',
  {
    uuid: uuid('uuid').primaryKey(),
    id: serial('id').notNull().unique(),
    ...ownedInLocation(),
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
    ...timestamps(),
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
    ...ownedInLocation(),
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
    ...timestamps(),
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
    ...timestamps(),
  },
  (t) => [index('replicas_disk_idx').on(t.diskUuid)],
)
