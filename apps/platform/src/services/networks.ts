/**
 * VPC networks (API-NOTES §5, §8, §13): a default network per user and location (created on first use), a free
 * subnet and VLAN for a new network, private addresses for every kind of member, and the caller's networks.
 * Queries live in store/networks.ts; address arithmetic in services/ip4.ts.
 *
 * VM create hands out addresses from the bottom of the subnet, every other member (sub-interfaces, load
 * balancers, services) from the top, and both skip every address in use, so they never collide. Both lock the
 * network row, so two allocations in any process cannot pick the same address.
 */
import { randomInt } from 'node:crypto'
import { WarrenError } from '../http/errors.js'
import {
  defaultNetworkOf,
  deleteNetworkRow,
  insertDefaultNetwork,
  insertNetwork,
  lockNetwork,
  networkMembers,
  networkSpaceInUse,
  usedAddresses,
  type NetworkRow,
} from '../store/networks.js'
import { warrenTime } from './format.js'
import type { DbOrTx, Tx } from '../store/store.js'
import { freeHostAddress } from './ip4.js'
import { locationNetworkSettingsOf } from '../store/public-ip-ranges.js'

/** Name Warren gives the network it creates (API-NOTES §5). */
export const DEFAULT_NETWORK_NAME = 'Default network'

/** The VLANs a user's networks take in a location unless an administrator set the location's range: 100–3999. */
const VLANS = { first: 100, last: 3999 }

/** The answer when every VLAN (or /24) of the user's location space is taken. */
export const NETWORKS_EXHAUSTED =
  'No free VLAN is left for a new network in this location: delete a network you no longer use'

/** The /24 `10.a.b.0/24` numbered `n` (a 1–254, b 0–255). */
const SUBNETS = 254 * 256
const subnetNumber = (n: number) => `10.${1 + Math.floor(n / 256)}.${n % 256}.0/24`

/**
 * A /24 and VLAN that none of `used` takes, chosen at random among the free ones, or null when the space is
 * exhausted. Bounded: the free VLANs are counted, a few random /24s are tried, then the /24s are scanned once.
 */
export function pickSubnet(
  used: { subnet: string; vlanId: number }[],
  vlanRange: { first: number; last: number } = VLANS,
): { subnet: string; vlanId: number } | null {
  const vlans = new Set(used.map((r) => r.vlanId))
  const subnets = new Set(used.map((r) => r.subnet))
  const freeVlans: number[] = []
  for (let v = vlanRange.first; v <= vlanRange.last; v++) if (!vlans.has(v)) freeVlans.push(v)
  if (freeVlans.length === 0) return null
  const vlanId = freeVlans[randomInt(freeVlans.length)]!
  for (let attempt = 0; attempt < 16; attempt++) {
    const subnet = subnetNumber(randomInt(SUBNETS))
    if (!subnets.has(subnet)) return { subnet, vlanId }
  }
  const start = randomInt(SUBNETS)
  for (let i = 0; i < SUBNETS; i++) {
    const subnet = subnetNumber((start + i) % SUBNETS)
    if (!subnets.has(subnet)) return { subnet, vlanId }
  }
  return null
}

/**
 * A /24 and VLAN for a new network that none of the user's networks in the location uses (API-NOTES §5); 400
 * {@link NETWORKS_EXHAUSTED} when there is none left.
 */
export async function freshSubnet(
  db: DbOrTx,
  userId: number,
  location: string,
): Promise<{ subnet: string; vlanId: number }> {
  // The location's VLAN range (issue 14 /vm_conf), else the default.
  const settings = await locationNetworkSettingsOf(db, location)
  const vlans = settings ? { first: settings.vlanFirst, last: settings.vlanLast } : VLANS
  const picked = pickSubnet(await networkSpaceInUse(db, userId, location), vlans)
  if (!picked) throw new WarrenError(400, NETWORKS_EXHAUSTED)
  return picked
}

/**
 * The user's default network in a location, created as "Default network" when there is none. Safe against two
 * concurrent creators: the partial unique index on (user, location) where is_default lets only one insert win.
 */
export async function ensureDefaultNetwork(
  tx: Tx,
  owner: { userId: number; billingAccountId: number; location: string },
  now: Date,
): Promise<NetworkRow> {
  const existing = await defaultNetworkOf(tx, owner)
  if (existing) return existing
  await insertDefaultNetwork(tx, {
    ...owner,
    ...(await freshSubnet(tx, owner.userId, owner.location)),
    name: DEFAULT_NETWORK_NAME,
    isDefault: true,
    createdAt: now,
    updatedAt: now,
  })
  return (await defaultNetworkOf(tx, owner))!
}

/**
 * A free private address of the network, under the network's row lock: VMs from the bottom of the subnet
 * (`.2` up), every other member from the top; 400 when the network is full.
 */
export async function allocateAddress(
  tx: Tx,
  network: NetworkRow,
  from: 'bottom' | 'top' = 'top',
): Promise<string> {
  await lockNetwork(tx, network.uuid)
  const address = freeHostAddress(network.subnet, await usedAddresses(tx, network.uuid), from)
  if (address !== null) return address
  const message = `The network ${network.name} has no free address`
  throw new WarrenError(400, message, { network_uuid: message })
}

/** The lowest free host address of a network, for a VM (see {@link allocateAddress}). */
export function allocatePrivateIp(tx: Tx, network: NetworkRow): Promise<string> {
  return allocateAddress(tx, network, 'bottom')
}

/** A locally administered MAC address in the 52:54:00 range QEMU uses. */
export function newMac(): string {
  const hex = () => randomInt(0, 256).toString(16).padStart(2, '0')
  return `52:54:00:${hex()}:${hex()}:${hex()}`
}

/** Warren's network objects (API-NOTES §5) with their members. */
export async function toWarrenNetworks(db: DbOrTx, rows: NetworkRow[]) {
  const members = await networkMembers(
    db,
    rows.map((n) => n.uuid),
  )
  return rows.map((n) => ({
    uuid: n.uuid,
    name: n.name,
    type: n.type,
    vlan_id: n.vlanId,
    subnet: n.subnet,
    subnet_ipv6: n.subnetIpv6,
    is_default: n.isDefault,
    vm_uuids: members.get(n.uuid)?.vmUuids ?? [],
    resources_count: members.get(n.uuid)?.count ?? 0,
    // Not in Warren's object: the owner, so a grantee's console marks a network shared with them (SPEC §6).
    user_id: n.userId,
    created_at: warrenTime(n.createdAt),
    updated_at: warrenTime(n.updatedAt),
  }))
}

export async function toWarrenNetwork(db: DbOrTx, row: NetworkRow) {
  const [body] = await toWarrenNetworks(db, [row])
  return body!
}

/**
 * Creates a network (API-NOTES §5): without a name the default network, made as "Default network" when missing;
 * with one a new network on a free /24 and VLAN, the default when it is the owner's first in the location.
 */
export function createNetwork(
  tx: Tx,
  owner: { userId: number; billingAccountId: number; location: string },
  name: string | undefined,
  now: Date,
): Promise<NetworkRow> {
  if (name === undefined) return ensureDefaultNetwork(tx, owner, now)
  return freshSubnet(tx, owner.userId, owner.location).then((space) =>
    insertNetwork(tx, { ...owner, ...space, name, createdAt: now, updatedAt: now }),
  )
}

/** Deletes a network unless it is the default or still has members (400), under the allocation lock. */
export async function deleteNetwork(tx: Tx, uuid: string): Promise<void> {
  // The row lock is the one address allocation takes, so nothing joins while we look.
  const locked = await lockNetwork(tx, uuid)
  if (!locked) return
  if (locked.isDefault) throw new WarrenError(400, 'The default network cannot be deleted')
  const members = await networkMembers(tx, [locked.uuid])
  if ((members.get(locked.uuid)?.count ?? 0) > 0) {
    throw new WarrenError(400, 'The network still has resources and cannot be deleted')
  }
  await deleteNetworkRow(tx, locked.uuid)
}
