/** Column helpers shared by the tables of store/schema/. */
import { numeric, timestamp } from 'drizzle-orm/pg-core'

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
export const created = () => ts('created_at').notNull().defaultNow()
export const updated = () => ts('updated_at').notNull().defaultNow()

/** Exact money in the database: unconstrained numeric keeps the domain's decimal strings as they are. */
export const money = (name: string) => numeric(name).notNull()

/** `created_at` and `updated_at`, both set on insert (a change sets `updated_at` itself). */
export const timestamps = () => ({ createdAt: created(), updatedAt: updated() })
