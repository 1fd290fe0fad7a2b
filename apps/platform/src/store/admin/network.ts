/**
 * The admin read side of network, storage and services (issue 14): every customer's floating IPs, load balancers,
 * buckets and managed services with the owner's e-mail, searched, filtered, sorted and paged.
 */
import { and, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import { buckets, floatingIps, loadBalancers, servicePackages, users, vms } from '../schema.js'
import type { DbOrTx } from '../store.js'
import { type Page, type PageQuery, has, contains, blank, orderOf } from './paging.js'

/** Column filters of an admin list (the text a column contains) and the quick search. */
export type ListFilter = Partial<
  Record<'search' | 'address' | 'status' | 'location' | 'owner' | 'name' | 'service', string>
>

type Owned = { ownerEmail: string }

const searchOf = (filter: ListFilter, columns: (SQL | Parameters<typeof ilike>[0])[]) => {
  if (blank(filter.search)) return undefined
  const like = contains(filter.search.trim())
  return or(...columns.map((c) => ilike(c as Parameters<typeof ilike>[0], like)))
}

// ---------------------------------------------------------------------------------------------------------
// Floating IPs

export type AdminFloatingIpRow = typeof floatingIps.$inferSelect & Owned

const ipStatus = sql<string>`(case when ${floatingIps.assignedTo} is null then 'unassigned' else 'assigned' end)`

/** Live floating IPs of every user matching the filter, newest first by default. */
export async function pageFloatingIps(
  db: DbOrTx,
  filter: ListFilter,
  page: PageQuery,
): Promise<Page<AdminFloatingIpRow>> {
  const where = and(
    isNull(floatingIps.deletedAt),
    has(floatingIps.address, filter.address),
    has(ipStatus, filter.status),
    has(floatingIps.location, filter.location),
    has(users.email, filter.owner),
    searchOf(filter, [floatingIps.address, floatingIps.name, users.email]),
  )
  const [total] = await db
    .select({ n: count() })
    .from(floatingIps)
    .innerJoin(users, eq(users.id, floatingIps.userId))
    .where(where)
  const rows = await db
    .select({ ip: floatingIps, ownerEmail: users.email })
    .from(floatingIps)
    .innerJoin(users, eq(users.id, floatingIps.userId))
    .where(where)
    .orderBy(
      ...orderOf(
        page,
        {
          created: floatingIps.createdAt,
          address: sql`${floatingIps.address}::inet`,
          location: floatingIps.location,
          owner: users.email,
        },
        floatingIps.id,
      ),
    )
    .offset(page.offset)
    .limit(page.limit)
  return { total: total?.n ?? 0, items: rows.map((r) => ({ ...r.ip, ownerEmail: r.ownerEmail })) }
}

// ---------------------------------------------------------------------------------------------------------
// Load balancers

export type AdminLoadBalancerRow = typeof loadBalancers.$inferSelect & Owned & { publicIp: string | null }

const lbPublicIp = sql<
  string | null
>`(select ${floatingIps.address} from ${floatingIps} where ${floatingIps.assignedTo} = ${loadBalancers.uuid} and ${floatingIps.deletedAt} is null limit 1)`

/** Live load balancers of every user matching the filter, newest first by default. */
export async function pageLoadBalancers(
  db: DbOrTx,
  filter: ListFilter,
  page: PageQuery,
): Promise<Page<AdminLoadBalancerRow>> {
  const where = and(
    isNull(loadBalancers.deletedAt),
    has(loadBalancers.displayName, filter.name),
    has(loadBalancers.location, filter.location),
    has(users.email, filter.owner),
    searchOf(filter, [loadBalancers.displayName, loadBalancers.privateAddress, users.email]),
  )
  const [total] = await db
    .select({ n: count() })
    .from(loadBalancers)
    .innerJoin(users, eq(users.id, loadBalancers.userId))
    .where(where)
  const rows = await db
    .select({ lb: loadBalancers, ownerEmail: users.email, publicIp: lbPublicIp })
    .from(loadBalancers)
    .innerJoin(users, eq(users.id, loadBalancers.userId))
    .where(where)
    .orderBy(
      ...orderOf(
        page,
        {
          created: loadBalancers.createdAt,
          name: loadBalancers.displayName,
          location: loadBalancers.location,
          owner: users.email,
        },
        loadBalancers.uuid,
      ),
    )
    .offset(page.offset)
    .limit(page.limit)
  return {
    total: total?.n ?? 0,
    items: rows.map((r) => ({ ...r.lb, ownerEmail: r.ownerEmail, publicIp: r.publicIp })),
  }
}

// ---------------------------------------------------------------------------------------------------------
// Buckets

export type AdminBucketRow = typeof buckets.$inferSelect & Owned

/** Buckets of every user matching the filter, newest first by default. */
export async function pageBuckets(
  db: DbOrTx,
  filter: ListFilter,
  page: PageQuery,
): Promise<Page<AdminBucketRow>> {
  const where = and(
    has(buckets.name, filter.name),
    has(users.email, filter.owner),
    searchOf(filter, [buckets.name, users.email]),
  )
  const [total] = await db
    .select({ n: count() })
    .from(buckets)
    .innerJoin(users, eq(users.id, buckets.userId))
    .where(where)
  const rows = await db
    .select({ bucket: buckets, ownerEmail: users.email })
    .from(buckets)
    .innerJoin(users, eq(users.id, buckets.userId))
    .where(where)
    .orderBy(
      ...orderOf(
        page,
        { created: buckets.createdAt, name: buckets.name, size: buckets.sizeBytes, owner: users.email },
        buckets.name,
      ),
    )
    .offset(page.offset)
    .limit(page.limit)
  return { total: total?.n ?? 0, items: rows.map((r) => ({ ...r.bucket, ownerEmail: r.ownerEmail })) }
}

// ---------------------------------------------------------------------------------------------------------
// Managed services

export type AdminServiceRow = typeof servicePackages.$inferSelect & Owned & { nodeCount: number }

const nodeCount = sql<number>`(select count(*)::int from ${vms} where ${vms.serviceUuid} = ${servicePackages.uuid} and ${vms.deletedAt} is null)`

/** Live managed services of every user matching the filter, newest first by default. */
export async function pageServices(
  db: DbOrTx,
  filter: ListFilter,
  page: PageQuery,
): Promise<Page<AdminServiceRow>> {
  const where = and(
    isNull(servicePackages.deletedAt),
    has(servicePackages.displayName, filter.name),
    has(servicePackages.service, filter.service),
    has(servicePackages.status, filter.status),
    has(servicePackages.location, filter.location),
    has(users.email, filter.owner),
    searchOf(filter, [servicePackages.displayName, servicePackages.service, users.email]),
  )
  const [total] = await db
    .select({ n: count() })
    .from(servicePackages)
    .innerJoin(users, eq(users.id, servicePackages.userId))
    .where(where)
  const rows = await db
    .select({ service: servicePackages, ownerEmail: users.email, nodeCount })
    .from(servicePackages)
    .innerJoin(users, eq(users.id, servicePackages.userId))
    .where(where)
    .orderBy(
      ...orderOf(
        page,
        {
          created: servicePackages.createdAt,
          name: servicePackages.displayName,
          service: servicePackages.service,
          status: servicePackages.status,
          location: servicePackages.location,
          owner: users.email,
        },
        servicePackages.uuid,
      ),
    )
    .offset(page.offset)
    .limit(page.limit)
  return {
    total: total?.n ?? 0,
    items: rows.map((r) => ({ ...r.service, ownerEmail: r.ownerEmail, nodeCount: Number(r.nodeCount) })),
  }
}

/** How many live managed services run of each service name. */
export async function runningServiceCounts(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ service: servicePackages.service, n: count() })
    .from(servicePackages)
    .where(isNull(servicePackages.deletedAt))
    .groupBy(servicePackages.service)
  return new Map(rows.map((r) => [r.service, r.n]))
}
