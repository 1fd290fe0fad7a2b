/**
 * What the VM console (issue 15, services/vm-console.ts) reads of its VM: the row, its attached disks and its
 * assigned public addresses, and the login password hash.
 */
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { VmFacts } from '../sim/console/facts.js'
import { disks, floatingIps, vms } from './schema.js'
import type { DbOrTx } from './store.js'

/** The VM as its serial console sees it, or undefined once it is deleted. */
export async function vmConsoleFacts(db: DbOrTx, uuid: string): Promise<VmFacts | undefined> {
  const [vm] = await db
    .select()
    .from(vms)
    .where(and(eq(vms.uuid, uuid), isNull(vms.deletedAt)))
  if (!vm) return undefined
  const attached = await db
    .select({ device: disks.device, sizeGb: disks.sizeGb, primary: disks.primary })
    .from(disks)
    .where(eq(disks.vmUuid, uuid))
    .orderBy(asc(disks.device))
  const publicIps = await db
    .select({ address: floatingIps.address })
    .from(floatingIps)
    .where(and(eq(floatingIps.assignedTo, uuid), isNull(floatingIps.deletedAt)))
    .orderBy(asc(floatingIps.id))
  return {
    uuid: vm.uuid,
    name: vm.name,
    hostname: vm.hostname,
    status: vm.status,
    vcpu: vm.vcpu,
    memoryMb: vm.memory,
    osName: vm.osName,
    osVersion: vm.osVersion,
    username: vm.username,
    mac: vm.mac,
    privateIpv4: vm.privateIpv4,
    publicIpv4: publicIps.map((ip) => ip.address),
    disks: attached.map((d, i) => ({
      device: d.device ?? `vd${'abcdefgh'[i]}`,
      sizeGb: d.sizeGb,
      primary: d.primary,
    })),
  }
}

/** The VM's login user and password hash (null when it was made without one). */
export async function vmLogin(
  db: DbOrTx,
  uuid: string,
): Promise<{ username: string | null; passwordHash: string | null } | undefined> {
  const [row] = await db
    .select({ username: vms.username, passwordHash: vms.passwordHash })
    .from(vms)
    .where(and(eq(vms.uuid, uuid), isNull(vms.deletedAt)))
  return row
}
