/**
 * The minimal network and floating-IP plumbing VMs need (API-NOTES §4, §5): a default network per user and
 * location (created on first use), private addresses inside its subnet, and public addresses for
 * `reserve_public_ip`. The network and IP route modules build on these helpers.
 */
import { randomInt } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { WarrenError } from '../http/errors.js'
import { floatingIps, networks } from '../store/schema.js'
import type { Tx } from '../store/store.js'
import { usedAddresses } from './vpc.js'

/** A network row. */
export type NetworkRow = typeof networks.$inferSelect

/** Name Warren gives the network it creates (API-NOTES §5). */
export const DEFAULT_NETWORK_NAME = 'Default network'

/** A new private /24 and VLAN for a network (allocated by the platform, API-NOTES §5). */
export function newSubnet(): { subnet: string; vlanId: number } {
  return { subnet: `10.${randomInt(1, 255)}.${randomInt(0, 256)}.0/24`, vlanId: randomInt(100, 4000) }
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
  const find = () =>
    tx
      .select()
      .from(networks)
      .where(
        and(
          eq(networks.userId, owner.userId),
          eq(networks.location, owner.location),
          eq(networks.isDefault, true),
        ),
      )
  const [existing] = await find()
  if (existing) return existing
  await tx
    .insert(networks)
    .values({
      ...owner,
      ...newSubnet(),
      name: DEFAULT_NETWORK_NAME,
      isDefault: true,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
  const [created] = await find()
  return created!
}

/**
 * The lowest free host address (.2–.254) of a network's /24, among every member that holds one (VMs,
 * sub-interfaces, load balancers, services). Locks the network row so two creates cannot take the same address.
 */
export async function allocatePrivateIp(tx: Tx, network: NetworkRow): Promise<string> {
  await tx.select({ uuid: networks.uuid }).from(networks).where(eq(networks.uuid, network.uuid)).for('update')
  const taken = await usedAddresses(tx, network.uuid)
  const base = network.subnet.replace(/\.0\/24$/, '.')
  for (let host = 2; host < 255; host++) {
    if (!taken.has(base + host)) return base + host
  }
  throw new WarrenError(400, `The network ${network.name} has no free address`, {
    network_uuid: `The network ${network.name} has no free address`,
  })
}

/** A locally administered MAC address in the 52:54:00 range QEMU uses. */
export function newMac(): string {
  const hex = () => randomInt(0, 256).toString(16).padStart(2, '0')
  return `52:54:00:${hex()}:${hex()}:${hex()}`
}

/**
 * Public IPv4 ranges handed out, in order: the documentation ranges clients accept as public (API-NOTES §16:
 * not RFC 1918), then the shared address space 100.64.0.0/10 once those are used up.
 */
const RANGES: { base: number; size: number }[] = [
  { base: ip4('198.51.100.0'), size: 256 },
  { base: ip4('203.0.113.0'), size: 256 },
  { base: ip4('192.0.2.0'), size: 256 },
  { base: ip4('100.64.0.0'), size: 1 << 22 },
]

function ip4(text: string): number {
  return text.split('.').reduce((n, part) => n * 256 + Number(part), 0)
}

function ip4Text(n: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.')
}

/** The n-th usable public address (skipping .0 and .255 of every /24). */
export function publicAddress(n: number): string {
  let index = n
  for (const range of RANGES) {
    const usable = (range.size / 256) * 254
    if (index < usable) {
      const block = Math.floor(index / 254)
      return ip4Text(range.base + block * 256 + (index % 254) + 1)
    }
    index -= usable
  }
  throw new Error('Public address space exhausted')
}

/**
 * Creates a floating IP (API-NOTES §4). Its address follows from its id, so every address ever handed out is
 * unique without a search.
 */
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
): Promise<typeof floatingIps.$inferSelect> {
  const rows = await tx.execute(sql`select nextval(pg_get_serial_sequence('floating_ips', 'id'))::int as id`)
  const id = Number((rows as unknown as { rows: { id: number }[] }).rows[0]!.id)
  const [row] = await tx
    .insert(floatingIps)
    .values({
      id,
      address: publicAddress(id - 1),
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
    .returning()
  return row!
}

/**
 * A new floating IP assigned to a VM's primary private address, owned by the VM's owner and billed to the VM's
 * billing account: VM create's `reserve_public_ip` (API-NOTES §7.3) and the deprecated
 * `POST /user-resource/vm/ip/public` (§7.4).
 */
export async function reserveVmPublicIp(
  tx: Tx,
  vm: { uuid: string; userId: number; billingAccountId: number; location: string; privateIpv4: string },
  now: Date,
): Promise<typeof floatingIps.$inferSelect> {
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
