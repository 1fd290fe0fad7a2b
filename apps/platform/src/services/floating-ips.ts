/**
 * Floating IPs (API-NOTES §4, §16): Warren's object, creating one (its address follows from its id, so every
 * address ever handed out is unique without a search), a VM's public IP, and unassignment. Queries:
 * store/floating-ips.ts; the address plan: services/ip4.ts.
 */
import {
  insertFloatingIp,
  nextFloatingIpId,
  unassignFloatingIps,
  type FloatingIpRow,
} from '../store/floating-ips.js'
import {
  addressTaken,
  listPublicRanges,
  liveAddressesIn,
  lockPublicAddresses,
} from '../store/public-ip-ranges.js'
import type { DbOrTx, Tx } from '../store/store.js'
import { warrenTime } from './format.js'
import { firstFreeInRanges, inCidr, publicAddress } from './ip4.js'
import { WarrenError } from '../http/errors.js'

/** The answer when the public address pool is used up (every address is handed out once, by id). */
export const PUBLIC_IPS_EXHAUSTED =
  'No public IP address is left in the pool: ask support to extend the public address pool'

/** The answer when every address of a location's public ranges is handed out (issue 14). */
export const LOCATION_IPS_EXHAUSTED =
  'No public IP address is left in this location: ask support to add a public IP range'

/**
 * The public address of a new floating IP (issue 14 /vm_conf). A location with public ranges hands out the lowest
 * free address of its ranges (oldest range first; addresses of deleted IPs are free again), under the allocation
 * lock. A location without one takes the shared pool's address of the IP's id (services/ip4.ts), stepping past any
 * address a range covers or a live IP holds.
 */
async function allocatePublicAddress(tx: Tx, location: string, id: number): Promise<string> {
  await lockPublicAddresses(tx)
  const all = await listPublicRanges(tx)
  const own = all.filter((r) => r.location === location).map((r) => r.cidr)
  if (own.length > 0) {
    const used = new Set((await Promise.all(own.map((cidr) => liveAddressesIn(tx, cidr)))).flat())
    const address = firstFreeInRanges(own, used)
    if (address === null) throw new WarrenError(400, LOCATION_IPS_EXHAUSTED)
    return address
  }
  for (let n = id - 1; ; n++) {
    const address = publicAddress(n)
    if (address === null) throw new WarrenError(400, PUBLIC_IPS_EXHAUSTED)
    const inRange = all.some((r) => inCidr(address, r.cidr))
    if (!inRange && !(await addressTaken(tx, address))) return address
  }
}

/**
 * Warren's FloatingIP object with every field real clients check (API-NOTES §16): integer id, `type: "public"`,
 * and the assignment tuple always present (null when unassigned).
 */
export function toWarrenIp(row: FloatingIpRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    address: row.address,
    is_ipv6: false,
    user_id: row.userId,
    billing_account_id: row.billingAccountId,
    type: 'public',
    network_id: null,
    name: row.name,
    enabled: row.enabled,
    is_deleted: row.deletedAt !== null,
    is_virtual: row.isVirtual,
    assigned_to: row.assignedTo,
    assigned_to_resource_type: row.assignedToResourceType,
    assigned_to_private_ip: row.assignedToPrivateIp,
    created_at: warrenTime(row.createdAt),
    updated_at: warrenTime(row.updatedAt),
    unassigned_at: row.unassignedAt ? warrenTime(row.unassignedAt) : null,
  }
}

/** Creates a floating IP (API-NOTES §4). */
export async function createFloatingIp(
  tx: Tx,
  values: {
    userId: number
    billingAccountId: number
    location: string
    name?: string
    assignedTo?: string | null
    assignedToResourceType?: string | null
    assignedToPrivateIp?: string | null
  },
  now: Date,
): Promise<FloatingIpRow> {
  const id = await nextFloatingIpId(tx)
  const address = await allocatePublicAddress(tx, values.location, id)
  return insertFloatingIp(tx, {
    id,
    address,
    name: values.name ?? '',
    userId: values.userId,
    billingAccountId: values.billingAccountId,
    location: values.location,
    assignedTo: values.assignedTo ?? null,
    assignedToResourceType: values.assignedToResourceType ?? null,
    assignedToPrivateIp: values.assignedToPrivateIp ?? null,
    createdAt: now,
    updatedAt: now,
  })
}

/**
 * A new floating IP assigned to a VM's primary private address, owned by the VM's owner and billed to the VM's
 * billing account: VM create's `reserve_public_ip` (API-NOTES §7.3) and the deprecated
 * `POST /user-resource/vm/ip/public` (§7.4).
 */
export function reserveVmPublicIp(
  tx: Tx,
  vm: { uuid: string; userId: number; billingAccountId: number; location: string; privateIpv4: string },
  now: Date,
): Promise<FloatingIpRow> {
  return createFloatingIp(
    tx,
    {
      userId: vm.userId,
      billingAccountId: vm.billingAccountId,
      location: vm.location,
      assignedTo: vm.uuid,
      assignedToResourceType: 'virtual_machine',
      assignedToPrivateIp: vm.privateIpv4,
    },
    now,
  )
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
  await unassignFloatingIps(db, { assignedTo: resourceUuid, privateIp }, now)
}

/** Unassigns one floating IP (the `unassign` call), answering it as it is afterwards. */
export async function unassignIp(db: DbOrTx, row: FloatingIpRow, now: Date): Promise<FloatingIpRow> {
  if (row.assignedTo === null) return row
  const [updated] = await unassignFloatingIps(db, { id: row.id }, now)
  return updated ?? row
}
