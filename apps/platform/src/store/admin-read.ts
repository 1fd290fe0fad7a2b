/**
 * Read queries of the admin side (issue 13): every user, billing account and VM of the platform, searched,
 * filtered, sorted and paged in SQL so 10,000 rows stay fast. Used by the GraphQL read side (graphql/) and the
 * admin REST lists. Only administrators reach these (the callers check it); nothing here filters by owner.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  sum,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm'
import {
  apiTokens,
  billingAccounts,
  floatingIps,
  hostPools,
  hosts,
  images,
  locations,
  priceLists,
  sessions,
  usageRecords,
  users,
  vms,
} from './schema.js'
import type { DbOrTx } from './store.js'

/** A page of rows and how many match in all. */
export type Page<T> = { total: number; items: T[] }

/** Offset paging and an optional sort (a list's column key, creation time by default), as the admin lists send them. */
export type PageQuery = { offset: number; limit: number; sortDesc?: boolean; sortBy?: string }

/** The ORDER BY of a page: the chosen column (creation time when none or unknown), then `tieBreak` newest first. */
function orderOf(page: PageQuery, columns: Record<string, SQL | AnyColumn>, tieBreak: AnyColumn) {
  const column = columns[page.sortBy ?? 'created'] ?? columns.created!
  return [page.sortDesc === false ? asc(column) : desc(column), desc(tieBreak)] as const
}

/** A column filter: the column contains the text (case-insensitive); none when blank. */
const has = (column: SQL | AnyColumn, text: string | undefined) =>
  blank(text) ? undefined : ilike(column, contains(text.trim()))

/** `%text%` for ILIKE, with the pattern characters of the search escaped. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

const blank = (text: string | undefined): text is undefined => text === undefined || text.trim() === ''

// ---------------------------------------------------------------------------------------------------------
// Users

export type AdminUserRow = typeof users.$inferSelect

export type UserFilter = {
  search?: string
  isAdmin?: boolean
  suspended?: boolean
  /** Column filters: the e-mail, the first and last name contain the text. */
  email?: string
  name?: string
}

function userWhere({ search, isAdmin, suspended, email, name }: UserFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    has(users.email, email),
    has(sql`${users.firstName} || ' ' || ${users.lastName}`, name),
  ]
  if (!blank(search)) {
    const like = contains(search.trim())
    parts.push(
      or(
        ilike(users.email, like),
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        sql`${users.id}::text = ${search.trim()}`,
      ),
    )
  }
  if (isAdmin !== undefined) parts.push(eq(users.isAdmin, isAdmin))
  if (suspended !== undefined)
    parts.push(suspended ? sql`${users.suspendedAt} is not null` : isNull(users.suspendedAt))
  return and(...parts)
}

/** Users matching the filter, newest first by default. */
export async function pageUsers(
  db: DbOrTx,
  filter: UserFilter,
  page: PageQuery,
): Promise<Page<AdminUserRow>> {
  const where = userWhere(filter)
  const [total] = await db.select({ n: count() }).from(users).where(where)
  const items = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(
      ...orderOf(
        page,
        {
          created: users.createdAt,
          email: users.email,
          name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
          last_activity: sql`coalesce(${users.lastActivity}, to_timestamp(0))`,
        },
        users.id,
      ),
    )
    .offset(page.offset)
    .limit(page.limit)
  return { total: total?.n ?? 0, items }
}

/** Users by id (for relations), in no particular order. */
export function usersByIds(db: DbOrTx, ids: readonly number[]): Promise<AdminUserRow[]> {
  return ids.length
    ? db
        .select()
        .from(users)
        .where(inArray(users.id, [...ids]))
    : Promise.resolve([])
}

/** One user by id. */
export async function userById(db: DbOrTx, id: number): Promise<AdminUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

/** A user's console sessions (never the token hash). */
export function sessionsOfUser(db: DbOrTx, userId: number) {
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
}

/** A user's API tokens (never the secret's hash). */
export function tokensOfUser(db: DbOrTx, userId: number) {
  return db
    .select({
      id: apiTokens.id,
      description: apiTokens.description,
      tokenPrefix: apiTokens.tokenPrefix,
      restricted: apiTokens.restricted,
      billingAccountId: apiTokens.billingAccountId,
      createdAt: apiTokens.createdAt,
    })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt))
}

// ---------------------------------------------------------------------------------------------------------
// Billing accounts

export type AdminBillingAccountRow = typeof billingAccounts.$inferSelect & { ownerEmail: string }

export type BillingAccountFilter = {
  search?: string
  userId?: number
  active?: boolean
  /** Column filters: title, owner e-mail, currency contain the text. */
  title?: string
  owner?: string
  currency?: string
}

function billingAccountWhere(filter: BillingAccountFilter): SQL | undefined {
  const { search, userId, active } = filter
  const parts: (SQL | undefined)[] = [
    eq(billingAccounts.isDeleted, false),
    has(billingAccounts.title, filter.title),
    has(users.email, filter.owner),
    has(billingAccounts.currency, filter.currency),
  ]
  if (!blank(search)) {
    const like = contains(search.trim())
    parts.push(
      or(
        ilike(billingAccounts.title, like),
        ilike(billingAccounts.email, like),
        ilike(users.email, like),
        sql`${billingAccounts.id}::text = ${search.trim()}`,
      ),
    )
  }
  if (userId !== undefined) parts.push(eq(billingAccounts.userId, userId))
  if (active !== undefined) parts.push(eq(billingAccounts.isActive, active))
  return and(...parts)
}

const billingAccountColumns = { account: billingAccounts, ownerEmail: users.email }

/** Billing accounts (not deleted) matching the filter, with their owner's e-mail, newest first by default. */
export async function pageBillingAccounts(
  db: DbOrTx,
  filter: BillingAccountFilter,
  page: PageQuery,
): Promise<Page<AdminBillingAccountRow>> {
  const where = billingAccountWhere(filter)
  const [total] = await db
    .select({ n: count() })
    .from(billingAccounts)
    .innerJoin(users, eq(users.id, billingAccounts.userId))
    .where(where)
  const rows = await db
    .select(billingAccountColumns)
    .from(billingAccounts)
    .innerJoin(users, eq(users.id, billingAccounts.userId))
    .where(where)
    .orderBy(
      ...orderOf(
        page,
        {
          created: billingAccounts.createdAt,
          title: sql`lower(${billingAccounts.title})`,
          owner: users.email,
          credit: billingAccounts.creditAmount,
        },
        billingAccounts.id,
      ),
    )
    .offset(page.offset)
    .limit(page.limit)
  return { total: total?.n ?? 0, items: rows.map((r) => ({ ...r.account, ownerEmail: r.ownerEmail })) }
}

/** Billing accounts by id, with their owner's e-mail. */
export async function billingAccountsByIds(
  db: DbOrTx,
  ids: readonly number[],
): Promise<AdminBillingAccountRow[]> {
  if (!ids.length) return []
  const rows = await db
    .select(billingAccountColumns)
    .from(billingAccounts)
    .innerJoin(users, eq(users.id, billingAccounts.userId))
    .where(inArray(billingAccounts.id, [...ids]))
  return rows.map((r) => ({ ...r.account, ownerEmail: r.ownerEmail }))
}

/** Month-to-date cost per billing account (sum of metered hours from `since`), as exact decimal strings. */
export async function costsSince(
  db: DbOrTx,
  billingAccountIds: readonly number[],
  since: Date,
): Promise<Map<number, string>> {
  if (!billingAccountIds.length) return new Map()
  const rows = await db
    .select({ id: usageRecords.billingAccountId, total: sum(usageRecords.amount) })
    .from(usageRecords)
    .where(
      and(
        inArray(usageRecords.billingAccountId, [...billingAccountIds]),
        sql`${usageRecords.hour} >= ${since}`,
      ),
    )
    .groupBy(usageRecords.billingAccountId)
  return new Map(rows.map((r) => [r.id, r.total ?? '0']))
}

/** Usage of a billing account from `since` to `until`, summed per resource type (exact decimal strings). */
export function usageByResourceType(db: DbOrTx, billingAccountId: number, since: Date, until: Date) {
  return db
    .select({
      resourceType: usageRecords.resourceType,
      hours: count(),
      amount: sql<string>`coalesce(sum(${usageRecords.amount}), 0)::text`,
    })
    .from(usageRecords)
    .where(
      and(
        eq(usageRecords.billingAccountId, billingAccountId),
        sql`${usageRecords.hour} >= ${since}`,
        sql`${usageRecords.hour} < ${until}`,
      ),
    )
    .groupBy(usageRecords.resourceType)
    .orderBy(asc(usageRecords.resourceType))
}

// ---------------------------------------------------------------------------------------------------------
// Virtual machines

/** A VM with its owner's e-mail, public IP and the pool of the host it is on (`currentPoolUuid`, SPEC §3). */
export type AdminVmRow = typeof vms.$inferSelect & {
  ownerEmail: string
  publicIpv4: string | null
  currentPoolUuid: string | null
}

export type VmFilter = {
  /** Name, UUID, private or public IP, or the owner's e-mail (part of it). */
  search?: string
  /** Column filters: the status, location, owner's e-mail and name contain the text. */
  status?: string
  location?: string
  owner?: string
  name?: string
  userId?: number
  billingAccountId?: number
}

const publicIp = sql<
  string | null
>`(select ${floatingIps.address} from ${floatingIps} where ${floatingIps.assignedTo} = ${vms.uuid} and ${floatingIps.deletedAt} is null limit 1)`

function vmWhere({
  search,
  status,
  location,
  owner,
  name,
  userId,
  billingAccountId,
}: VmFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    isNull(vms.deletedAt),
    has(vms.status, status),
    has(vms.location, location),
    has(users.email, owner),
    has(vms.name, name),
  ]
  if (!blank(search)) {
    const like = contains(search.trim())
    parts.push(
      or(
        ilike(vms.name, like),
        sql`${vms.uuid}::text ilike ${like}`,
        ilike(vms.privateIpv4, like),
        ilike(users.email, like),
        sql`exists (select 1 from ${floatingIps} where ${floatingIps.assignedTo} = ${vms.uuid} and ${floatingIps.deletedAt} is null and ${floatingIps.address} ilike ${like})`,
      ),
    )
  }
  if (userId !== undefined) parts.push(eq(vms.userId, userId))
  if (billingAccountId !== undefined) parts.push(eq(vms.billingAccountId, billingAccountId))
  return and(...parts)
}

/** The pool of the host the VM is on: where it runs now, which a move changes once it is placed there. */
const currentPool = sql<
  string | null
>`(select ${hosts.poolUuid} from ${hosts} where ${hosts.uuid} = ${vms.hostUuid})`

const vmColumns = { vm: vms, ownerEmail: users.email, publicIpv4: publicIp, currentPoolUuid: currentPool }
const vmRow = (r: {
  vm: typeof vms.$inferSelect
  ownerEmail: string
  publicIpv4: string | null
  currentPoolUuid: string | null
}): AdminVmRow => ({
  ...r.vm,
  ownerEmail: r.ownerEmail,
  publicIpv4: r.publicIpv4,
  currentPoolUuid: r.currentPoolUuid,
})

/** VMs (not deleted) of every user matching the filter, with owner e-mail and public IP, newest first by default. */
export async function pageVms(db: DbOrTx, filter: VmFilter, page: PageQuery): Promise<Page<AdminVmRow>> {
  const where = vmWhere(filter)
  const [total] = await db
    .select({ n: count() })
    .from(vms)
    .innerJoin(users, eq(users.id, vms.userId))
    .where(where)
  const rows = await db
    .select(vmColumns)
    .from(vms)
    .innerJoin(users, eq(users.id, vms.userId))
    .where(where)
    .orderBy(
      ...orderOf(
        page,
        {
          created: vms.createdAt,
          name: vms.name,
          status: vms.status,
          location: vms.location,
          owner: users.email,
        },
        vms.id,
      ),
    )
    .offset(page.offset)
    .limit(page.limit)
  return {
    total: total?.n ?? 0,
    items: rows.map(vmRow),
  }
}

/** One VM (not deleted) by UUID, with owner e-mail and public IP. */
export async function adminVmByUuid(db: DbOrTx, uuid: string): Promise<AdminVmRow | undefined> {
  const [row] = await db
    .select(vmColumns)
    .from(vms)
    .innerJoin(users, eq(users.id, vms.userId))
    .where(and(eq(vms.uuid, uuid), isNull(vms.deletedAt)))
  return row && vmRow(row)
}

// ---------------------------------------------------------------------------------------------------------
// Catalogue

/** Every location, in UI order. */
export function allLocations(db: DbOrTx) {
  return db.select().from(locations).orderBy(asc(locations.orderNr), asc(locations.slug))
}

/** Every host pool, optionally of one location, in UI order. */
export function allHostPools(db: DbOrTx, location?: string) {
  return db
    .select()
    .from(hostPools)
    .where(location ? eq(hostPools.location, location) : undefined)
    .orderBy(asc(hostPools.location), asc(hostPools.uiPosition), asc(hostPools.name))
}

/** Host pools by UUID. */
export function hostPoolsByUuids(db: DbOrTx, uuids: readonly string[]) {
  return uuids.length
    ? db
        .select()
        .from(hostPools)
        .where(inArray(hostPools.uuid, [...uuids]))
    : Promise.resolve([])
}

/** Every image (VM and bare-metal), with all versions, published or not. */
export function allImages(db: DbOrTx) {
  return db.select().from(images).orderBy(asc(images.kind), asc(images.uiPosition), asc(images.osName))
}

/** Every price list, newest month first. */
export function allPriceLists(db: DbOrTx) {
  return db.select().from(priceLists).orderBy(desc(priceLists.month))
}

// ---------------------------------------------------------------------------------------------------------
// Admin mutations (each caller records it in the audit log in the same transaction)

/** Sets or clears a user's suspension; returns the row before and after, or undefined for no such user. */
export async function setUserSuspended(db: DbOrTx, id: number, at: Date | null) {
  const before = await userById(db, id)
  if (!before) return undefined
  const [after] = await db.update(users).set({ suspendedAt: at }).where(eq(users.id, id)).returning()
  return { before, after: after! }
}

/** Grants or revokes administrator; returns the row before and after, or undefined for no such user. */
export async function setUserAdmin(db: DbOrTx, id: number, isAdmin: boolean) {
  const before = await userById(db, id)
  if (!before) return undefined
  const [after] = await db.update(users).set({ isAdmin }).where(eq(users.id, id)).returning()
  return { before, after: after! }
}

/** Suspends (inactive, with a reason) or reactivates a billing account that is not deleted. */
export async function setBillingAccountActive(
  db: DbOrTx,
  id: number,
  active: boolean,
  reason: string | null,
) {
  const [before] = await billingAccountsByIds(db, [id])
  if (!before || before.isDeleted) return undefined
  await db
    .update(billingAccounts)
    .set({ isActive: active, suspendReason: active ? null : reason })
    .where(eq(billingAccounts.id, id))
  const [after] = await billingAccountsByIds(db, [id])
  return { before, after: after! }
}

/** Points a VM at another host pool (the admin "move"); returns the row before and after. */
export async function setVmPool(db: DbOrTx, uuid: string, poolUuid: string, hostUuid: string) {
  const before = await adminVmByUuid(db, uuid)
  if (!before) return undefined
  await db
    .update(vms)
    .set({ designatedPoolUuid: poolUuid, hostUuid, updatedAt: new Date() })
    .where(eq(vms.uuid, uuid))
  return { before, after: (await adminVmByUuid(db, uuid))! }
}
