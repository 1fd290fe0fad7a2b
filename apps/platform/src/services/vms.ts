/**
 * Virtual machines: reading and rendering (API-NOTES §7.1), lookups with the ownership rule, and the checks a
 * VM request must pass before an operation is submitted (API-NOTES §7.3–7.6).
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { canAccess } from '../access.js'
import type { LocationRow, Principal } from '../http/env.js'
import { WarrenError, noSuchVm } from '../http/errors.js'
import { disks, floatingIps, hostPools, replicas, vms, type GuestLimits } from '../store/schema.js'
import type { DbOrTx } from '../store/store.js'
import { warrenTime } from './format.js'

/** A VM row. */
export type VmRow = typeof vms.$inferSelect
/** A disk row. */
export type DiskRow = typeof disks.$inferSelect
/** A replica row. */
export type ReplicaRow = typeof replicas.$inferSelect
/** A host pool row. */
export type HostPoolRow = typeof hostPools.$inferSelect

/** Warren's Replica object (API-NOTES §7.1). */
export function toWarrenReplica(replica: ReplicaRow, disk: Pick<DiskRow, 'uuid' | 'id'>) {
  return {
    uuid: replica.uuid,
    id: replica.id,
    master_id: disk.id,
    master_uuid: disk.uuid,
    pool: 'default',
    size: replica.size,
    type: replica.type,
    name: replica.name,
    created_at: warrenTime(replica.createdAt),
    updated_at: warrenTime(replica.updatedAt),
  }
}

/** Warren's VMStorage object (API-NOTES §7.1). */
export function toWarrenStorage(disk: DiskRow, diskReplicas: ReplicaRow[]) {
  return {
    uuid: disk.uuid,
    id: disk.id,
    name: disk.device ?? 'vdb',
    size: disk.sizeGb,
    type: 'block',
    pool: 'default',
    primary: disk.primary,
    shared: false,
    replica: diskReplicas.map((r) => toWarrenReplica(r, disk)),
    user_id: disk.userId,
    created_at: warrenTime(disk.createdAt),
    updated_at: warrenTime(disk.updatedAt),
  }
}

/**
 * `column = any($1::uuid[])`: one array parameter instead of `in ($1 … $1000)`, which is much cheaper to parse
 * and bind for long lists (vm/list of 1,000 VMs).
 */
function anyUuid(column: PgColumn, uuids: string[]): SQL {
  return sql`${column} = any(${`{${uuids.join(',')}}`}::uuid[])`
}

/** Everything rendering needs besides the VM rows: disks, replicas, public IPs and pool names. */
async function related(db: DbOrTx, rows: VmRow[]) {
  const uuids = rows.map((r) => r.uuid)
  if (uuids.length === 0)
    return { disksByVm: new Map(), replicasByDisk: new Map(), ipByVm: new Map(), pools: new Map() }
  const [diskRows, ipRows, poolRows] = await Promise.all([
    db.select().from(disks).where(anyUuid(disks.vmUuid, uuids)).orderBy(asc(disks.device)),
    db
      .select({ assignedTo: floatingIps.assignedTo, address: floatingIps.address })
      .from(floatingIps)
      .where(and(anyUuid(floatingIps.assignedTo, uuids), isNull(floatingIps.deletedAt)))
      .orderBy(asc(floatingIps.id)),
    db.select({ uuid: hostPools.uuid, name: hostPools.name }).from(hostPools),
  ])
  const replicaRows = diskRows.length
    ? await db
        .select()
        .from(replicas)
        .where(
          anyUuid(
            replicas.diskUuid,
            diskRows.map((d) => d.uuid),
          ),
        )
        .orderBy(asc(replicas.createdAt), asc(replicas.id))
    : []
  const disksByVm = new Map<string, DiskRow[]>()
  for (const d of diskRows) disksByVm.set(d.vmUuid!, [...(disksByVm.get(d.vmUuid!) ?? []), d])
  const replicasByDisk = new Map<string, ReplicaRow[]>()
  for (const r of replicaRows) replicasByDisk.set(r.diskUuid, [...(replicasByDisk.get(r.diskUuid) ?? []), r])
  const ipByVm = new Map<string, string>()
  for (const ip of ipRows)
    if (ip.assignedTo && !ipByVm.has(ip.assignedTo)) ipByVm.set(ip.assignedTo, ip.address)
  return { disksByVm, replicasByDisk, ipByVm, pools: new Map(poolRows.map((p) => [p.uuid, p.name])) }
}

/**
 * Warren's VM objects (API-NOTES §7.1): `memory` in MB, `billing_account` (not `_id`), `storage[]` with the boot
 * disk first; keys Warren leaves out (`public_ipv4` without a public IP, `license_type` on Linux, `username` when
 * cloud-init defines users) are left out.
 */
export async function toWarrenVms(db: DbOrTx, rows: VmRow[]) {
  const { disksByVm, replicasByDisk, ipByVm, pools } = await related(db, rows)
  return rows.map((vm) => {
    const vmDisks: DiskRow[] = [...(disksByVm.get(vm.uuid) ?? [])].sort(
      (a, b) => Number(b.primary) - Number(a.primary) || (a.device ?? '').localeCompare(b.device ?? ''),
    )
    const publicIp = ipByVm.get(vm.uuid)
    return {
      uuid: vm.uuid,
      id: vm.id,
      name: vm.name,
      hostname: vm.hostname,
      description: vm.description,
      status: vm.deletedAt ? 'deleted' : vm.status,
      vcpu: vm.vcpu,
      memory: vm.memory,
      os_name: vm.osName,
      os_version: vm.osVersion,
      ...(vm.username ? { username: vm.username } : {}),
      mac: vm.mac,
      private_ipv4: vm.privateIpv4,
      ...(publicIp ? { public_ipv4: publicIp } : {}),
      billing_account: vm.billingAccountId,
      backup: vm.backup,
      designated_pool_uuid: vm.designatedPoolUuid,
      designated_pool_name: vm.designatedPoolUuid ? (pools.get(vm.designatedPoolUuid) ?? null) : null,
      current_pool_uuid: vm.designatedPoolUuid,
      ...(vm.licenseType ? { license_type: vm.licenseType } : {}),
      ...(vm.serviceUuid ? { service: vm.serviceUuid } : {}),
      tags: null,
      storage: vmDisks.map((d) => toWarrenStorage(d, replicasByDisk.get(d.uuid) ?? [])),
      user_id: vm.userId,
      created_at: warrenTime(vm.createdAt),
      updated_at: warrenTime(vm.updatedAt),
    }
  })
}

/** One Warren VM object. */
export async function toWarrenVm(db: DbOrTx, row: VmRow) {
  const [vm] = await toWarrenVms(db, [row])
  return vm!
}

/** A Warren VM object. */
export type WarrenVmBody = Awaited<ReturnType<typeof toWarrenVm>>

/**
 * A live VM of this location the principal may reach, or Warren's 400 "No such virtual machine exists" (for a
 * missing, deleted, foreign or other-location VM alike: API-NOTES §7.2, §15).
 */
export async function findVm(
  db: DbOrTx,
  principal: Principal,
  location: LocationRow,
  uuid: string,
): Promise<VmRow> {
  const [vm] = await db.select().from(vms).where(eq(vms.uuid, uuid))
  if (!vm || vm.deletedAt || vm.location !== location.slug || !canAccess(principal, vm)) throw noSuchVm(uuid)
  return vm
}

/** Throws {@link noSuchVm} unless the locked row is a live VM the principal may reach in this location. */
export function assertVm(vm: VmRow, principal: Principal, location: LocationRow): void {
  if (vm.deletedAt || vm.location !== location.slug || !canAccess(principal, vm)) throw noSuchVm(vm.uuid)
}

/** The host pool a VM goes to: the one named (in this location) or the location's default designated pool. */
export async function resolveHostPool(
  db: DbOrTx,
  location: LocationRow,
  uuid: string | undefined,
): Promise<HostPoolRow> {
  const rows = await db.select().from(hostPools).where(eq(hostPools.location, location.slug))
  const pool = uuid ? rows.find((p) => p.uuid === uuid) : (rows.find((p) => p.isDefaultDesignated) ?? rows[0])
  if (!pool) {
    const message = uuid ? `No such host pool: ${uuid}` : `No host pool in location ${location.slug}`
    throw new WarrenError(400, message, { designated_pool_uuid: message })
  }
  return pool
}

function within(field: string, label: string, value: number, range: { min: number; max: number }) {
  if (value < range.min || value > range.max) {
    const message = `${label} must be between ${range.min} and ${range.max}`
    throw new WarrenError(400, message, { [field]: message })
  }
}

/**
 * Guest limits of the host pool (API-NOTES §7.6: enforce `guest_limits`), plus Windows' minimums from the
 * documented sample (2 vCPUs, 1024 MB).
 */
export function checkGuestLimits(
  limits: GuestLimits,
  spec: { vcpu?: number; ram?: number; disk?: number; windows?: boolean },
): void {
  if (spec.vcpu !== undefined) {
    within('vcpu', 'vcpu', spec.vcpu, {
      min: Math.max(limits.cpu.min, spec.windows ? 2 : 0),
      max: limits.cpu.max,
    })
  }
  if (spec.ram !== undefined) {
    within('ram', 'ram (MB)', spec.ram, {
      min: Math.max(limits.ram_mb.min, spec.windows ? 1024 : 0),
      max: limits.ram_mb.max,
    })
  }
  if (spec.disk !== undefined) within('disks', 'Disk size (GB)', spec.disk, limits.disk_gb)
}

/** Documented VM password rule (API-NOTES §7.6): ≥8 characters with a lowercase letter, an uppercase letter and a digit. */
export function checkVmPassword(password: string, field = 'password'): void {
  if (password.length < 8 || !/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    const message =
      'Password must be at least 8 characters with a lowercase letter, an uppercase letter and a digit'
    throw new WarrenError(400, message, { [field]: message })
  }
}

/** Documented username rule (API-NOTES §7.6): 1–30 characters, a letter or `_` first, then letters, digits, `_`, `-`. */
export function checkVmUsername(username: string): void {
  if (!/^[A-Za-z_][A-Za-z0-9_-]{0,29}$/.test(username)) {
    const message = 'Username must be 1-30 characters: a letter or _ first, then letters, digits, _ or -'
    throw new WarrenError(400, message, { username: message })
  }
}

const SSH_KEY =
  /^(ssh-rsa|ssh-dss|ssh-dsa|ssh-ecdsa|ssh-ed25519|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com|sk-ecdsa-sha2-nistp256@openssh\.com) [A-Za-z0-9+/=]+( .*)?$/

/** OpenSSH public key lines (API-NOTES §7.6 live regex). */
export function checkPublicKeys(keys: string[], field: string): void {
  for (const key of keys) {
    if (!SSH_KEY.test(key.trim())) {
      const message = 'Invalid SSH public key'
      throw new WarrenError(400, message, { [field]: message })
    }
  }
}

/** True when cloud-init user-data defines `users` (then the username is not echoed, API-NOTES §7.1, §7.3). */
export function cloudInitDefinesUsers(cloudInit: string | undefined): boolean {
  if (!cloudInit) return false
  try {
    const parsed: unknown = JSON.parse(cloudInit)
    return typeof parsed === 'object' && parsed !== null && 'users' in parsed
  } catch {
    return /^users\s*:/m.test(cloudInit)
  }
}

/** A hostname from a VM name: lowercase letters, digits and hyphens. */
export function hostnameOf(name: string): string {
  const host = name
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return host.slice(0, 63) || 'vm'
}

/** The next free guest device name (vdb, vdc, …) among a VM's disks. */
export function nextDevice(taken: (string | null)[]): string {
  for (let c = 'b'.charCodeAt(0); c <= 'z'.charCodeAt(0); c++) {
    const name = `vd${String.fromCharCode(c)}`
    if (!taken.includes(name)) return name
  }
  throw new WarrenError(400, 'The virtual machine has no free disk slot')
}

/** A replica uuid: the master uuid and a `YYYY-MM-DD-HH-MM-SS` UTC timestamp (API-NOTES §7.1). */
export function replicaUuid(masterUuid: string, at: Date): string {
  return `${masterUuid}-${at.toISOString().slice(0, 19).replace(/[T:]/g, '-')}`
}

/** Live VMs of a principal in a location (list rule of access.ts), optionally of one billing account. */
export function liveVmsCondition(location: string) {
  return and(eq(vms.location, location), isNull(vms.deletedAt))
}
