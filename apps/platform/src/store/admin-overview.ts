/** The admin dashboard's platform-wide queries (routes/admin-overview.ts). */
import { count, desc, gte, isNull, sql, sum } from 'drizzle-orm'
import { floatingIps, locations, usageRecords, users, vms } from './schema.js'
import type { DbOrTx } from './store.js'

/** Users, and how many of them are administrators. */
export async function countUsers(db: DbOrTx): Promise<{ users: number; administrators: number }> {
  const [row] = await db
    .select({ users: count(), administrators: sql<number>`count(*) filter (where ${users.isAdmin})` })
    .from(users)
  return { users: Number(row?.users ?? 0), administrators: Number(row?.administrators ?? 0) }
}

/** Live VMs by status. */
export async function countVmsByStatus(db: DbOrTx): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: vms.status, n: count() })
    .from(vms)
    .where(isNull(vms.deletedAt))
    .groupBy(vms.status)
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]))
}

/** Every location with how many floating IPs it holds (live ones). */
export async function floatingIpsPerLocation(
  db: DbOrTx,
): Promise<{ location: string; displayName: string; used: number }[]> {
  const rows = await db
    .select({ location: locations.slug, displayName: locations.displayName, orderNr: locations.orderNr })
    .from(locations)
    .orderBy(locations.orderNr, locations.slug)
  const used = await db
    .select({ location: floatingIps.location, n: count() })
    .from(floatingIps)
    .where(isNull(floatingIps.deletedAt))
    .groupBy(floatingIps.location)
  const byLocation = new Map(used.map((u) => [u.location, Number(u.n)]))
  return rows.map((r) => ({
    location: r.location,
    displayName: r.displayName,
    used: byLocation.get(r.location) ?? 0,
  }))
}

/** Metered amounts since `from`, per currency (exact decimal strings). */
export async function revenueSince(db: DbOrTx, from: Date): Promise<{ currency: string; amount: string }[]> {
  const rows = await db
    .select({ currency: usageRecords.currency, amount: sum(usageRecords.amount) })
    .from(usageRecords)
    .where(gte(usageRecords.hour, from))
    .groupBy(usageRecords.currency)
    .orderBy(usageRecords.currency)
  return rows.map((r) => ({ currency: r.currency, amount: r.amount ?? '0' }))
}

/** The newest users. */
export async function newestUsers(db: DbOrTx, limit: number) {
  return db
    .select({ id: users.id, email: users.email, createdAt: users.createdAt, isAdmin: users.isAdmin })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
}
