/** Billing accounts, their quota overrides and the API tokens that may be bound to one. */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core'
import { created } from './columns.js'
import { ownerId } from './users.js'

/** Billing accounts (API-NOTES §12). Money fields are plain numbers as Warren sends them. */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
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
    userId: ownerId(),
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
