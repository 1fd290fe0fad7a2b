/**
 * Virtual machines: reading and rendering (API-NOTES §7.1), lookups with the ownership rule, and the checks a
 * VM request must pass before an operation is submitted (API-NOTES §7.3–7.6).
 */
import { canAccess, visibleTo } from '../access.js'
import type { LocationRow, Principal } from '../http/env.js'
import { WarrenError, noSuchVm } from '../http/errors.js'
import type { DiskRow } from '../store/disks.js'
import type { GuestLimits, HostPoolRow } from '../store/host-pools.js'
import type { ReplicaRow } from '../store/replicas.js'
import type { DbOrTx } from '../store/store.js'
import { loadVmViews, vmViewsOf, visibleVmViews, type VmView, type VmWhere } from '../store/vm-views.js'
import { hostPoolIn, hostPoolsIn, type VmRow } from '../store/vms.js'
import { warrenTime } from './format.js'
import { VM_RANGE_RULES, VM_TEXT_RULES, rangeOf, type TextParameter } from './vm-parameters.js'

export type { DiskRow, HostPoolRow, ReplicaRow, VmRow }

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
 * Warren's VM object (API-NOTES §7.1): `memory` in MB, `billing_account` (not `_id`), `storage[]` with the boot
 * disk first; keys Warren leaves out (`public_ipv4` without a public IP, `license_type` on Linux, `username` when
 * cloud-init defines users) are left out.
 */
function renderVm(vm: VmView) {
  return {
    uuid: vm.uuid,
    id: vm.id,
    name: vm.name,
    hostname: vm.hostname,
    description: vm.description,
    status: vm.deleted ? 'deleted' : vm.status,
    vcpu: vm.vcpu,
    memory: vm.memory,
    os_name: vm.os_name,
    os_version: vm.os_version,
    ...(vm.username ? { username: vm.username } : {}),
    mac: vm.mac,
    private_ipv4: vm.private_ipv4,
    ...(vm.public_ipv4 ? { public_ipv4: vm.public_ipv4 } : {}),
    billing_account: vm.billing_account,
    backup: vm.backup,
    designated_pool_uuid: vm.designated_pool_uuid,
    designated_pool_name: vm.designated_pool_name,
    current_pool_uuid: vm.designated_pool_uuid,
    ...(vm.license_type ? { license_type: vm.license_type } : {}),
    ...(vm.service ? { service: vm.service } : {}),
    tags: null,
    storage: vm.storage as ReturnType<typeof toWarrenStorage>[],
    user_id: vm.user_id,
    created_at: vm.created_at,
    updated_at: vm.updated_at,
  }
}

/**
 * Warren's VM objects (API-NOTES §7.1) of the VMs matching `where`, oldest first (vm/list, billing_resources).
 */
export async function listWarrenVms(db: DbOrTx, where: VmWhere) {
  return (await loadVmViews(db, where, true)).map(renderVm)
}

/**
 * Warren's objects of the live VMs of a location that the caller sees, of one billing account when given
 * (vm/list, billing_resources).
 */
export async function listVisibleWarrenVms(
  db: DbOrTx,
  principal: Principal,
  location: string,
  billingAccountId: number | undefined,
) {
  return (await visibleVmViews(db, location, billingAccountId, (table) => visibleTo(principal, table))).map(
    renderVm,
  )
}

/** Warren's objects of the VMs with these uuids, in this order (a page of the paged list, issue 17). */
export async function warrenVmsInOrder(db: DbOrTx, uuids: string[]) {
  if (uuids.length === 0) return []
  const byUuid = new Map((await vmViewsOf(db, uuids)).map((v) => [v.uuid, v]))
  return uuids.flatMap((uuid) => {
    const view = byUuid.get(uuid)
    return view ? [renderVm(view)] : []
  })
}

/** Warren's object of a VM by uuid, as the database has it now (deleted ones too). */
export async function warrenVmOf(db: DbOrTx, uuid: string) {
  const [vm] = await vmViewsOf(db, [uuid])
  return renderVm(vm!)
}

/** Warren's VM objects (API-NOTES §7.1) of these VM rows, in the same order, as the database has them now. */
export async function toWarrenVms(db: DbOrTx, rows: VmRow[]) {
  if (rows.length === 0) return []
  const views = await vmViewsOf(
    db,
    rows.map((r) => r.uuid),
  )
  const byUuid = new Map(views.map((v) => [v.uuid, v]))
  return rows.map((row) => renderVm(byUuid.get(row.uuid)!))
}

/** One Warren VM object. */
export async function toWarrenVm(db: DbOrTx, row: VmRow) {
  const [vm] = await toWarrenVms(db, [row])
  return vm!
}

/** A Warren VM object. */
export type WarrenVmBody = Awaited<ReturnType<typeof toWarrenVm>>

/** Throws {@link noSuchVm} unless the locked row is a live VM the principal may reach in this location. */
export function assertVm(vm: VmRow, principal: Principal, location: LocationRow): void {
  if (vm.deletedAt || vm.location !== location.slug || !canAccess(principal, vm)) throw noSuchVm(vm.uuid)
}

/**
 * The location's default designated host pool (the first one when none is marked), or undefined when the
 * location has none.
 */
export async function defaultHostPool(db: DbOrTx, location: LocationRow): Promise<HostPoolRow | undefined> {
  const rows = await hostPoolsIn(db, location.slug)
  return rows.find((p) => p.isDefaultDesignated) ?? rows[0]
}

/** The host pool a VM goes to: the one named (in this location) or the location's default designated pool. */
export async function resolveHostPool(
  db: DbOrTx,
  location: LocationRow,
  uuid: string | undefined,
): Promise<HostPoolRow> {
  const pool = uuid ? await hostPoolIn(db, location.slug, uuid) : await defaultHostPool(db, location)
  if (!pool) {
    const message = uuid ? `No such host pool: ${uuid}` : `No host pool in location ${location.slug}`
    throw new WarrenError(400, message, { designated_pool_uuid: message })
  }
  return pool
}

/**
 * Guest limits of the host pool (API-NOTES §7.6: enforce `guest_limits`), plus Windows' minimums: the ranges of
 * {@link VM_RANGE_RULES}, the table `GET /api/parameters/vm` publishes. A 400 names the create field.
 */
export function checkGuestLimits(
  limits: GuestLimits,
  spec: { vcpu?: number; ram?: number; disks?: number; windows?: boolean },
): void {
  for (const parameter of ['vcpu', 'ram', 'disks'] as const) {
    const value = spec[parameter]
    if (value === undefined) continue
    const { min, max } = rangeOf(parameter, limits, spec.windows ?? false)
    if (value < min || value > max) {
      const message = `${VM_RANGE_RULES[parameter].label} must be between ${min} and ${max}`
      throw new WarrenError(400, message, { [parameter]: message })
    }
  }
}

/** Checks a text value against its rule in {@link VM_TEXT_RULES}; the 400 names `field`. */
export function checkVmText(parameter: TextParameter, value: string, field: string = parameter): void {
  const rule = VM_TEXT_RULES[parameter]
  if (!rule.expression.test(value)) throw new WarrenError(400, rule.message, { [field]: rule.message })
}

/** Documented VM password rule (API-NOTES §7.6): ≥8 characters with a lowercase letter, an uppercase letter and a digit. */
export function checkVmPassword(password: string, field = 'password'): void {
  checkVmText('password', password, field)
}

/** Documented username rule (API-NOTES §7.6): 1–30 characters, a letter or `_` first, then letters, digits, `_`, `-`. */
export function checkVmUsername(username: string): void {
  checkVmText('username', username)
}

/** OpenSSH public key lines (API-NOTES §7.6 live regex); the 400 names `field` (`public_key` or `public_keys`). */
export function checkPublicKeys(keys: string[], field: 'public_key' | 'public_keys'): void {
  for (const key of keys) checkVmText(field, key)
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
export { replicaUuidAt as replicaUuid } from '../store/replicas.js'
