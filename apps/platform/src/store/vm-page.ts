/**
 * The paged VM list (issue 17, a big account; CONTRACTS.md "Paged VM list"): the uuids of one page of a location's
 * visible VMs, searched, filtered and sorted by the database, with the per-status counts of what matches. The page's
 * Warren objects are then rendered by vm-views.ts from those uuids (services/vm-page.ts), so a page costs the
 * render of its own VMs only, never the account's 10,000.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { disks, floatingIps, replicas, vms } from './schema.js'
import type { DbOrTx } from './store.js'
import { blank, contains } from './admin/paging.js'
import { visibleTo, type Viewer } from './visible.js'

/** What a page is cut from: a location's live VMs the caller sees, narrowed by the search and billing account. */
export type VmPageFilter = {
  location: string
  /** Who asks: the VMs they see (owner, delegated user; a restricted token its billing account's, `visibleTo`). */
  viewer: Viewer
  /** Any of these accounts (the billing-account column filter, issue 18). */
  billingAccountIds?: readonly number[]
  /** Contained in the name, uuid, private or public IP (case-insensitive). */
  search?: string
}

/** The SQL sorts of the page (price is sorted by services/vm-page.ts with the domain's pricing). */
export type VmSqlSort = 'name' | 'status' | 'created'

function baseWhere(f: VmPageFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    eq(vms.location, f.location),
    isNull(vms.deletedAt),
    visibleTo(f.viewer, vms),
    f.billingAccountIds !== undefined ? inArray(vms.billingAccountId, [...f.billingAccountIds]) : undefined,
  ]
  if (!blank(f.search)) {
    const like = contains(f.search.trim())
    parts.push(
      or(
        ilike(vms.name, like),
        sql`${vms.uuid}::text ilike ${like}`,
        ilike(vms.privateIpv4, like),
        sql`exists (select 1 from ${floatingIps} where ${floatingIps.assignedTo} = ${vms.uuid} and ${floatingIps.deletedAt} is null and ${floatingIps.address} ilike ${like})`,
      ),
    )
  }
  return and(...parts)
}

/** The status filter: the status contains the text (case-insensitive), as the table's column filter reads. */
const statusWhere = (status: string | undefined) =>
  blank(status) ? undefined : ilike(vms.status, contains(status.trim()))

/** Live VMs matching the filter, by status (the status filter aside: the counts beside it). */
export async function vmStatusCounts(db: DbOrTx, f: VmPageFilter): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: vms.status, n: count() })
    .from(vms)
    .where(baseWhere(f))
    .groupBy(vms.status)
  return Object.fromEntries(rows.map((r) => [r.status, r.n]))
}

/**
 * The uuids of one page in the asked order: the sort column, then the name and the id (stable pages). Names sort
 * case-insensitively, as people read them.
 */
export async function vmPageUuids(
  db: DbOrTx,
  f: VmPageFilter,
  status: string | undefined,
  sort: { by: VmSqlSort; desc: boolean },
  offset: number,
  limit: number,
): Promise<string[]> {
  const dir = sort.desc ? desc : asc
  const name = sql`lower(${vms.name})`
  const order =
    sort.by === 'name'
      ? [dir(name), dir(vms.id)]
      : sort.by === 'status'
        ? [dir(vms.status), asc(name), asc(vms.id)]
        : [dir(vms.createdAt), dir(vms.id)]
  const rows = await db
    .select({ uuid: vms.uuid })
    .from(vms)
    .where(and(baseWhere(f), statusWhere(status)))
    .orderBy(...order)
    .offset(offset)
    .limit(limit)
  return rows.map((r) => r.uuid)
}

/** What pricing reads of a VM (domain `PricedVm`), with its name for the tie-break and its public IP count. */
export type VmPriceInput = {
  uuid: string
  name: string
  id: number
  vcpu: number
  memory: number
  status: string
  license_type: string | null
  designated_pool_uuid: string | null
  storage: { size: number; primary: boolean; replica: { type: string; size: number }[] }[]
  ips: number
}

/**
 * Every matching VM's pricing inputs (sort by price), as ONE JSON text built by the database (as vm-views.ts does:
 * a row decode per column per VM is what costs on PGlite). Disks and replicas are aggregated once per table.
 */
export async function vmPriceInputs(
  db: DbOrTx,
  f: VmPageFilter,
  status: string | undefined,
): Promise<VmPriceInput[]> {
  const where = and(baseWhere(f), statusWhere(status))
  const result = (await db.execute(sql`with v as (select * from ${vms} where ${where}),
    d as (select * from ${disks} where ${disks.vmUuid} in (select uuid from v)),
    r as (select ${replicas.diskUuid} as disk_uuid,
        json_agg(json_build_object('type', ${replicas.type}, 'size', ${replicas.size})) as list
      from ${replicas} join d on d.uuid = ${replicas.diskUuid} group by ${replicas.diskUuid}),
    s as (select d.vm_uuid, json_agg(json_build_object('size', d.size_gb, 'primary', d.primary,
        'replica', coalesce(r.list, '[]'::json))) as list
      from d left join r on r.disk_uuid = d.uuid group by d.vm_uuid),
    ip as (select ${floatingIps.assignedTo} as vm_uuid, count(*)::int as n from ${floatingIps}
      where ${floatingIps.deletedAt} is null and ${floatingIps.assignedTo} in (select uuid from v)
      group by ${floatingIps.assignedTo})
    select coalesce(json_agg(json_build_object('uuid', v.uuid, 'name', v.name, 'id', v.id, 'vcpu', v.vcpu,
        'memory', v.memory, 'status', v.status, 'license_type', v.license_type,
        'designated_pool_uuid', v.designated_pool_uuid, 'storage', coalesce(s.list, '[]'::json),
        'ips', coalesce(ip.n, 0))), '[]'::json)::text as "vms"
    from v left join s on s.vm_uuid = v.uuid left join ip on ip.vm_uuid = v.uuid`)) as unknown as {
    rows: { vms: string }[]
  }
  return JSON.parse(result.rows[0]!.vms) as VmPriceInput[]
}
