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
import type { DbOrTx, Tx } from '../store/store.js'
import { warrenTime } from './format.js'
import { publicAddress } from './ip4.js'
import { WarrenError } from '../http/errors.js'

/** The answer when the public address pool is used up (every address is handed out once, by id). */
export const PUBLIC_IPS_EXHAUSTED =
  'No public IP address is left in the pool: ask support to extend the public address pool'

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
  const address = publicAddress(id - 1)
  if (address === null) throw new WarrenError(400, PUBLIC_IPS_EXHAUSTED)
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
