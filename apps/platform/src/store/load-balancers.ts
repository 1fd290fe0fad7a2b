/** Queries of load balancers (API-NOTES §8); their rules and targets are columns of the row. */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { floatingIps, loadBalancers, type ForwardingRuleRow, type LoadBalancerTargetRow } from './schema.js'
import type { DbOrTx } from './store.js'

export type { ForwardingRuleRow, LoadBalancerTargetRow }

/** A load balancer row. */
export type LoadBalancerRow = typeof loadBalancers.$inferSelect

/** The balancers of a location that `visible` lets through (deleted ones too with `withDeleted`), oldest first. */
export function listLoadBalancers(
  db: DbOrTx,
  location: string,
  withDeleted: boolean,
  visible: (table: typeof loadBalancers) => SQL | undefined,
): Promise<LoadBalancerRow[]> {
  return db
    .select()
    .from(loadBalancers)
    .where(
      and(
        visible(loadBalancers),
        eq(loadBalancers.location, location),
        withDeleted ? undefined : isNull(loadBalancers.deletedAt),
      ),
    )
    .orderBy(asc(loadBalancers.createdAt), asc(loadBalancers.displayName))
}

/** The public address of each of these balancers that has one (its oldest live floating IP). */
export async function balancerPublicAddresses(db: DbOrTx, uuids: string[]): Promise<Map<string, string>> {
  const ips = uuids.length
    ? await db
        .select({ assignedTo: floatingIps.assignedTo, address: floatingIps.address })
        .from(floatingIps)
        .where(and(inArray(floatingIps.assignedTo, uuids), isNull(floatingIps.deletedAt)))
        .orderBy(asc(floatingIps.id))
    : []
  const publicIp = new Map<string, string>()
  for (const ip of ips)
    if (ip.assignedTo && !publicIp.has(ip.assignedTo)) publicIp.set(ip.assignedTo, ip.address)
  return publicIp
}

/** Inserts a load balancer. */
export async function insertLoadBalancer(
  db: DbOrTx,
  values: typeof loadBalancers.$inferInsert,
): Promise<LoadBalancerRow> {
  const [row] = await db.insert(loadBalancers).values(values).returning()
  return row!
}

/** Updates a load balancer by uuid. */
export async function updateLoadBalancer(
  db: DbOrTx,
  uuid: string,
  values: Partial<typeof loadBalancers.$inferInsert>,
): Promise<LoadBalancerRow> {
  const [row] = await db.update(loadBalancers).set(values).where(eq(loadBalancers.uuid, uuid)).returning()
  return row!
}

/**
 * Takes a deleted VM out of the targets of every live balancer that has it, so no balancer keeps sending to an
 * address that is gone (the VM's firewall links and sub-interfaces go the same way).
 */
export async function dropTargetEverywhere(db: DbOrTx, vmUuid: string, now: Date): Promise<void> {
  const containing = JSON.stringify([{ target_uuid: vmUuid }])
  const rows = await db
    .select()
    .from(loadBalancers)
    .where(and(isNull(loadBalancers.deletedAt), sql`${loadBalancers.targets} @> ${containing}::jsonb`))
  for (const row of rows) {
    await db
      .update(loadBalancers)
      .set({ targets: row.targets.filter((t) => t.target_uuid !== vmUuid), updatedAt: now })
      .where(eq(loadBalancers.uuid, row.uuid))
  }
}
