/**
 * The bench's data (bench/run.ts), written directly into the store before the server starts: the catalogue, a user
 * with an API token and `vms` VMs (bench/vms.ts: each with a boot disk and a public IP, every fourth disk with a
 * snapshot), 20 spare networks for the create scenario, and optionally a second user, the big account, with
 * `bigVms` VMs (the 10,000-VM list timing).
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { createPlatform } from '../src/platform.js'
import { createApiToken, createUser } from '../src/services/accounts.js'
import { seedCatalogue } from '../src/seed.js'
import { testSettings } from '../src/settings.js'
import { billingAccounts, networks } from '../src/store/schema.js'
import type { Store } from '../src/store/store.js'
import { createStore, type StoreOptions } from '../src/store/store.js'
import { insertBenchVms } from './vms.js'

/** What the scenarios need of the seeded data. */
export type Seeded = {
  /** The API token of the user with `vms` VMs. */
  token: string
  /** Spare networks for the creates (one /24 holds 253 VMs). */
  networks: string[]
  billingAccountId: number
  /** The API token of the big account, when `bigVms` > 0. */
  bigToken?: string
}

/** A user with a token and `count` VMs in their default billing account. */
async function benchUser(store: Store, count: number) {
  const p = createPlatform(store, { settings: testSettings })
  const user = await createUser(p, {
    email: `bench-${randomBytes(3).toString('hex')}@example.test`,
    password: 'bench-password-1',
  })
  const { token } = await createApiToken(p, user.id, { description: 'bench' })
  const [billing] = await store.db.select().from(billingAccounts).where(eq(billingAccounts.userId, user.id))
  await insertBenchVms(store, { id: user.id, billingAccountId: billing!.id }, count, new Date())
  return { token, userId: user.id, billingAccountId: billing!.id }
}

/** Seeds a fresh store (migrated on open) and closes it, so that the server opens it alone. */
export async function seedBench(
  options: StoreOptions,
  counts: { vms: number; bigVms: number },
): Promise<Seeded> {
  const store = await createStore(options)
  try {
    return await seedBenchStore(store, counts)
  } finally {
    await store.close()
  }
}

/** Seeds an open store (bench/per-request.ts measures in process on the store it seeded). */
export async function seedBenchStore(
  store: Store,
  { vms, bigVms }: { vms: number; bigVms: number },
): Promise<Seeded> {
  await seedCatalogue(createPlatform(store, { settings: testSettings }))
  const { token, userId, billingAccountId } = await benchUser(store, vms)
  const extra = await store.db
    .insert(networks)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        location: 'tll01',
        userId,
        billingAccountId,
        name: `bench-${i}`,
        vlanId: 100 + i,
        subnet: `10.200.${i}.0/24`,
      })),
    )
    .returning({ uuid: networks.uuid })
  const big = bigVms > 0 ? await benchUser(store, bigVms) : undefined
  await store.analyze()
  return { token, networks: extra.map((n) => n.uuid), billingAccountId, bigToken: big?.token }
}
