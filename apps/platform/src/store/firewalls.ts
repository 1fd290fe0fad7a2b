/** Queries of firewalls and their VM links (API-NOTES §6). */
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import { firewallVms, firewalls, vms, type FirewallRuleRow } from './schema.js'
import type { DbOrTx } from './store.js'

/** A firewall row. */
export type { FirewallRuleRow }

export type FirewallRow = typeof firewalls.$inferSelect

/** The firewalls of a location that `visible` lets through, oldest first. */
export function listFirewalls(
  db: DbOrTx,
  location: string,
  visible: (table: typeof firewalls) => SQL | undefined,
): Promise<FirewallRow[]> {
  return db
    .select()
    .from(firewalls)
    .where(and(visible(firewalls), eq(firewalls.location, location)))
    .orderBy(asc(firewalls.createdAt), asc(firewalls.displayName))
}

/** Inserts a firewall. */
export async function insertFirewall(
  db: DbOrTx,
  values: typeof firewalls.$inferInsert,
): Promise<FirewallRow> {
  const [row] = await db.insert(firewalls).values(values).returning()
  return row!
}

/** A firewall by uuid, locked for update (inside a transaction). */
export async function lockFirewall(db: DbOrTx, uuid: string): Promise<FirewallRow> {
  const [row] = await db.select().from(firewalls).where(eq(firewalls.uuid, uuid)).for('update')
  return row!
}

/** Updates a firewall by uuid. */
export async function updateFirewall(
  db: DbOrTx,
  uuid: string,
  values: Partial<typeof firewalls.$inferInsert>,
): Promise<FirewallRow> {
  const [row] = await db.update(firewalls).set(values).where(eq(firewalls.uuid, uuid)).returning()
  return row!
}

/** Deletes a firewall; its VM links go with it (foreign key cascade). */
export async function deleteFirewall(db: DbOrTx, uuid: string): Promise<void> {
  await db.delete(firewalls).where(eq(firewalls.uuid, uuid))
}

/** The (firewall, VM) links of these firewalls to live VMs, oldest link first. */
export async function firewallLinks(
  db: DbOrTx,
  firewallUuids: string[],
): Promise<{ firewall: string; vm: string }[]> {
  if (firewallUuids.length === 0) return []
  return db
    .select({ firewall: firewallVms.firewallUuid, vm: firewallVms.vmUuid })
    .from(firewallVms)
    .innerJoin(vms, eq(vms.uuid, firewallVms.vmUuid))
    .where(and(inArray(firewallVms.firewallUuid, firewallUuids), isNull(vms.deletedAt)))
    .orderBy(asc(firewallVms.createdAt), asc(firewallVms.vmUuid))
}

/** Links a VM to a firewall (an existing link stays as it is). */
export async function linkFirewallVm(
  db: DbOrTx,
  firewallUuid: string,
  vmUuid: string,
  at: Date,
): Promise<void> {
  await db.insert(firewallVms).values({ firewallUuid, vmUuid, createdAt: at }).onConflictDoNothing()
}

/** Unlinks a VM from a firewall (no link is no error). */
export async function unlinkFirewallVm(db: DbOrTx, firewallUuid: string, vmUuid: string): Promise<void> {
  await db
    .delete(firewallVms)
    .where(and(eq(firewallVms.firewallUuid, firewallUuid), eq(firewallVms.vmUuid, vmUuid)))
}

/** Takes a VM out of every firewall (the VM is being deleted). */
export async function unlinkVmFromFirewalls(db: DbOrTx, vmUuid: string): Promise<void> {
  await db.delete(firewallVms).where(eq(firewallVms.vmUuid, vmUuid))
}
