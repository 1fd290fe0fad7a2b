/**
 * The ONE Drizzle schema of the platform (ARCHITECTURE.md "Storage"): this index re-exports every table of every
 * resource from `schema/<resource>.ts`, so that drizzle-kit (drizzle.config.ts) generates one ordered set of
 * migrations (apps/platform/drizzle/) that runs the same on PGlite and PostgreSQL 15 (PLATFORM-NOTES.md: keep SQL
 * to what 15 supports). Code imports tables from here, never from a file of `schema/`.
 *
 * Conventions: `user_id` + `billing_account_id` on every owned resource (the ownership check in services/usable.ts
 * reads them; `ownedInLocation()` in schema/users.ts writes them with `location`, the slug of the location the
 * resource lives in); `deleted_at` marks soft deletes where Warren keeps deleted objects visible to someone (VMs in
 * billing, IPs); timestamps are `timestamptz` (schema/columns.ts).
 */
export { sessions, signUpRequests, sshKeys, users } from './schema/users.js'
export * from './schema/billing-accounts.js'
export * from './schema/catalogue.js'
export * from './schema/networks.js'
export * from './schema/vms.js'
export * from './schema/managed-services.js'
export * from './schema/object-storage.js'
export * from './schema/access.js'
export * from './schema/metal.js'
export * from './schema/operations.js'
export * from './schema/metering.js'
export * from './schema/audit.js'
export * from './schema/events.js'
export * from './schema/growth.js'
export * from './schema/growth2.js'
export * from './schema/list-changes.js'
