/**
 * Network-aware fixtures: VMs placed in a network with an address of its subnet, the way VM create places them
 * (services/networks.ts), without going through the VM API.
 */
import { randomUUID } from 'node:crypto'
import { allocatePrivateIp, ensureDefaultNetwork, newMac } from '../src/services/networks.js'
import { networks } from '../src/store/schema.js'
import { eq } from 'drizzle-orm'
import { insertVm } from './fixtures.js'
import type { TestContext, TestUser } from './helpers.js'

/** Options of {@link vmInNetwork}. */
export type VmInNetworkOptions = {
  /** Default: tll01. */
  location?: string
  /** Default: the owner's default network in the location (created when missing). */
  networkUuid?: string
  /** Default: the owner's default billing account. */
  billingAccountId?: number
  name?: string
}

/** Inserts a running VM in a network, with a private address of that network's subnet. */
export async function vmInNetwork(t: TestContext, owner: TestUser, options: VmInNetworkOptions = {}) {
  const location = options.location ?? 'tll01'
  const billingAccountId = options.billingAccountId ?? owner.billingAccountId
  return t.store.db.transaction(async (tx) => {
    const network = options.networkUuid
      ? (await tx.select().from(networks).where(eq(networks.uuid, options.networkUuid)))[0]!
      : await ensureDefaultNetwork(tx, { userId: owner.id, billingAccountId, location }, t.clock.fn())
    const privateIpv4 = await allocatePrivateIp(tx, network)
    return insertVm(
      { ...t.store, db: tx } as never,
      { id: owner.id, billingAccountId },
      {
        uuid: randomUUID(),
        location,
        networkUuid: network.uuid,
        privateIpv4,
        mac: newMac(),
        name: options.name ?? 'fixture-vm',
      },
    )
  })
}
