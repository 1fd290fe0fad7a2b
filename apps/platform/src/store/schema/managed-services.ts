/** Managed service packages (their VMs are rows of `vms` with `service_uuid`). */
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { ts, timestamps } from './columns.js'
import { ownedInLocation } from './users.js'

/**
 * Managed service packages (API-NOTES §9, §14.3). Not location-scoped in the API, but their VMs (rows of `vms`
 * with `service_uuid`) live in `location`. `secrets` is sealed (services/sealed.ts).
 */
export const servicePackages = pgTable(
  'service_packages',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    ...ownedInLocation(),
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
    ...timestamps(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('service_packages_user_idx').on(t.userId),
    index('service_packages_network_idx').on(t.networkUuid),
  ],
)
