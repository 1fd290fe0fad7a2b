/**
 * Queries of VPC networks (API-NOTES §5): their rows, the addresses their members hold and what they contain.
 *
 * Members of a network: live VMs (`vms.network_uuid`, their `private_ipv4`), VLAN sub-interfaces, load balancers
 * (`private_address`) and managed services (`service_ip`).
 */
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import { loadBalancers, networks, servicePackages, subinterfaces, vms } from './schema.js'
import type { DbOrTx, Tx } from './store.js'

/** A network row. */
export type NetworkRow = typeof networks.$inferSelect

/** Locks a network row (address allocation and delete take this lock), returning it. */
export async function lockNetwork(tx: Tx, uuid: string): Promise<NetworkRow | undefined> {
  const [row] = await tx.select().from(networks).where(eq(networks.uuid, uuid)).for('update')
  return row
}

/** A network by uuid. */
export async function networkByUuid(db: DbOrTx, uuid: string): Promise<NetworkRow | undefined> {
  const [row] = await db.select().from(networks).where(eq(networks.uuid, uuid))
  return row
}

/** The user's default network of a location (the one a VM or service without a network goes into), if it exists. */
export async function defaultNetworkOf(
  db: DbOrTx,
  owner: { userId: number; location: string },
): Promise<NetworkRow | undefined> {
  const [row] = await db
    .select()
    .from(networks)
    .where(
      and(
        eq(networks.userId, owner.userId),
        eq(networks.location, owner.location),
        eq(networks.isDefault, true),
      ),
    )
  return row
}

/** The subnets and VLANs of a user's networks in a location. */
export async function networkSpaceInUse(
  db: DbOrTx,
  userId: number,
  location: string,
): Promise<{ subnet: string; vlanId: number }[]> {
  return db
    .select({ subnet: networks.subnet, vlanId: networks.vlanId })
    .from(networks)
    .where(and(eq(networks.userId, userId), eq(networks.location, location)))
}

/** Every private address in use in a network. */
export async function usedAddresses(db: DbOrTx, networkUuid: string): Promise<Set<string>> {
  const used = new Set<string>()
  const vmRows = await db
    .select({ ip: vms.privateIpv4 })
    .from(vms)
    .where(and(eq(vms.networkUuid, networkUuid), isNull(vms.deletedAt)))
  const subRows = await db
    .select({ ip: subinterfaces.privateIpv4 })
    .from(subinterfaces)
    .innerJoin(vms, eq(vms.uuid, subinterfaces.vmUuid))
    .where(and(eq(subinterfaces.networkUuid, networkUuid), isNull(vms.deletedAt)))
  const lbRows = await db
    .select({ ip: loadBalancers.privateAddress })
    .from(loadBalancers)
    .where(and(eq(loadBalancers.networkUuid, networkUuid), isNull(loadBalancers.deletedAt)))
  const serviceRows = await db
    .select({ ip: servicePackages.serviceIp })
    .from(servicePackages)
    .where(and(eq(servicePackages.networkUuid, networkUuid), isNull(servicePackages.deletedAt)))
  for (const row of [...vmRows, ...subRows, ...lbRows, ...serviceRows]) used.add(row.ip)
  return used
}

/** What each network contains: VM uuids (primary and sub-interface members) and the member count. */
export async function networkMembers(
  db: DbOrTx,
  networkUuids: string[],
): Promise<Map<string, { vmUuids: string[]; count: number }>> {
  const out = new Map<string, { vmUuids: string[]; count: number }>()
  if (networkUuids.length === 0) return out
  for (const uuid of networkUuids) out.set(uuid, { vmUuids: [], count: 0 })
  const add = (network: string | null, vm?: string) => {
    const entry = network ? out.get(network) : undefined
    if (!entry) return
    entry.count++
    if (vm && !entry.vmUuids.includes(vm)) entry.vmUuids.push(vm)
  }
  const vmRows = await db
    .select({ network: vms.networkUuid, vm: vms.uuid })
    .from(vms)
    .where(and(inArray(vms.networkUuid, networkUuids), isNull(vms.deletedAt)))
    .orderBy(vms.id)
  for (const r of vmRows) add(r.network, r.vm)
  const subRows = await db
    .select({ network: subinterfaces.networkUuid, vm: subinterfaces.vmUuid })
    .from(subinterfaces)
    .innerJoin(vms, eq(vms.uuid, subinterfaces.vmUuid))
    .where(and(inArray(subinterfaces.networkUuid, networkUuids), isNull(vms.deletedAt)))
    .orderBy(subinterfaces.createdAt)
  for (const r of subRows) add(r.network, r.vm)
  const lbRows = await db
    .select({ network: loadBalancers.networkUuid })
    .from(loadBalancers)
    .where(and(inArray(loadBalancers.networkUuid, networkUuids), isNull(loadBalancers.deletedAt)))
  for (const r of lbRows) add(r.network)
  const serviceRows = await db
    .select({ network: servicePackages.networkUuid })
    .from(servicePackages)
    .where(and(inArray(servicePackages.networkUuid, networkUuids), isNull(servicePackages.deletedAt)))
  for (const r of serviceRows) add(r.network)
  return out
}

/** The networks of a location that `visible` lets through, oldest first. */
export function listNetworks(
  db: DbOrTx,
  location: string,
  visible: (table: typeof networks) => SQL | undefined,
): Promise<NetworkRow[]> {
  return db
    .select()
    .from(networks)
    .where(and(visible(networks), eq(networks.location, location)))
    .orderBy(asc(networks.createdAt), asc(networks.name))
}

/**
 * Inserts a network as its owner's default in the location, or as a later one when a default exists (the partial
 * unique index on (user, location) where is_default settles a race).
 */
export async function insertNetwork(
  tx: Tx,
  values: Omit<typeof networks.$inferInsert, 'isDefault'>,
): Promise<NetworkRow> {
  const [first] = await tx
    .insert(networks)
    .values({ ...values, isDefault: true })
    .onConflictDoNothing()
    .returning()
  if (first) return first
  const [later] = await tx
    .insert(networks)
    .values({ ...values, isDefault: false })
    .returning()
  return later!
}

/** Updates a network by uuid. */
export async function updateNetwork(
  db: DbOrTx,
  uuid: string,
  values: Partial<typeof networks.$inferInsert>,
): Promise<NetworkRow> {
  const [row] = await db.update(networks).set(values).where(eq(networks.uuid, uuid)).returning()
  return row!
}

/** Makes a network its owner's default in its location (the old default first, for the partial unique index). */
export async function setDefaultNetwork(tx: Tx, row: NetworkRow, now: Date): Promise<NetworkRow> {
  await tx
    .update(networks)
    .set({ isDefault: false, updatedAt: now })
    .where(
      and(eq(networks.userId, row.userId), eq(networks.location, row.location), eq(networks.isDefault, true)),
    )
  return updateNetwork(tx, row.uuid, { isDefault: true, updatedAt: now })
}

/** Deletes a network row. */
export async function deleteNetworkRow(tx: Tx, uuid: string): Promise<void> {
  await tx.delete(networks).where(eq(networks.uuid, uuid))
}

/** Inserts the user's default network of a location unless another request just did (its unique index). */
export async function insertDefaultNetwork(tx: Tx, values: typeof networks.$inferInsert): Promise<void> {
  await tx.insert(networks).values(values).onConflictDoNothing()
}
