/**
 * The admin read and write side of bare metal (routes/admin-metal.ts, issue 14): the stock of machines of every
 * location searched, filtered, sorted and paged, with the lease holding each and its customer; a machine's leases;
 * the machine types' stock; the bare-metal OS images and the leases running them.
 */
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import { images, metalLeases, metalMachines, metalTypes, users } from '../schema.js'
import type { DbOrTx } from '../store.js'
import { defined } from '../defined.js'
import { type Page, type PageQuery, blank, contains, has, orderOf } from './paging.js'

/** A machine with its type and the lease holding it (with the customer's e-mail). */
export type AdminMachineRow = typeof metalMachines.$inferSelect & {
  typeName: string
  typeDisplayName: string
  lease: (typeof metalLeases.$inferSelect & { ownerEmail: string }) | null
}

/** A lease with its customer's e-mail. */
export type MachineLeaseRow = typeof metalLeases.$inferSelect & { ownerEmail: string }

/** The filter of the machine list (column filters contain the text, case-insensitive). */
export type MachineFilter = {
  search?: string
  location?: string
  state?: string
  machineType?: string
  serial?: string
  hostname?: string
  /** True: the retired machines only; otherwise the stock. */
  retired?: boolean
}

/** What the stock shows: retired, leased, or the state an administrator set. */
const viewState = sql<string>`(case when ${metalMachines.retiredAt} is not null then 'retired' when ${metalMachines.leaseUuid} is not null then 'leased' else ${metalMachines.state} end)`

function machineWhere(f: MachineFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    f.retired ? isNotNull(metalMachines.retiredAt) : isNull(metalMachines.retiredAt),
    has(metalMachines.location, f.location),
    has(viewState, f.state),
    has(metalTypes.name, f.machineType),
    has(metalMachines.serial, f.serial),
    has(metalMachines.hostname, f.hostname),
  ]
  if (!blank(f.search)) {
    const like = contains(f.search.trim())
    parts.push(
      or(
        ilike(metalMachines.hostname, like),
        ilike(metalMachines.serial, like),
        ilike(metalMachines.ipAddress, like),
        ilike(metalTypes.name, like),
        sql`${metalMachines.uuid}::text ilike ${like}`,
        ilike(users.email, like),
      ),
    )
  }
  return and(...parts)
}

const machineColumns = {
  machine: metalMachines,
  typeName: metalTypes.name,
  typeDisplayName: metalTypes.displayName,
  lease: metalLeases,
  ownerEmail: users.email,
}

type Joined = {
  machine: typeof metalMachines.$inferSelect
  typeName: string
  typeDisplayName: string
  lease: typeof metalLeases.$inferSelect | null
  ownerEmail: string | null
}

const machineRow = (r: Joined): AdminMachineRow => ({
  ...r.machine,
  typeName: r.typeName,
  typeDisplayName: r.typeDisplayName,
  lease: r.lease ? { ...r.lease, ownerEmail: r.ownerEmail ?? '' } : null,
})

const joined = (db: DbOrTx) =>
  db
    .select(machineColumns)
    .from(metalMachines)
    .innerJoin(metalTypes, eq(metalTypes.id, metalMachines.typeId))
    .leftJoin(metalLeases, eq(metalLeases.uuid, metalMachines.leaseUuid))
    .leftJoin(users, eq(users.id, metalLeases.userId))

/** A page of machines matching the filter, newest first by default. */
export async function pageMachines(
  db: DbOrTx,
  filter: MachineFilter,
  page: PageQuery,
): Promise<Page<AdminMachineRow>> {
  const where = machineWhere(filter)
  const [total] = await db
    .select({ n: count() })
    .from(metalMachines)
    .innerJoin(metalTypes, eq(metalTypes.id, metalMachines.typeId))
    .leftJoin(metalLeases, eq(metalLeases.uuid, metalMachines.leaseUuid))
    .leftJoin(users, eq(users.id, metalLeases.userId))
    .where(where)
  const rows = await joined(db)
    .where(where)
    .orderBy(
      ...orderOf(
        page,
        {
          created: metalMachines.createdAt,
          hostname: metalMachines.hostname,
          serial: metalMachines.serial,
          location: metalMachines.location,
          state: viewState,
        },
        metalMachines.uuid,
      ),
    )
    .offset(page.offset)
    .limit(page.limit)
  return { total: Number(total?.n ?? 0), items: rows.map(machineRow) }
}

/** One machine (retired too) with its type and lease. */
export async function adminMachineByUuid(db: DbOrTx, uuid: string): Promise<AdminMachineRow | undefined> {
  const [row] = await joined(db).where(eq(metalMachines.uuid, uuid))
  return row && machineRow(row)
}

/** A machine with this host name or serial, if any (they are unique in the stock). */
export async function machineNamed(
  db: DbOrTx,
  by: { hostname?: string; serial?: string },
): Promise<typeof metalMachines.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(metalMachines)
    .where(
      or(
        by.hostname !== undefined ? eq(metalMachines.hostname, by.hostname) : undefined,
        by.serial !== undefined ? eq(metalMachines.serial, by.serial) : undefined,
      ),
    )
    .limit(1)
  return row
}

/** Adds a machine. */
export async function insertMachine(db: DbOrTx, row: typeof metalMachines.$inferInsert): Promise<void> {
  await db.insert(metalMachines).values(row)
}

/** Changes a machine's state or retires it. */
export async function updateMachine(
  db: DbOrTx,
  uuid: string,
  values: Partial<Pick<typeof metalMachines.$inferInsert, 'state' | 'retiredAt'>>,
): Promise<void> {
  await db.update(metalMachines).set(values).where(eq(metalMachines.uuid, uuid))
}

/** Every lease a machine had, newest first, with the customer's e-mail. */
export async function leasesOfMachine(db: DbOrTx, machineUuid: string): Promise<MachineLeaseRow[]> {
  const rows = await db
    .select({ lease: metalLeases, ownerEmail: users.email })
    .from(metalLeases)
    .innerJoin(users, eq(users.id, metalLeases.userId))
    .where(eq(metalLeases.machineUuid, machineUuid))
    .orderBy(desc(metalLeases.createdAt), desc(metalLeases.id))
  return rows.map((r) => ({ ...r.lease, ownerEmail: r.ownerEmail }))
}

/** Per machine type id: machines in stock (not retired) and how many of them a lease holds. */
export async function metalTypeStock(db: DbOrTx): Promise<Map<number, { machines: number; leased: number }>> {
  const rows = await db
    .select({
      typeId: metalMachines.typeId,
      machines: count(),
      leased: sql<number>`count(${metalMachines.leaseUuid})::int`,
    })
    .from(metalMachines)
    .where(isNull(metalMachines.retiredAt))
    .groupBy(metalMachines.typeId)
  return new Map(rows.map((r) => [r.typeId, { machines: Number(r.machines), leased: Number(r.leased) }]))
}

/** A machine type by UUID (retired too). */
export async function metalTypeByUuid(
  db: DbOrTx,
  uuid: string,
): Promise<typeof metalTypes.$inferSelect | undefined> {
  const [row] = await db.select().from(metalTypes).where(eq(metalTypes.uuid, uuid))
  return row
}

/** Changes a machine type. */
export async function updateMetalType(
  db: DbOrTx,
  uuid: string,
  values: Partial<Omit<typeof metalTypes.$inferInsert, 'id' | 'uuid' | 'name'>>,
): Promise<void> {
  const set = defined(values)
  if (Object.keys(set).length === 0) return
  await db.update(metalTypes).set(set).where(eq(metalTypes.uuid, uuid))
}

/** The highest UI position of the machine types (a new one goes last). */
export async function lastMetalTypePosition(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${metalTypes.uiPosition}), 0)::int` })
    .from(metalTypes)
  return Number(row?.n ?? 0)
}

/** Sets the versions of a bare-metal OS image (publish or unpublish one). */
export async function updateMetalImageVersions(
  db: DbOrTx,
  osName: string,
  versions: (typeof images.$inferSelect)['versions'],
): Promise<void> {
  await db
    .update(images)
    .set({ versions })
    .where(and(eq(images.kind, 'metal'), eq(images.osName, osName)))
}

/** How many leases that are not released run each OS. */
export async function leaseCountsByOs(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ osName: metalLeases.osName, n: count() })
    .from(metalLeases)
    .where(ne(metalLeases.status, 'released'))
    .groupBy(metalLeases.osName)
  return new Map(rows.map((r) => [r.osName, Number(r.n)]))
}

/** The machine types in UI order (retired last). */
export function adminMetalTypeRows(db: DbOrTx) {
  return db
    .select()
    .from(metalTypes)
    .orderBy(sql`${metalTypes.retiredAt} is not null`, asc(metalTypes.uiPosition), asc(metalTypes.id))
}
