/** Metering: the history of priced states, the business clock, hourly usage and invoices. */
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { ts, created, money } from './columns.js'

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
