/**
 * VPC networks beyond what VM create needs (services/networks.ts): address bookkeeping across every kind of
 * network member, subnet choice, the caller's networks, and what a network contains (API-NOTES §5, §8, §13).
 *
 * Members of a network: live VMs (`vms.network_uuid`, their `private_ipv4`), VLAN sub-interfaces, load balancers
 * (`private_address`) and managed services (`service_ip`). VM create hands out addresses from the bottom of the
 * subnet; everything else here from the top, and both skip every address in use, so they never collide.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { canAccess } from '../access.js'
import type { Principal } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import { floatingIps, loadBalancers, networks, servicePackages, subinterfaces, vms } from '../store/schema.js'
import type { DbOrTx, Tx } from '../store/store.js'
import { newSubnet, type NetworkRow } from './networks.js'
import { isUuid } from './resources.js'

/** Warren's answer for an unknown or foreign network (API-NOTES §5: a 400, not a 404). */
export const NETWORK_INVALID = 'Network UUID is invalid.'

/** An IPv4 address as a number, or null when it is not one. */
export function ip4ToNumber(text: string): number | null {
  const parts = text.split('.')
  if (parts.length !== 4) return null
  let n = 0
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null
    n = n * 256 + Number(part)
  }
  return n
}

/** Dotted text of an IPv4 number. */
export function numberToIp4(n: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.')
}

/** An IPv4 CIDR as network number and prefix length, or null when malformed or not aligned. */
export function parseCidr(cidr: string): { base: number; prefix: number; size: number } | null {
  const m = /^([\d.]+)\/(\d{1,2})$/.exec(cidr)
  if (!m) return null
  const base = ip4ToNumber(m[1]!)
  const prefix = Number(m[2])
  if (base === null || prefix > 30) return null
  const size = 2 ** (32 - prefix)
  return base % size === 0 ? { base, prefix, size } : null
}

/** True when `address` is a host address of `cidr` (not the network or broadcast address). */
export function inSubnet(address: string, cidr: string): boolean {
  const net = parseCidr(cidr)
  const n = ip4ToNumber(address)
  return net !== null && n !== null && n > net.base && n < net.base + net.size - 1
}

/** Every private address in use in a network. */
export async function usedAddresses(db: DbOrTx, networkUuid: string): Promise<Set<string>> {
  const used = new Set<string>()
  const vmRows = await db
    .select({ ip: vms.privateIpv4 })
    .from(vms)
    .where(and(eq(vms.networkUuid, networkUuid), isNull(vms.deletedAt)))
  const subRows = await db
    .select({ ip: subinterfaces.privateIpv4 })
    .from(subinterfaces)
    .innerJoin(vms, eq(vms.uuid, subinterfaces.vmUuid))
    .where(and(eq(subinterfaces.networkUuid, networkUuid), isNull(vms.deletedAt)))
  const lbRows = await db
    .select({ ip: loadBalancers.privateAddress })
    .from(loadBalancers)
    .where(and(eq(loadBalancers.networkUuid, networkUuid), isNull(loadBalancers.deletedAt)))
  const serviceRows = await db
    .select({ ip: servicePackages.serviceIp })
    .from(servicePackages)
    .where(and(eq(servicePackages.networkUuid, networkUuid), isNull(servicePackages.deletedAt)))
  for (const row of [...vmRows, ...subRows, ...lbRows, ...serviceRows]) used.add(row.ip)
  return used
}

/**
 * A free address of the network for a non-VM member, from the top of the subnet down. Locks the network row so
 * two allocations (in any process) cannot pick the same address; VM create takes the same lock.
 */
export async function allocateAddress(tx: Tx, network: NetworkRow): Promise<string> {
  await tx.select({ uuid: networks.uuid }).from(networks).where(eq(networks.uuid, network.uuid)).for('update')
  const net = parseCidr(network.subnet)
  if (!net) throw new Error(`Network ${network.uuid} has an invalid subnet ${network.subnet}`)
  const used = await usedAddresses(tx, network.uuid)
  // .1 is the gateway; the network and broadcast addresses are not hosts.
  for (let n = net.base + net.size - 2; n >= net.base + 2; n--) {
    const address = numberToIp4(n)
    if (!used.has(address)) return address
  }
  throw new WarrenError(400, `Network ${network.name} has no free address`)
}

/** A /24 and VLAN for a new network that none of the user's networks in the location uses (API-NOTES §5). */
export async function freshSubnet(
  db: DbOrTx,
  userId: number,
  location: string,
): Promise<{ subnet: string; vlanId: number }> {
  const rows = await db
    .select({ subnet: networks.subnet, vlanId: networks.vlanId })
    .from(networks)
    .where(and(eq(networks.userId, userId), eq(networks.location, location)))
  const subnets = new Set(rows.map((r) => r.subnet))
  const vlans = new Set(rows.map((r) => r.vlanId))
  for (;;) {
    const candidate = newSubnet()
    if (!subnets.has(candidate.subnet) && !vlans.has(candidate.vlanId)) return candidate
  }
}

/** A network of the location the principal may use, else 400 'Network UUID is invalid.' (API-NOTES §5). */
export async function usableNetwork(
  db: DbOrTx,
  principal: Principal,
  location: string,
  uuid: string,
  field?: string,
): Promise<NetworkRow> {
  const invalid = () =>
    new WarrenError(400, NETWORK_INVALID, field ? { [field]: NETWORK_INVALID } : undefined)
  if (!isUuid(uuid)) throw invalid()
  const [row] = await db.select().from(networks).where(eq(networks.uuid, uuid))
  if (!row || row.location !== location || !canAccess(principal, row)) throw invalid()
  return row
}

/** What each network contains: VM uuids (primary and sub-interface members) and the member count. */
export async function networkMembers(
  db: DbOrTx,
  networkUuids: string[],
): Promise<Map<string, { vmUuids: string[]; count: number }>> {
  const out = new Map<string, { vmUuids: string[]; count: number }>()
  if (networkUuids.length === 0) return out
  for (const uuid of networkUuids) out.set(uuid, { vmUuids: [], count: 0 })
  const add = (network: string | null, vm?: string) => {
    const entry = network ? out.get(network) : undefined
    if (!entry) return
    entry.count++
    if (vm && !entry.vmUuids.includes(vm)) entry.vmUuids.push(vm)
  }
  const vmRows = await db
    .select({ network: vms.networkUuid, vm: vms.uuid })
    .from(vms)
    .where(and(inArray(vms.networkUuid, networkUuids), isNull(vms.deletedAt)))
    .orderBy(vms.id)
  for (const r of vmRows) add(r.network, r.vm)
  const subRows = await db
    .select({ network: subinterfaces.networkUuid, vm: subinterfaces.vmUuid })
    .from(subinterfaces)
    .innerJoin(vms, eq(vms.uuid, subinterfaces.vmUuid))
    .where(and(inArray(subinterfaces.networkUuid, networkUuids), isNull(vms.deletedAt)))
    .orderBy(subinterfaces.createdAt)
  for (const r of subRows) add(r.network, r.vm)
  const lbRows = await db
    .select({ network: loadBalancers.networkUuid })
    .from(loadBalancers)
    .where(and(inArray(loadBalancers.networkUuid, networkUuids), isNull(loadBalancers.deletedAt)))
  for (const r of lbRows) add(r.network)
  const serviceRows = await db
    .select({ network: servicePackages.networkUuid })
    .from(servicePackages)
    .where(and(inArray(servicePackages.networkUuid, networkUuids), isNull(servicePackages.deletedAt)))
  for (const r of serviceRows) add(r.network)
  return out
}

/**
 * Clears every floating IP assignment to `resourceUuid` (the resource is being deleted, or a VM's public IP is
 * released by the deprecated `DELETE vm/ip/public`): the addresses stay, unassigned and billed at the unassigned
 * rate (API-NOTES §4). `privateIp` limits it to one address.
 */
export async function unassignFrom(
  db: DbOrTx,
  resourceUuid: string,
  now: Date,
  privateIp?: string,
): Promise<void> {
  await db
    .update(floatingIps)
    .set({
      assignedTo: null,
      assignedToResourceType: null,
      assignedToPrivateIp: null,
      unassignedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(floatingIps.assignedTo, resourceUuid),
        privateIp !== undefined ? eq(floatingIps.assignedToPrivateIp, privateIp) : undefined,
        isNull(floatingIps.deletedAt),
      ),
    )
}
