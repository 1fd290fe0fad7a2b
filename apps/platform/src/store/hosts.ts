/** Queries of hypervisors and the VMs placed on them (issue 13 /hosts; services/hosts.ts has the rules). */
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { hostPools, hosts, vms } from './schema.js'
import { defined } from './defined.js'
import type { DbOrTx } from './store.js'

/** A host row. */
export type HostRow = typeof hosts.$inferSelect

/** A host with its pool and what its live VMs hold. */
export type HostUsageRow = HostRow & {
  location: string
  poolName: string
  cpuAllocationCoefficient: number
  ramAllocationCoefficient: number
  vmCount: number
  vcpuUsed: number
  ramMbUsed: number
}

function usage(db: DbOrTx) {
  return db
    .select({
      hostUuid: vms.hostUuid,
      vmCount: sql<number>`count(*)::int`.as('vm_count'),
      vcpuUsed: sql<number>`coalesce(sum(${vms.vcpu}), 0)::int`.as('vcpu_used'),
      ramMbUsed: sql<number>`coalesce(sum(${vms.memory}), 0)::bigint`.as('ram_mb_used'),
    })
    .from(vms)
    .where(isNull(vms.deletedAt))
    .groupBy(vms.hostUuid)
    .as('usage')
}

function hostsWithUsage(db: DbOrTx) {
  const u = usage(db)
  return db
    .select({
      uuid: hosts.uuid,
      poolUuid: hosts.poolUuid,
      name: hosts.name,
      cpuThreads: hosts.cpuThreads,
      ramMb: hosts.ramMb,
      maintenance: hosts.maintenance,
      createdAt: hosts.createdAt,
      location: hostPools.location,
      poolName: hostPools.name,
      cpuAllocationCoefficient: hostPools.cpuAllocationCoefficient,
      ramAllocationCoefficient: hostPools.ramAllocationCoefficient,
      vmCount: sql<number>`coalesce(${u.vmCount}, 0)`.mapWith(Number),
      vcpuUsed: sql<number>`coalesce(${u.vcpuUsed}, 0)`.mapWith(Number),
      ramMbUsed: sql<number>`coalesce(${u.ramMbUsed}, 0)`.mapWith(Number),
    })
    .from(hosts)
    .innerJoin(hostPools, eq(hostPools.uuid, hosts.poolUuid))
    .leftJoin(u, eq(u.hostUuid, hosts.uuid))
}

/** Every host with its usage, by location, pool and name. */
export function listHostUsage(db: DbOrTx): Promise<HostUsageRow[]> {
  return hostsWithUsage(db).orderBy(asc(hostPools.location), asc(hostPools.name), asc(hosts.name))
}

/** One host with its usage. */
export async function hostUsage(db: DbOrTx, uuid: string): Promise<HostUsageRow | undefined> {
  const [row] = await hostsWithUsage(db).where(eq(hosts.uuid, uuid))
  return row
}

/**
 * Locks the hosts of a pool for a placement (until the transaction ends), so that two creates in the same pool
 * are placed one after the other and cannot both take the last room on a host.
 */
export async function lockPoolHosts(tx: DbOrTx, poolUuid: string): Promise<void> {
  await tx.select({ uuid: hosts.uuid }).from(hosts).where(eq(hosts.poolUuid, poolUuid)).for('update')
}

/** The hosts of a pool with their usage. */
export function poolHostUsage(db: DbOrTx, poolUuid: string): Promise<HostUsageRow[]> {
  return hostsWithUsage(db).where(eq(hosts.poolUuid, poolUuid)).orderBy(asc(hosts.name))
}

/** Adds a host. */
export async function insertHost(
  db: DbOrTx,
  values: { poolUuid: string; name: string; cpuThreads: number; ramMb: number },
): Promise<HostRow> {
  const [row] = await db.insert(hosts).values(values).returning()
  return row!
}

/** The host named `name`, if any. */
export async function hostByName(db: DbOrTx, name: string): Promise<HostRow | undefined> {
  const [row] = await db.select().from(hosts).where(eq(hosts.name, name))
  return row
}

/** Changes a host's name or maintenance mode. */
export async function updateHost(
  db: DbOrTx,
  uuid: string,
  values: { name?: string; maintenance?: boolean },
): Promise<void> {
  const set = defined(values)
  if (Object.keys(set).length > 0) await db.update(hosts).set(set).where(eq(hosts.uuid, uuid))
}

/** How many hosts exist (the seed adds hosts to a platform that has none). */
export async function hostCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(hosts)
  return row!.n
}

/** The live VMs placed on a host, newest first. */
export function vmsOnHost(db: DbOrTx, uuid: string) {
  return db
    .select({
      uuid: vms.uuid,
      name: vms.name,
      status: vms.status,
      vcpu: vms.vcpu,
      memory: vms.memory,
      userId: vms.userId,
      billingAccountId: vms.billingAccountId,
    })
    .from(vms)
    .where(and(eq(vms.hostUuid, uuid), isNull(vms.deletedAt)))
    .orderBy(sql`${vms.createdAt} desc`)
}

/** Places a VM on a host. */
export async function setVmHost(db: DbOrTx, vmUuid: string, hostUuid: string): Promise<void> {
  await db.update(vms).set({ hostUuid }).where(eq(vms.uuid, vmUuid))
}
