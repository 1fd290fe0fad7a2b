/**
 * Platform benchmark (issues 4 and 17): requests per second, latency and the server's CPU time per request of
 * `GET vm/list` and of a VM create, one big account's list, and the server's memory, against the built server
 * (`node dist/server.js`) as a child process, on PGlite and, when a PostgreSQL URL is given, on PostgreSQL; each
 * figure printed beside issue 17's goal. The parts: bench/seed.ts (the data), bench/load.ts (the server, the load,
 * /proc readings), bench/s3.ts (the S3 scenario), bench/report.ts (the tables and the goals).
 *
 *   npm run bench -w @cirrus/platform                                   # PGlite
 *   npm run bench -w @cirrus/platform -- --database-url postgres://…    # also PostgreSQL (a scratch database
 *                                                                         is created on that server and dropped)
 * Options: --duration <s> (default 10), --concurrency <n> (default 10), --vms <n> (default 1000), --big-vms <n>
 * (default 10000, PostgreSQL only: a second account whose list is called --big-calls (5) times by one client;
 * 0 skips it),
 * --s3-mb <n> (default 100), --only s3 (skip the VM scenarios), --only list (the list scenario alone), --cpu-prof
 * <dir> (the server runs under `node --cpu-prof`; `tsx bench/profile-summary.ts <dir>` says where its time went),
 * --results <file> (the summary as JSON, for the root `npm run bench`'s one table), --stores postgres (skip PGlite).
 * BENCH_DATABASE_URL works like --database-url.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import type { StoreOptions } from '../src/store/store.js'
import { cpuMs, freePort, load, memory, sequential, startServer, stopServer } from './load.js'
import {
  bigListGoal,
  idleGoal,
  listGoal,
  loadAverage,
  printS3Summary,
  printSummary,
  type S3Row,
  type SummaryRow,
} from './report.js'
import { s3Scenario } from './s3.js'
import { seedBench } from './seed.js'

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '10' },
    vms: { type: 'string', default: '1000' },
    'big-vms': { type: 'string', default: '10000' },
    'big-calls': { type: 'string', default: '5' },
    's3-mb': { type: 'string', default: '100' },
    only: { type: 'string' },
    'cpu-prof': { type: 'string' },
    results: { type: 'string' },
    stores: { type: 'string', default: 'both' },
  },
})
/** `--cpu-prof <dir>`: the server runs with `node --cpu-prof` and bench/profile-summary.ts reads the profile. */
const PROFILE_DIR = values['cpu-prof'] ? resolve(values['cpu-prof']) : undefined
/** `--only list`: only the list scenario (a profile of vm/list alone). */
const ONLY_LIST = values.only === 'list'
const S3_MB = Number(values['s3-mb'])
const ONLY_S3 = values.only === 's3'
const DURATION_MS = Number(values.duration) * 1000
const CONCURRENCY = Number(values.concurrency)
const VM_COUNT = Number(values.vms)
const BIG_VMS = ONLY_S3 || ONLY_LIST ? 0 : Number(values['big-vms'])
const BIG_CALLS = Number(values['big-calls'])
const platformDir = resolve(import.meta.dirname, '..')
/** `--stores postgres`: skip the PGlite run (e.g. the 10,000-VM timing, whose PGlite seed is slow). */
const PGLITE = values.stores !== 'postgres'

const summary: SummaryRow[] = []
const s3Summary: S3Row[] = []

/** Runs `scenario` and returns its result with the server's CPU time per request meanwhile. */
async function measured<T extends { requests: number; errors: number }>(
  pid: number,
  scenario: () => Promise<T>,
) {
  const before = cpuMs(pid)
  const result = await scenario()
  const calls = result.requests + result.errors
  return { result, cpuMsPerRequest: calls ? (cpuMs(pid) - before) / calls : undefined }
}

async function benchStore(label: string, options: StoreOptions, env: Record<string, string>) {
  // The big account on PostgreSQL only (its goal is PostgreSQL's; seeding 10,000 VMs into PGlite takes minutes).
  const bigVms = options.databaseUrl ? BIG_VMS : 0
  const big = bigVms > 0 ? ` and a big account of ${bigVms}` : ''
  process.stdout.write(`\n${label}: preparing ${ONLY_S3 ? 0 : VM_COUNT} VMs${big}…\n`)
  const seeded = await seedBench(options, { vms: ONLY_S3 ? 0 : VM_COUNT, bigVms })
  const { token, networks: spare, billingAccountId } = seeded
  const port = await freePort()
  const server = await startServer(platformDir, env, port, PROFILE_DIR)
  const pid = server.pid!
  try {
    if (ONLY_S3) {
      s3Summary.push(...(await s3Scenario(label, port, token, billingAccountId, pid, S3_MB)))
      return
    }
    const base = `http://127.0.0.1:${port}/v1/tll01/user-resource`
    const headers = { apikey: token }
    const idle = memory(pid)
    summary.push({
      store: label,
      scenario: 'idle (after start)',
      rss: idle.rss,
      ...idleGoal(label, idle.rss),
    })
    const list = () => fetch(`${base}/vm/list`, { headers })
    const check = (await (await list()).json()) as unknown[]
    if (check.length !== VM_COUNT) throw new Error(`expected ${VM_COUNT} VMs, got ${check.length}`)
    await load(list, CONCURRENCY, 2000) // warm-up
    const listed = await measured(pid, () => load(list, CONCURRENCY, DURATION_MS))
    summary.push({
      store: label,
      scenario: `GET vm/list (${VM_COUNT} VMs)`,
      ...listed,
      rss: memory(pid).rss,
      ...listGoal(label, VM_COUNT, listed.result),
    })
    if (ONLY_LIST) return
    if (seeded.bigToken) {
      const bigHeaders = { apikey: seeded.bigToken }
      const bigList = () => fetch(`${base}/vm/list`, { headers: bigHeaders })
      const first = (await (await bigList()).json()) as { uuid: string }[]
      if (first.length !== BIG_VMS) throw new Error(`expected ${BIG_VMS} VMs, got ${first.length}`)
      // One VM renamed before each call: every call builds the body afresh (the list cache cannot answer), what a
      // list costs when something in it changed. The server's CPU per call includes the rename's.
      let renames = 0
      const rename = () =>
        fetch(`${base}/vm`, {
          method: 'PATCH',
          headers: { ...bigHeaders, 'content-type': 'application/x-www-form-urlencoded' },
          body: `uuid=${first[0]!.uuid}&name=big-${renames++}`,
        })
      const rebuilt = await measured(pid, () => sequential(bigList, BIG_CALLS, rename))
      summary.push({
        store: label,
        scenario: `GET vm/list (${BIG_VMS} VMs), one renamed before each, 1 client × ${BIG_CALLS}`,
        ...rebuilt,
        rss: memory(pid).rss,
        ...bigListGoal(label, BIG_VMS, rebuilt.result),
      })
      // Nothing changed since the previous call: the list cache's body (services/list-cache.ts).
      const cached = await measured(pid, () => sequential(bigList, BIG_CALLS))
      summary.push({
        store: label,
        scenario: `GET vm/list (${BIG_VMS} VMs), unchanged (list cache), 1 client × ${BIG_CALLS}`,
        ...cached,
        rss: memory(pid).rss,
        ...bigListGoal(label, BIG_VMS, cached.result),
      })
    }
    let n = 0
    const create = () =>
      fetch(`${base}/vm`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: `name=load-${n}&os_name=ubuntu&os_version=24.04&disks=20&vcpu=1&ram=1024&network_uuid=${spare[Math.floor(n++ / 200)]}`,
      })
    const created = await measured(pid, () => load(create, CONCURRENCY, DURATION_MS))
    const afterCreate = memory(pid)
    summary.push({ store: label, scenario: 'POST vm (create)', ...created, ...afterCreate })
    console.log(`${label}: done (${listed.result.errors + created.result.errors} errors)`)
    s3Summary.push(...(await s3Scenario(label, port, token, billingAccountId, pid, S3_MB)))
  } finally {
    await stopServer(server)
  }
}

async function main() {
  const loadBefore = loadAverage()
  const dir = mkdtempSync(join(tmpdir(), 'cirrus-bench-'))
  try {
    const dataDir = join(dir, 'pglite')
    if (PGLITE) {
      await benchStore(
        'PGlite (embedded)',
        { dataDir },
        { DATA_DIR: dataDir, OBJECT_DIR: join(dir, 'objects') },
      )
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  const url = values['database-url'] ?? process.env.BENCH_DATABASE_URL
  if (url) {
    const name = `cirrus_bench_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name}`)
    try {
      const u = new URL(url)
      u.pathname = `/${name}`
      const objects = mkdtempSync(join(tmpdir(), 'cirrus-bench-objects-'))
      try {
        await benchStore(
          'PostgreSQL',
          { databaseUrl: u.toString() },
          { DATABASE_URL: u.toString(), OBJECT_DIR: objects },
        )
      } finally {
        rmSync(objects, { recursive: true, force: true })
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  }
  if (!ONLY_S3) {
    printSummary(summary, {
      concurrency: CONCURRENCY,
      seconds: DURATION_MS / 1000,
      vms: VM_COUNT,
      loadBefore,
    })
  }
  if (!ONLY_LIST) printS3Summary(s3Summary, S3_MB)
  if (values.results) {
    // For the root `npm run bench`: e2e/bench/first-load.ts prints these beside their references and goals.
    const file = resolve(values.results)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(
      file,
      JSON.stringify({ vms: VM_COUNT, concurrency: CONCURRENCY, loadBefore, summary, s3Summary }, null, 2),
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
