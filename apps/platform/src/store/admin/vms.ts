/** The admin read side of VMs: every VM of every user, searched, filtered, sorted and paged. */
import { and, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import { floatingIps, hosts, users, vms } from '../schema.js'
import type { DbOrTx } from '../store.js'
import { type Page, type PageQuery, has, contains, blank, orderOf } from './paging.js'

// ---------------------------------------------------------------------------------------------------------
// Virtual machines

/** A VM with its owner's e-mail, public IP and the pool of the host it is on (`currentPoolUuid`, SPEC §3). */
export type AdminVmRow = typeof vms.$inferSelect & {
  ownerEmail: string
  publicIpv4: string | null
  currentPoolUuid: string | null
}

export type VmFilter = {
  /** Name, UUID, private or public IP, or the owner's e-mail (part of it). */
  search?: string
  /** Column filters: the status, location, owner's e-mail and name contain the text. */
  status?: string
  location?: string
  owner?: string
  name?: string
  userId?: number
  billingAccountId?: number
}

const publicIp = sql<
  string | null
>`(select ${floatingIps.address} from ${floatingIps} where ${floatingIps.assignedTo} = ${vms.uuid} and ${floatingIps.deletedAt} is null limit 1)`

function vmWhere({
  search,
  status,
  location,
  owner,
  name,
  userId,
  billingAccountId,
}: VmFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    isNull(vms.deletedAt),
    has(vms.status, status),
    has(vms.location, location),
    has(users.email, owner),
    has(vms.name, name),
  ]
  if (!blank(search)) {
    const like = contains(search.trim())
    parts.push(
      or(
        ilike(vms.name, like),
        sql`${vms.uuid}::text ilike ${like}`,
        ilike(vms.privateIpv4, like),
        ilike(users.email, like),
        sql`exists (select 1 from ${floatingIps} where ${floatingIps.assignedTo} = ${vms.uuid} and ${floatingIps.deletedAt} is null and ${floatingIps.address} ilike ${like})`,
      ),
    )
  }
  if (userId !== undefined) parts.push(eq(vms.userId, userId))
  if (billingAccountId !== undefined) parts.push(eq(vms.billingAccountId, billingAccountId))
  return and(...parts)
}

/** The pool of the host the VM is on: where it runs now, which a move changes once it is placed there. */
const currentPool = sql<
  string | null
>`(select ${hosts.poolUuid} from ${hosts} where ${hosts.uuid} = ${vms.hostUuid})`

const vmColumns = { vm: vms, ownerEmail: users.email, publicIpv4: publicIp, currentPoolUuid: currentPool }
const vmRow = (r: {
  vm: typeof vms.$inferSelect
  ownerEmail: string
  publicIpv4: string | null
  currentPoolUuid: string | null
}): AdminVmRow => ({
  ...r.vm,
  ownerEmail: r.ownerEmail,
  publicIpv4: r.publicIpv4,
  currentPoolUuid: r.currentPoolUuid,
})

/** VMs (not deleted) of every user matching the filter, with owner e-mail and public IP, newest first by default. */
export async function pageVms(db: DbOrTx, filter: VmFilter, page: PageQuery): Promise<Page<AdminVmRow>> {
  const where = vmWhere(filter)
  const [total] = await db
    .select({ n: count() })
    .from(vms)
    .innerJoin(users, eq(users.id, vms.userId))
    .where(where)
  const rows = await db
    .select(vmColumns)
    .from(vms)
    .innerJoin(users, eq(users.id, vms.userId))
    .where(where)
    .orderBy(
      ...orderOf(
        page,
        {
          created: vms.createdAt,
          name: vms.name,
          status: vms.status,
          location: vms.location,
          owner: users.email,
        },
        vms.id,
      ),
    )
    .offset(page.offset)
    .limit(page.limit)
  return {
    total: total?.n ?? 0,
    items: rows.map(vmRow),
  }
}

/** One VM (not deleted) by UUID, with owner e-mail and public IP. */
export async function adminVmByUuid(db: DbOrTx, uuid: string): Promise<AdminVmRow | undefined> {
  const [row] = await db
    .select(vmColumns)
    .from(vms)
    .innerJoin(users, eq(users.id, vms.userId))
    .where(and(eq(vms.uuid, uuid), isNull(vms.deletedAt)))
  return row && vmRow(row)
}
