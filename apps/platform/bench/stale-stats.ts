/**
 * vm/list with stale planner statistics (issue 9, adversarial item 9): the store is opened (and ANALYZEd) empty,
 * then `--vms` VMs are written with no ANALYZE after, as happens between the PGlite store's ANALYZE runs while a
 * customer's tables grow. Times `--calls` sequential `GET vm/list` calls in process, prints the plan of the list
 * query, then ANALYZEs and times them again. Plans must not depend on statistics: both timings should be close.
 *
 *   npx tsx --conditions=source bench/stale-stats.ts [--vms 1000] [--calls 20] [--database-url postgres://…]
 */
import { parseArgs } from 'node:util'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { createApp } from '../src/app.js'
import { createApiToken, createUser } from '../src/services/accounts.js'
import { seedCatalogue } from '../src/seed.js'
import { testSettings } from '../src/settings.js'
import { vmViewsQuery, withoutNestedLoops } from '../src/store/vm-views.js'
import { billingAccounts, vms } from '../src/store/schema.js'
import { createStore } from '../src/store/store.js'
import { insertBenchVms } from './vms.js'

const { values } = parseArgs({
  options: {
    vms: { type: 'string', default: '1000' },
    calls: { type: 'string', default: '20' },
    'database-url': { type: 'string' },
    explain: { type: 'boolean', default: false },
  },
})
const VM_COUNT = Number(values.vms)
const CALLS = Number(values.calls)

async function main() {
  const url = values['database-url']
  const store = await createStore(url ? { databaseUrl: url } : { memory: true })
  const app = createApp(store, { settings: { ...testSettings, requestLog: false }, log: () => undefined })
  await seedCatalogue(app.platform)
  const user = await createUser(app.platform, { email: 'stale@example.test', password: 'stale-password-1' })
  const { token } = await createApiToken(app.platform, user.id, { description: 'bench' })
  const [billing] = await store.db.select().from(billingAccounts).where(eq(billingAccounts.userId, user.id))
  // Statistics as the store left them at open (empty tables): no ANALYZE after these rows.
  await store.analyze()
  await insertBenchVms(store, { id: user.id, billingAccountId: billing!.id }, VM_COUNT, new Date())

  const time = async (label: string) => {
    const durations: number[] = []
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now()
      const res = await app.request('/v1/tll01/user-resource/vm/list', { headers: { apikey: token } })
      const body = (await res.json()) as unknown[]
      if (res.status !== 200 || body.length !== VM_COUNT) throw new Error(`vm/list answered ${res.status}`)
      durations.push(performance.now() - started)
    }
    durations.sort((a, b) => a - b)
    const total = durations.reduce((a, b) => a + b, 0)
    const p50 = durations[Math.floor(durations.length / 2)]!
    console.log(
      `${label}: ${CALLS} calls in ${(total / 1000).toFixed(2)} s, ${((CALLS * 1000) / total).toFixed(1)} req/s, p50 ${p50.toFixed(0)} ms, max ${durations.at(-1)!.toFixed(0)} ms`,
    )
  }
  // The list statement of store/vm-views.ts, as vm/list sends it (nested loops off), for EXPLAIN ANALYZE.
  const where = and(eq(vms.location, 'tll01'), isNull(vms.deletedAt), eq(vms.userId, user.id))
  const explain = async (label: string) => {
    if (!values.explain) return
    console.log(`-- plan, ${label}`)
    await withoutNestedLoops(store.db, async (tx) => {
      const plan = await store.rows<{ 'QUERY PLAN': string }>(
        sql`explain (analyze, costs off, timing off) ${vmViewsQuery(where)}`,
        tx,
      )
      for (const row of plan) console.log(row['QUERY PLAN'])
    })
  }
  await time(`stale statistics (${store.kind}, ${VM_COUNT} VMs)`)
  await explain('stale')
  await store.analyze()
  await time(`after ANALYZE (${store.kind}, ${VM_COUNT} VMs)`)
  await explain('analyzed')
  await app.platform.stop()
  await store.close()
}

await main()
