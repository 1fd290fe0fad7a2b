/**
 * Hypervisors and placement (issue 13 /hosts, /host_pools; ADMIN-NOTES hosts, host_pools): every VM is placed on
 * a host of its pool when it is made. A host offers `threads × cpu coefficient` vCPUs and `RAM × ram coefficient`
 * MB (the pool's overcommit); every live VM on it holds its vCPUs and RAM, running or stopped (a stopped VM keeps
 * its place, as it must be able to start again). A host in maintenance takes no new VMs.
 */
import type { AdminHost, AdminHostPool, Capacity } from '@cirrus/domain'
import { WarrenError } from '../http/errors.js'
import { listHostUsage, lockPoolHosts, poolHostUsage, type HostUsageRow } from '../store/hosts.js'
import type { HostPoolRow } from '../store/host-pools.js'
import type { DbOrTx } from '../store/store.js'
import { warrenTime } from './format.js'

/** What a host offers and holds. */
export function hostCapacity(host: HostUsageRow): Capacity {
  return {
    vcpu_total: Math.floor(host.cpuThreads * host.cpuAllocationCoefficient),
    vcpu_used: host.vcpuUsed,
    ram_mb_total: Math.floor(host.ramMb * host.ramAllocationCoefficient),
    ram_mb_used: host.ramMbUsed,
  }
}

/** The admin's view of a host. */
export function toAdminHost(host: HostUsageRow): AdminHost {
  return {
    uuid: host.uuid,
    name: host.name,
    location: host.location,
    pool_uuid: host.poolUuid,
    pool_name: host.poolName,
    cpu_threads: host.cpuThreads,
    ram_mb: host.ramMb,
    maintenance: host.maintenance,
    vm_count: host.vmCount,
    capacity: hostCapacity(host),
    created_at: warrenTime(host.createdAt),
  }
}

/** What several hosts offer and hold together (a pool, a location). */
export function sumCapacity(hosts: readonly HostUsageRow[]): Capacity {
  return hosts.map(hostCapacity).reduce<Capacity>(
    (sum, c) => ({
      vcpu_total: sum.vcpu_total + c.vcpu_total,
      vcpu_used: sum.vcpu_used + c.vcpu_used,
      ram_mb_total: sum.ram_mb_total + c.ram_mb_total,
      ram_mb_used: sum.ram_mb_used + c.ram_mb_used,
    }),
    { vcpu_total: 0, vcpu_used: 0, ram_mb_total: 0, ram_mb_used: 0 },
  )
}

/** The admin's view of host pools, with the totals of their hosts. */
export async function adminHostPools(db: DbOrTx, pools: HostPoolRow[]): Promise<AdminHostPool[]> {
  const hosts = await listHostUsage(db)
  return pools.map((pool) => {
    const own = hosts.filter((h) => h.poolUuid === pool.uuid)
    const capacity = sumCapacity(own)
    return {
      uuid: pool.uuid,
      location: pool.location,
      name: pool.name,
      description: pool.description,
      is_default_designated: pool.isDefaultDesignated,
      is_visible: pool.isVisible,
      storage_pool_uuid: pool.storagePoolUuid,
      cpu_allocation_coefficient: pool.cpuAllocationCoefficient,
      ram_allocation_coefficient: pool.ramAllocationCoefficient,
      host_count: own.length,
      hosts_in_maintenance: own.filter((h) => h.maintenance).length,
      vm_count: own.reduce((n, h) => n + h.vmCount, 0),
      capacity,
    }
  })
}

/** The Warren-style answer when no host of the pool has room (the 400 names the pool field of a create). */
export function noCapacity(poolName: string, spec: { vcpu: number; memory: number }): WarrenError {
  const message = `No capacity in host pool ${poolName} for ${spec.vcpu} vCPU and ${spec.memory} MB RAM`
  return new WarrenError(400, message, { designated_pool_uuid: message })
}

/** The host a VM of `spec` goes on: the one with the most free RAM that fits it and is not in maintenance. */
function pickHost(hosts: HostUsageRow[], spec: { vcpu: number; memory: number }): HostUsageRow | undefined {
  const free = (h: HostUsageRow) => hostCapacity(h).ram_mb_total - h.ramMbUsed
  return hosts
    .filter((h) => !h.maintenance)
    .filter((h) => {
      const c = hostCapacity(h)
      return c.vcpu_used + spec.vcpu <= c.vcpu_total && c.ram_mb_used + spec.memory <= c.ram_mb_total
    })
    .sort((a, b) => free(b) - free(a) || a.name.localeCompare(b.name))[0]
}

/** Refuses a create early (before its operation is queued) when the pool has no room for it. */
export async function checkCapacity(
  db: DbOrTx,
  pool: { uuid: string; name: string },
  spec: { vcpu: number; memory: number },
): Promise<void> {
  if (!pickHost(await poolHostUsage(db, pool.uuid), spec)) throw noCapacity(pool.name, spec)
}

/**
 * Places a VM in its pool inside the transaction that creates it: the pool's hosts are locked, so concurrent
 * creates are placed one after the other. Returns the host's uuid; throws {@link noCapacity} when none fits.
 */
export async function placeVm(
  tx: DbOrTx,
  poolUuid: string,
  spec: { vcpu: number; memory: number },
): Promise<string> {
  await lockPoolHosts(tx, poolUuid)
  const hosts = await poolHostUsage(tx, poolUuid)
  const host = pickHost(hosts, spec)
  if (!host) throw noCapacity(hosts[0]?.poolName ?? poolUuid, spec)
  return host.uuid
}
