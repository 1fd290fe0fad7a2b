/** Queries of floating IPs (API-NOTES §4), addressed by `address`. */
import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm'
import { floatingIps } from './schema.js'
import type { DbOrTx, Tx } from './store.js'

/** A floating IP row. */
export type FloatingIpRow = typeof floatingIps.$inferSelect

/** The live floating IPs matching `where`, by id. */
export function floatingIpsWhere(db: DbOrTx, where: SQL | undefined): Promise<FloatingIpRow[]> {
  return db
    .select()
    .from(floatingIps)
    .where(and(where, isNull(floatingIps.deletedAt)))
    .orderBy(asc(floatingIps.id))
}

/**
 * The live floating IPs of a location that `visible` lets through, optionally of one billing account or assigned
 * to one VM, by id.
 */
export function listFloatingIps(
  db: DbOrTx,
  location: string,
  visible: (table: typeof floatingIps) => SQL | undefined,
  filter: { billingAccountId?: number; vmUuid?: string } = {},
): Promise<FloatingIpRow[]> {
  return floatingIpsWhere(
    db,
    and(
      visible(floatingIps),
      eq(floatingIps.location, location),
      filter.billingAccountId !== undefined
        ? eq(floatingIps.billingAccountId, filter.billingAccountId)
        : undefined,
      filter.vmUuid !== undefined
        ? and(
            eq(floatingIps.assignedTo, filter.vmUuid),
            eq(floatingIps.assignedToResourceType, 'virtual_machine'),
          )
        : undefined,
    ),
  )
}

/** The next floating IP id (its address follows from it). */
export async function nextFloatingIpId(tx: Tx): Promise<number> {
  const rows = await tx.execute(sql`select nextval(pg_get_serial_sequence('floating_ips', 'id'))::int as id`)
  return Number((rows as unknown as { rows: { id: number }[] }).rows[0]!.id)
}

/** Inserts a floating IP. */
export async function insertFloatingIp(
  tx: Tx,
  values: typeof floatingIps.$inferInsert,
): Promise<FloatingIpRow> {
  const [row] = await tx.insert(floatingIps).values(values).returning()
  return row!
}

/** Updates one floating IP by id. */
export async function updateFloatingIp(
  db: DbOrTx,
  id: number,
  values: Partial<typeof floatingIps.$inferInsert>,
): Promise<FloatingIpRow> {
  const [row] = await db.update(floatingIps).set(values).where(eq(floatingIps.id, id)).returning()
  return row!
}

/** The live floating IP, other than `exceptId`, assigned to this private address of `target`. */
export async function floatingIpOn(
  db: DbOrTx,
  target: string,
  privateIp: string,
  exceptId: number,
): Promise<FloatingIpRow | undefined> {
  const [row] = await floatingIpsWhere(
    db,
    and(
      eq(floatingIps.assignedTo, target),
      eq(floatingIps.assignedToPrivateIp, privateIp),
      ne(floatingIps.id, exceptId),
    ),
  )
  return row
}

/**
 * THE unassignment: clears the assignment of the live floating IPs assigned to a resource (only the one on
 * `privateIp` when given) or of one IP by id. The addresses stay, unassigned since `now` (billed at the unassigned
 * rate, API-NOTES §4). Returns the updated rows.
 */
export function unassignFloatingIps(
  db: DbOrTx,
  which: { assignedTo: string; privateIp?: string } | { id: number },
  now: Date,
): Promise<FloatingIpRow[]> {
  const where =
    'id' in which
      ? eq(floatingIps.id, which.id)
      : and(
          eq(floatingIps.assignedTo, which.assignedTo),
          which.privateIp !== undefined ? eq(floatingIps.assignedToPrivateIp, which.privateIp) : undefined,
        )
  return db
    .update(floatingIps)
    .set({
      assignedTo: null,
      assignedToResourceType: null,
      assignedToPrivateIp: null,
      unassignedAt: now,
      updatedAt: now,
    })
    .where(and(where, isNull(floatingIps.deletedAt)))
    .returning()
}

/**
 * The floating IP a VM's `public_ipv4` shows — its oldest live one, the same rule as the `ip` step of the VM
 * render query — locked for the caller's transaction (the deprecated `vm/ip/public` calls, API-NOTES §7.4).
 */
export async function lockPublicIpOf(tx: Tx, vmUuid: string): Promise<FloatingIpRow | undefined> {
  const [ip] = await tx
    .select()
    .from(floatingIps)
    .where(and(eq(floatingIps.assignedTo, vmUuid), isNull(floatingIps.deletedAt)))
    .orderBy(asc(floatingIps.id))
    .limit(1)
    .for('update')
  return ip
}

/** True when a live floating IP is assigned to `resourceUuid`. */
export async function hasFloatingIp(db: DbOrTx, resourceUuid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: floatingIps.id })
    .from(floatingIps)
    .where(and(eq(floatingIps.assignedTo, resourceUuid), isNull(floatingIps.deletedAt)))
    .limit(1)
  return row !== undefined
}
