/**
 * Where one `GET vm/list` request's CPU goes, measured in process (issue 17): the app on a store (PGlite in memory,
 * or `--database-url`) with `--vms` VMs, `--calls` sequential requests through `app.request` per case, the CPU
 * time (`process.cpuUsage`: Node, Hono, the platform and, on PGlite, the database engine) per request of:
 * the whole cached list call, the same with the list cache off (the body built each time), and each statement
 * a cached call runs alone (the token's user, the delegation grants, the freshness check).
 *
 *   npx tsx --conditions=source bench/per-request.ts [--vms 100] [--calls 1000] [--database-url postgres://…]
 */
import { parseArgs } from 'node:util'
import { createApp } from '../src/app.js'
import { hashApiToken } from '../src/auth/secrets.js'
import { testSettings } from '../src/settings.js'
import { grantsOf } from '../src/store/access-groups.js'
import { tokenAndUserByHash } from '../src/store/api-tokens.js'
import { listFreshness } from '../src/store/list-changes.js'
import { createStore } from '../src/store/store.js'
import { listScopes } from '../src/services/list-cache.js'
import { seedBenchStore } from './seed.js'

const { values } = parseArgs({
  options: {
    vms: { type: 'string', default: '100' },
    calls: { type: 'string', default: '1000' },
    'database-url': { type: 'string' },
  },
})
const CALLS = Number(values.calls)

async function cpuPerCall(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(100, CALLS); i++) await fn()
  const before = process.cpuUsage()
  const start = performance.now()
  for (let i = 0; i < CALLS; i++) await fn()
  const used = process.cpuUsage(before)
  const cpu = (used.user + used.system) / 1000 / CALLS
  const wall = (performance.now() - start) / CALLS
  console.log(
    `${label.padEnd(44)} ${cpu.toFixed(3).padStart(7)} ms CPU ${wall.toFixed(3).padStart(7)} ms wall`,
  )
}

async function main() {
  const url = values['database-url']
  const db = await createStore(url ? { databaseUrl: url } : { memory: true })
  const seeded = await seedBenchStore(db, { vms: Number(values.vms), bigVms: 0 })
  for (const cache of [true, false]) {
    const app = createApp(db, {
      settings: { ...testSettings, apiRequestsPerMinute: 0, listCacheBytes: cache ? 64 << 20 : 0 },
    })
    const headers = { apikey: seeded.token }
    const res = await app.request('/v1/tll01/user-resource/vm/list', { headers })
    if (res.status !== 200) throw new Error(`vm/list answered ${res.status}`)
    await cpuPerCall(`GET vm/list (${values.vms} VMs), list cache ${cache ? 'on' : 'off'}`, async () =>
      (await app.request('/v1/tll01/user-resource/vm/list', { headers })).text(),
    )
  }
  const hash = hashApiToken(seeded.token)
  const row = (await tokenAndUserByHash(db.db, hash))!
  await cpuPerCall('  the token and its user (one statement)', () => tokenAndUserByHash(db.db, hash))
  await cpuPerCall('  the delegation grants (one statement)', () => grantsOf(db.db, row.user.id))
  const scopes = listScopes({ user: row.user, delegatedUserIds: [], delegatedBillingAccountIds: [] }, 'tll01')
  const { snapshot } = await listFreshness(db.db, scopes, null)
  await cpuPerCall('  the list cache freshness check', () => listFreshness(db.db, scopes, snapshot))
  await db.close()
}

await main()
