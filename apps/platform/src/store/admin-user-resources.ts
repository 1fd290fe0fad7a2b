/**
 * A user's resources for their admin page (issue 13 "/users … a user's page (resources …)"): disks, IP
 * addresses, VPC networks, buckets, load balancers, managed services and bare-metal leases, each as one
 * summary row. Every query uses its table's user index (`*_user_idx`); deleted and released ones are left out.
 */
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { AdminUserResource } from '@cirrus/domain'
import {
  buckets,
  disks,
  floatingIps,
  loadBalancers,
  metalLeases,
  networks,
  servicePackages,
} from './schema.js'
import type { DbOrTx } from './store.js'

/** Most rows of one kind a user's page lists (a user with more is rare; the kind's own table has them all). */
export const USER_RESOURCES_PER_KIND = 100

const iso = (d: Date) => d.toISOString()

/** Every live resource of a user but VMs (listed on their own), newest first within each kind. */
export async function resourcesOfUser(db: DbOrTx, userId: number): Promise<AdminUserResource[]> {
  const n = USER_RESOURCES_PER_KIND
  const [diskRows, ipRows, networkRows, bucketRows, lbRows, serviceRows, leaseRows] = await Promise.all([
    db.select().from(disks).where(eq(disks.userId, userId)).orderBy(desc(disks.createdAt)).limit(n),
    db
      .select()
      .from(floatingIps)
      .where(and(eq(floatingIps.userId, userId), isNull(floatingIps.deletedAt)))
      .orderBy(desc(floatingIps.createdAt))
      .limit(n),
    db.select().from(networks).where(eq(networks.userId, userId)).orderBy(desc(networks.createdAt)).limit(n),
    db.select().from(buckets).where(eq(buckets.userId, userId)).orderBy(desc(buckets.createdAt)).limit(n),
    db
      .select()
      .from(loadBalancers)
      .where(and(eq(loadBalancers.userId, userId), isNull(loadBalancers.deletedAt)))
      .orderBy(desc(loadBalancers.createdAt))
      .limit(n),
    db
      .select()
      .from(servicePackages)
      .where(and(eq(servicePackages.userId, userId), isNull(servicePackages.deletedAt)))
      .orderBy(desc(servicePackages.createdAt))
      .limit(n),
    db
      .select()
      .from(metalLeases)
      .where(and(eq(metalLeases.userId, userId), isNull(metalLeases.releasedAt)))
      .orderBy(desc(metalLeases.createdAt))
      .limit(n),
  ])
  return [
    ...diskRows.map((d) => ({
      kind: 'disk' as const,
      id: d.uuid,
      name: d.displayName ?? `Disk ${d.id}`,
      location: d.location,
      status: d.status,
      detail: `${d.sizeGb} GB${d.vmUuid ? ', attached' : ''}`,
      parent_uuid: d.vmUuid,
      created_at: iso(d.createdAt),
    })),
    ...ipRows.map((ip) => ({
      kind: 'ip' as const,
      id: ip.uuid,
      name: ip.name || ip.address,
      location: ip.location,
      status: ip.assignedTo ? 'assigned' : 'unassigned',
      detail: ip.address,
      parent_uuid: ip.assignedToResourceType === 'vm' ? ip.assignedTo : null,
      created_at: iso(ip.createdAt),
    })),
    ...networkRows.map((net) => ({
      kind: 'network' as const,
      id: net.uuid,
      name: net.name,
      location: net.location,
      status: null,
      detail: net.subnet,
      parent_uuid: null,
      created_at: iso(net.createdAt),
    })),
    ...bucketRows.map((b) => ({
      kind: 'bucket' as const,
      id: b.name,
      name: b.name,
      location: null,
      status: b.isSuspended ? 'suspended' : 'active',
      detail: `${b.numObjects} objects`,
      parent_uuid: null,
      created_at: iso(b.createdAt),
    })),
    ...lbRows.map((lb) => ({
      kind: 'load_balancer' as const,
      id: lb.uuid,
      name: lb.displayName,
      location: lb.location,
      status: null,
      detail: lb.privateAddress,
      parent_uuid: null,
      created_at: iso(lb.createdAt),
    })),
    ...serviceRows.map((s) => ({
      kind: 'service' as const,
      id: s.uuid,
      name: s.displayName,
      location: s.location,
      status: s.status,
      detail: `${s.service} ${s.version}`,
      parent_uuid: null,
      created_at: iso(s.createdAt),
    })),
    ...leaseRows.map((l) => ({
      kind: 'metal' as const,
      id: l.uuid,
      name: l.displayName,
      location: l.location,
      status: l.status,
      detail: `${l.typeName}, machine ${l.machineUuid}`,
      parent_uuid: l.machineUuid,
      created_at: iso(l.createdAt),
    })),
  ]
}
