/** Bare metal (routes/metal.ts; CONTRACTS.md "Non-Warren endpoints"): types, the stock of machines, leases. */
import { bigint, index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core'
import { ts, created, timestamps } from './columns.js'
import { ownedInLocation } from './users.js'

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
  /** Set when an administrator retired the type: customers no longer see or lease it (admin-metal.ts). */
  retiredAt: ts('retired_at'),
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
    /** The vendor's serial number (admin /metal/machines). */
    serial: text('serial').notNull().default(''),
    /** `available` (leasable while no lease holds it), `maintenance` or `broken` (never leased). */
    state: text('state').notNull().default('available'),
    /** Set when an administrator retired the machine: out of the stock, kept for its history. */
    retiredAt: ts('retired_at'),
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
    ...ownedInLocation(),
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
    ...timestamps(),
    activatedAt: ts('activated_at'),
    releasedAt: ts('released_at'),
  },
  (t) => [index('metal_leases_user_idx').on(t.userId, t.location)],
)
