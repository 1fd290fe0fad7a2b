/**
 * Virtual machines: reading and rendering (API-NOTES §7.1), lookups with the ownership rule, and the checks a
 * VM request must pass before an operation is submitted (API-NOTES §7.3–7.6).
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { canAccess, visibleTo } from '../access.js'
import type { LocationRow, Principal } from '../http/env.js'
import { WarrenError, noSuchVm } from '../http/errors.js'
import { disks, floatingIps, hostPools, replicas, vms, type GuestLimits } from '../store/schema.js'
import type { DbOrTx, Tx } from '../store/store.js'
import { hostPoolIn, hostPoolsIn } from '../store/vms.js'
import { warrenTime } from './format.js'
import { VM_RANGE_RULES, VM_TEXT_RULES, rangeOf, type TextParameter } from './vm-parameters.js'

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

/** A VM as the rendering query returns it: its columns, its public IP, its pool's name and its final `storage`. */
type VmView = {
  uuid: string
  id: number
  name: string
  hostname: string
  description: string
  status: string
  deleted: boolean
  vcpu: number
  memory: number
  os_name: string
  os_version: string
  username: string | null
  mac: string
  private_ipv4: string
  billing_account: number
  backup: boolean
  designated_pool_uuid: string | null
  designated_pool_name: string | null
  license_type: string | null
  service: string | null
  storage: ReturnType<typeof toWarrenStorage>[]
  public_ipv4: string | null
  user_id: number
  created_at: string
  updated_at: string
}

/**
 * Runs `fn` in a transaction (a savepoint inside a caller's) with nested-loop joins switched off, and puts the
 * setting back after: list statements get hash joins whatever the planner statistics say (see loadVmViews).
 */
export async function withoutNestedLoops<T>(db: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const before = (await tx.execute(sql`select current_setting('enable_nestloop') as v`)) as unknown as {
      rows: { v: string }[]
    }
    await tx.execute(sql`select set_config('enable_nestloop', 'off', true)`)
    const result = await fn(tx)
    await tx.execute(sql`select set_config('enable_nestloop', ${before.rows[0]!.v}, true)`)
    return result
  })
}

/** The statement of {@link loadVmViews} (exported for bench/stale-stats.ts's EXPLAIN). */
export function vmViewsQuery(where: SQL | undefined): SQL {
  const time = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`
  return sql`with v as (select * from ${vms}${where ? sql` where ${where}` : sql``}),
    d as (select * from ${disks} where ${disks.vmUuid} in (select uuid from v)),
    r as (select ${replicas.diskUuid} as disk_uuid, json_agg(json_build_object(
        'uuid', ${replicas.uuid}, 'id', ${replicas.id}, 'master_id', d.id, 'master_uuid', d.uuid,
        'pool', 'default', 'size', ${replicas.size}, 'type', ${replicas.type}, 'name', ${replicas.name},
        'created_at', ${time(sql`${replicas.createdAt}`)}, 'updated_at', ${time(sql`${replicas.updatedAt}`)})
        order by ${replicas.createdAt}, ${replicas.id}) as list
      from ${replicas} join d on d.uuid = ${replicas.diskUuid} group by ${replicas.diskUuid}),
    s as (select d.vm_uuid, json_agg(json_build_object(
        'uuid', d.uuid, 'id', d.id, 'name', coalesce(d.device, 'vdb'), 'size', d.size_gb,
        'type', 'block', 'pool', 'default', 'primary', d.primary, 'shared', false,
        'replica', coalesce(r.list, '[]'::json), 'user_id', d.user_id,
        'created_at', ${time(sql`d.created_at`)}, 'updated_at', ${time(sql`d.updated_at`)})
        order by d.primary desc, coalesce(d.device, '') collate "C", d.id) as list
      from d left join r on r.disk_uuid = d.uuid group by d.vm_uuid),
    ip as (select distinct on (${floatingIps.assignedTo}) ${floatingIps.assignedTo} as vm_uuid,
        ${floatingIps.address} as address
      from ${floatingIps}
      where ${floatingIps.deletedAt} is null and ${floatingIps.assignedTo} in (select uuid from v)
      order by ${floatingIps.assignedTo}, ${floatingIps.id})
    select coalesce(json_agg(json_build_object(
        'uuid', v.uuid, 'id', v.id, 'name', v.name, 'hostname', v.hostname, 'description', v.description,
        'status', v.status, 'deleted', v.deleted_at is not null, 'vcpu', v.vcpu, 'memory', v.memory,
        'os_name', v.os_name, 'os_version', v.os_version, 'username', v.username, 'mac', v.mac,
        'private_ipv4', v.private_ipv4, 'billing_account', v.billing_account_id, 'backup', v.backup,
        'designated_pool_uuid', v.designated_pool_uuid, 'designated_pool_name', hp.name,
        'license_type', v.license_type, 'service', v.service_uuid, 'storage', coalesce(s.list, '[]'::json),
        'public_ipv4', ip.address, 'user_id', v.user_id,
        'created_at', ${time(sql`v.created_at`)}, 'updated_at', ${time(sql`v.updated_at`)})
        order by v.created_at, v.id), '[]'::json)::text as "vms"
    from v
      left join s on s.vm_uuid = v.uuid
      left join ip on ip.vm_uuid = v.uuid
      left join ${hostPools} hp on hp.uuid = v.designated_pool_uuid`
}

/**
 * The VMs matching `where` (a condition on `vms`) with everything their Warren object needs (disks, replicas,
 * public IP, pool name), read in ONE statement that returns ONE text value: a JSON array.
 *
 * Why: reading 1,000 VMs and their disks as rows cost the driver a decode per column per row (on PGlite most of
 * vm/list's time, far more than the query itself), and four statements per render. Here the database builds the
 * array and Node parses one string. Related rows are aggregated once per table and joined (cheaper than a
 * correlated subquery per VM). VMStorage and Replica objects are built complete in SQL (they have no optional
 * keys), in the key order of {@link toWarrenStorage} and {@link toWarrenReplica}; times are `YYYY-MM-DD HH:MM:SS`
 * UTC like {@link warrenTime}. Disks: the boot disk first, then by device (API-NOTES §7.1); replicas by age; the
 * public IP is the VM's oldest live floating IP. `status` and the optional keys are left to {@link renderVm}.
 *
 * `hashJoins` (lists): the plan must not depend on planner statistics (issue 9, adversarial item 9). PGlite has no
 * autovacuum, so between two ANALYZE runs a grown table still looks empty; the planner then joined these
 * aggregates with nested loops and join filters — every VM against every disk, replica and IP, quadratic: 15 s
 * for vm/list of 857 VMs. Nested loops are switched off for this one statement (hash joins: linear whatever the
 * statistics). A single VM's render keeps them: there an index lookup per table is the right plan.
 * bench/stale-stats.ts measures it.
 */
async function loadVmViews(db: DbOrTx, where: SQL | undefined, hashJoins = false): Promise<VmView[]> {
  const query = vmViewsQuery(where)
  const read = async (q: DbOrTx) => (await q.execute(query)) as unknown as { rows: { vms: string }[] }
  const result = hashJoins ? await withoutNestedLoops(db, read) : await read(db)
  return JSON.parse(result.rows[0]!.vms) as VmView[]
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
    storage: vm.storage,
    user_id: vm.user_id,
    created_at: vm.created_at,
    updated_at: vm.updated_at,
  }
}

/**
 * Warren's VM objects (API-NOTES §7.1) of the VMs matching `where`, oldest first (vm/list, billing_resources).
 */
export async function listWarrenVms(db: DbOrTx, where: SQL | undefined) {
  return (await loadVmViews(db, where, true)).map(renderVm)
}

/**
 * Warren's objects of the live VMs of a location that the caller sees, of one billing account when given
 * (vm/list, billing_resources).
 */
export function listVisibleWarrenVms(
  db: DbOrTx,
  principal: Principal,
  location: string,
  billingAccountId: number | undefined,
) {
  return listWarrenVms(
    db,
    and(
      and(
        eq(vms.location, location),
        billingAccountId !== undefined ? eq(vms.billingAccountId, billingAccountId) : undefined,
      ),
      isNull(vms.deletedAt),
      visibleTo(principal, vms),
    ),
  )
}

/** Warren's object of a VM by uuid, as the database has it now (deleted ones too). */
export async function warrenVmOf(db: DbOrTx, uuid: string) {
  const [vm] = await listWarrenVms(db, eq(vms.uuid, uuid))
  return vm!
}

/** Warren's VM objects (API-NOTES §7.1) of these VM rows, in the same order, as the database has them now. */
export async function toWarrenVms(db: DbOrTx, rows: VmRow[]) {
  if (rows.length === 0) return []
  const byUuid = new Map(
    (
      await loadVmViews(
        db,
        anyUuid(
          vms.uuid,
          rows.map((r) => r.uuid),
        ),
      )
    ).map((v) => [v.uuid, v]),
  )
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

/** Live VMs of a principal in a location (list rule of access.ts), optionally of one billing account. */
export function liveVmsCondition(location: string) {
  return and(eq(vms.location, location), isNull(vms.deletedAt))
}
