/** Queries of bare metal: machine types, the stock of machines per location, leases (routes/metal.ts). */
import { and, asc, count, eq, isNull, ne, type SQL } from 'drizzle-orm'
import { metalLeases, metalMachines, metalTypes } from './schema.js'
import type { DbOrTx, Tx } from './store.js'

/** A machine type row. */
export type MetalTypeRow = typeof metalTypes.$inferSelect
/** A machine row. */
export type MetalMachineRow = typeof metalMachines.$inferSelect
/** A lease row. */
export type MetalLeaseRow = typeof metalLeases.$inferSelect
/** A new lease. */
export type NewMetalLease = typeof metalLeases.$inferInsert

/** Every machine type, in UI order. */
export function listMetalTypes(db: DbOrTx): Promise<MetalTypeRow[]> {
  return db.select().from(metalTypes).orderBy(asc(metalTypes.uiPosition), asc(metalTypes.id))
}

/** The machine type called `name`, if any. */
export async function metalTypeByName(db: DbOrTx, name: string): Promise<MetalTypeRow | undefined> {
  const [row] = await db.select().from(metalTypes).where(eq(metalTypes.name, name))
  return row
}

/** A machine that can be leased: not retired, `available` (not in maintenance or broken) and held by no lease. */
const leasable = () =>
  and(isNull(metalMachines.leaseUuid), eq(metalMachines.state, 'available'), isNull(metalMachines.retiredAt))

/** Free machines per type id in a location. */
export async function freeMachineCounts(db: DbOrTx, location: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ typeId: metalMachines.typeId, n: count() })
    .from(metalMachines)
    .where(and(eq(metalMachines.location, location), leasable()))
    .groupBy(metalMachines.typeId)
  return new Map(rows.map((r) => [r.typeId, Number(r.n)]))
}

/** Every machine of a location (an operator's view of the stock, not retired), by host name. */
export function listMachines(db: DbOrTx, location: string): Promise<MetalMachineRow[]> {
  return db
    .select()
    .from(metalMachines)
    .where(and(eq(metalMachines.location, location), isNull(metalMachines.retiredAt)))
    .orderBy(asc(metalMachines.hostname))
}

/**
 * Takes one free machine of the type in the location for `leaseUuid`: the row is locked and skipped by a
 * concurrent create (SKIP LOCKED), so two creates never get the same machine. Undefined when none is free.
 */
export async function takeFreeMachine(
  tx: Tx,
  location: string,
  typeId: number,
  leaseUuid: string,
): Promise<MetalMachineRow | undefined> {
  const [free] = await tx
    .select()
    .from(metalMachines)
    .where(and(eq(metalMachines.location, location), eq(metalMachines.typeId, typeId), leasable()))
    .orderBy(asc(metalMachines.hostname))
    .limit(1)
    .for('update', { skipLocked: true })
  if (!free) return undefined
  await tx.update(metalMachines).set({ leaseUuid }).where(eq(metalMachines.uuid, free.uuid))
  return { ...free, leaseUuid }
}

/** Locks a machine's row for the transaction (an admin change waits for, and is waited for by, a lease). */
export async function lockMachineRow(tx: DbOrTx, uuid: string): Promise<boolean> {
  const rows = await tx
    .select({ uuid: metalMachines.uuid })
    .from(metalMachines)
    .where(eq(metalMachines.uuid, uuid))
    .for('update')
  return rows.length > 0
}

/** Reads a machine. */
export async function machineByUuid(db: DbOrTx, uuid: string): Promise<MetalMachineRow | undefined> {
  const [row] = await db.select().from(metalMachines).where(eq(metalMachines.uuid, uuid))
  return row
}

/** Puts a machine back in stock. */
export async function freeMachine(tx: Tx, machineUuid: string): Promise<void> {
  await tx.update(metalMachines).set({ leaseUuid: null }).where(eq(metalMachines.uuid, machineUuid))
}

/** Inserts machine types (seed). */
export async function insertMetalTypes(
  db: DbOrTx,
  rows: (typeof metalTypes.$inferInsert)[],
): Promise<MetalTypeRow[]> {
  return db.insert(metalTypes).values(rows).returning()
}

/** Inserts machines (seed). */
export async function insertMachines(db: DbOrTx, rows: (typeof metalMachines.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(metalMachines).values(rows)
}

/** How many machine types exist (the seed runs on an empty table only). */
export async function metalTypeCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(metalTypes)
  return Number(row!.n)
}

/** The leases of a location that `visible` lets through and are not released, oldest first. */
export function listLeases(
  db: DbOrTx,
  location: string,
  visible: (table: typeof metalLeases) => SQL | undefined,
): Promise<MetalLeaseRow[]> {
  return db
    .select()
    .from(metalLeases)
    .where(and(eq(metalLeases.location, location), ne(metalLeases.status, 'released'), visible(metalLeases)))
    .orderBy(asc(metalLeases.createdAt), asc(metalLeases.id))
}

/** Inserts a lease. */
export async function insertLease(tx: Tx, row: NewMetalLease): Promise<MetalLeaseRow> {
  const [lease] = await tx.insert(metalLeases).values(row).returning()
  return lease!
}

/** Reads a lease. */
export async function leaseByUuid(db: DbOrTx, uuid: string): Promise<MetalLeaseRow | undefined> {
  const [row] = await db.select().from(metalLeases).where(eq(metalLeases.uuid, uuid))
  return row
}

/** Updates a lease. */
export async function updateLease(
  tx: DbOrTx,
  uuid: string,
  values: Partial<NewMetalLease>,
): Promise<MetalLeaseRow> {
  const [row] = await tx.update(metalLeases).set(values).where(eq(metalLeases.uuid, uuid)).returning()
  return row!
}

/** Clears the busy mark an operation set on leases (when it finishes or fails). */
export async function clearLeaseBusy(tx: Tx, operationId: number): Promise<void> {
  await tx
    .update(metalLeases)
    .set({ busyOperationId: null })
    .where(eq(metalLeases.busyOperationId, operationId))
}
