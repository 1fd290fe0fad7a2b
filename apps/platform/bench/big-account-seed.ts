/**
 * The big account's bench seed (issue 17): the demo seed, then `count` more VMs (default 10,000) in the demo
 * customer's one account, written directly like bench/vms.ts. e2e/bench/first-load.ts runs it on a fresh PGlite
 * folder, then starts the platform on it and measures the compute list in Chromium.
 *
 *   node --import tsx --conditions=source bench/big-account-seed.ts <data dir> [count]
 */
import { eq } from 'drizzle-orm'
import { createPlatform } from '../src/platform.js'
import { DEMO_USERS, seedDemo } from '../src/seed.js'
import { testSettings } from '../src/settings.js'
import { billingAccounts, users } from '../src/store/schema.js'
import { createStore } from '../src/store/store.js'
import { insertBenchVms } from './vms.js'

const [dataDir, countArg] = process.argv.slice(2)
if (!dataDir) throw new Error('usage: big-account-seed.ts <data dir> [count]')
const count = Number(countArg ?? 10_000)
const store = await createStore({ dataDir })
const p = createPlatform(store, { settings: testSettings })
await seedDemo(p)
const [user] = await store.db.select().from(users).where(eq(users.email, DEMO_USERS.customer.email))
const [account] = await store.db.select().from(billingAccounts).where(eq(billingAccounts.userId, user!.id))
await insertBenchVms(store, { id: user!.id, billingAccountId: account!.id }, count, new Date())
await store.analyze()
await store.close()
console.log(`seeded ${count} VMs for ${DEMO_USERS.customer.email} in ${dataDir}`)
