/**
 * The VM render query (API-NOTES §7.1): every VM matching a condition with its disks, replicas, public IP and
 * pool name, built by the database as ONE JSON array (services/vms.ts renders Warren's objects from it).
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import { PgTransaction, type PgColumn } from 'drizzle-orm/pg-core'
import { disks, floatingIps, hostPools, replicas, vms } from './schema.js'
import type { DbOrTx, Tx } from './store.js'

/** A condition on `vms` (undefined: every VM). */
export type VmWhere = SQL | undefined

/**
 * `column = any($1::uuid[])`: one array parameter instead of `in ($1 … $1000)`, which is much cheaper to parse
 * and bind for long lists (vm/list of 1,000 VMs).
 */
function anyUuid(column: PgColumn, uuids: string[]): SQL {
  return sql`${column} = any(${`{${uuids.join(',')}}`}::uuid[])`
}

/** A VM as the rendering query returns it: its columns, its public IP, its pool's name and its final `storage`. */
export type VmView = {
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
  /** Warren's VMStorage objects, in services/vms.ts `toWarrenStorage`'s shape. */
  storage: unknown[]
  public_ipv4: string | null
  user_id: number
  created_at: string
  updated_at: string
}

/**
 * Runs `fn` in a transaction (a savepoint inside a caller's) with nested-loop joins switched off, and puts the
 * setting back after: list statements get hash joins whatever the planner statistics say (see loadVmViews).
 * One statement reads the setting and switches it off (`set_config(…, true)`: local to the transaction, undone by
 * its COMMIT); only inside a caller's transaction, where it would outlive the savepoint, a second puts it back
 * (issue 17: two statements fewer per list than a read, a set and a reset).
 */
export async function withoutNestedLoops<T>(db: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const nested = db instanceof PgTransaction
  return db.transaction(async (tx) => {
    const before = (await tx.execute(
      sql`select current_setting('enable_nestloop') as v, set_config('enable_nestloop', 'off', true)`,
    )) as unknown as { rows: { v: string }[] }
    const result = await fn(tx)
    if (nested) await tx.execute(sql`select set_config('enable_nestloop', ${before.rows[0]!.v}, true)`)
    return result
  })
}

/** The statement of {@link loadVmViews} (exported for bench/stale-stats.ts's EXPLAIN). */
export function vmViewsQuery(where: VmWhere): SQL {
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
 * keys), in the key order of services/vms.ts `toWarrenStorage` and `toWarrenReplica`; times are
 * `YYYY-MM-DD HH:MM:SS` UTC like services/format.ts `warrenTime`. Disks: the boot disk first, then by device (API-NOTES §7.1); replicas by age; the
 * public IP is the VM's oldest live floating IP. `status` and the optional keys are left to services/vms.ts `renderVm`.
 *
 * `hashJoins` (lists): the plan must not depend on planner statistics (issue 9, adversarial item 9). PGlite has no
 * autovacuum, so between two ANALYZE runs a grown table still looks empty; the planner then joined these
 * aggregates with nested loops and join filters — every VM against every disk, replica and IP, quadratic: 15 s
 * for vm/list of 857 VMs. Nested loops are switched off for this one statement (hash joins: linear whatever the
 * statistics). A single VM's render keeps them: there an index lookup per table is the right plan.
 * bench/stale-stats.ts measures it.
 */
export async function loadVmViews(db: DbOrTx, where: VmWhere, hashJoins = false): Promise<VmView[]> {
  const query = vmViewsQuery(where)
  const read = async (q: DbOrTx) => (await q.execute(query)) as unknown as { rows: { vms: string }[] }
  const result = hashJoins ? await withoutNestedLoops(db, read) : await read(db)
  return JSON.parse(result.rows[0]!.vms) as VmView[]
}

/** The views of the VMs with these uuids (deleted ones too), in no particular order. */
export function vmViewsOf(db: DbOrTx, uuids: string[]): Promise<VmView[]> {
  return loadVmViews(db, anyUuid(vms.uuid, uuids))
}

/**
 * The views of the live VMs of a location that `visible` lets through, of one billing account when given,
 * oldest first (lists: hash joins).
 */
export function visibleVmViews(
  db: DbOrTx,
  location: string,
  billingAccountId: number | undefined,
  visible: (table: typeof vms) => SQL | undefined,
): Promise<VmView[]> {
  return loadVmViews(
    db,
    and(
      eq(vms.location, location),
      billingAccountId !== undefined ? eq(vms.billingAccountId, billingAccountId) : undefined,
      isNull(vms.deletedAt),
      visible(vms),
    ),
    true,
  )
}
