/** The platform catalogue: locations, host pools and hosts, currencies, OS images, price lists, settings. */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { ts, created, updated, timestamps } from './columns.js'

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
  ...timestamps(),
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
