/**
 * Platform benchmark (issue 4 "Done when"): requests per second and p99 latency of `GET vm/list` with 1,000 VMs
 * and of a VM create, and the server's memory, against the built server (`node dist/server.js`) as a child
 * process, on PGlite and, when a PostgreSQL URL is given, on PostgreSQL.
 *
 *   npm run bench -w @cirrus/platform                                   # PGlite
 *   npm run bench -w @cirrus/platform -- --database-url postgres://…    # also PostgreSQL (a scratch database
 *                                                                         is created on that server and dropped)
 * Options: --duration <s> (default 10), --concurrency <n> (default 10), --vms <n> (default 1000), --s3-mb <n>
 * (default 100), --only s3 (skip the VM scenarios), --only list (the list scenario alone), --cpu-prof <dir> (the
 * server runs under `node --cpu-prof`; `tsx bench/profile-summary.ts <dir>` says where its time went), --results
 * <file> (the summary as JSON, for the root `npm run bench`'s one table).
 * Ends with one table: req/s, p50, p99 and the server's RSS after each scenario, per store; then the S3 endpoint's
 * throughput with the AWS SDK for JavaScript v3: a streamed PutObject, a multipart Upload (lib-storage) and a
 * streamed GetObject of one `--s3-mb` MiB object, in MB/s (MB = 2^20 bytes), with the server's RSS and peak RSS.
 * BENCH_DATABASE_URL works like --database-url.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { Readable } from 'node:stream'
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import pg from 'pg'
import { eq } from 'drizzle-orm'
import { createPlatform } from '../src/platform.js'
import { createApiToken, createUser } from '../src/services/accounts.js'
import { seedCatalogue } from '../src/seed.js'
import { QUOTA_ENV, testSettings } from '../src/settings.js'
import { billingAccounts, networks } from '../src/store/schema.js'
import { createStore, type StoreOptions } from '../src/store/store.js'
import { insertBenchVms } from './vms.js'

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '10' },
    vms: { type: 'string', default: '1000' },
    's3-mb': { type: 'string', default: '100' },
    only: { type: 'string' },
    'cpu-prof': { type: 'string' },
    results: { type: 'string' },
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
const platformDir = resolve(import.meta.dirname, '..')

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

/**
 * Creates the benchmark user, a token and `VM_COUNT` VMs, each with a boot disk and a public IP, every fourth disk
 * with a snapshot (rows written directly: the list is what we measure).
 */
async function prepare(
  options: StoreOptions,
): Promise<{ token: string; networks: string[]; billingAccountId: number }> {
  const store = await createStore(options)
  const p = createPlatform(store, { settings: testSettings })
  await seedCatalogue(p)
  const user = await createUser(p, {
    email: `bench-${randomBytes(3).toString('hex')}@example.test`,
    password: 'bench-password-1',
  })
  const { token } = await createApiToken(p, user.id, { description: 'bench' })
  const [billing] = await store.db.select().from(billingAccounts).where(eq(billingAccounts.userId, user.id))
  const now = new Date()
  await insertBenchVms(store, { id: user.id, billingAccountId: billing!.id }, ONLY_S3 ? 0 : VM_COUNT, now)
  // Creates spread over extra networks: one /24 holds 253 VMs.
  const extra = await store.db
    .insert(networks)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        location: 'tll01',
        userId: user.id,
        billingAccountId: billing!.id,
        name: `bench-${i}`,
        vlanId: 100 + i,
        subnet: `10.200.${i}.0/24`,
      })),
    )
    .returning({ uuid: networks.uuid })
  await store.analyze()
  await store.close()
  return { token, networks: extra.map((n) => n.uuid), billingAccountId: billing!.id }
}

function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  // Only the store given here: a DATABASE_URL in the caller's environment must not turn the PGlite run into a
  // PostgreSQL one.
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []
  const child = spawn(process.execPath, [...profile, 'dist/server.js'], {
    cwd: platformDir,
    // The per-account rate limit is off and the quotas out of reach: the bench measures the server, not the
    // limiter (its one account holds thousands of VMs, disks and IPs; the quota check still runs on every create).
    env: {
      ...inherited,
      ...env,
      PORT: String(port),
      REQUEST_LOG: '0',
      OPERATION_TIME_SCALE: '0',
      API_REQUESTS_PER_MINUTE: '0',
      ...Object.fromEntries(Object.values(QUOTA_ENV).map((name) => [name, String(2 ** 31 - 1)])),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((done, fail) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('"msg":"listening"')) done(child)
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('exit', (code) => fail(new Error(`server exited with ${code}: ${output}`)))
  })
}

/** Resident and peak memory of a process, MB (Linux /proc). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) }
}

type Result = { requests: number; errors: number; rps: number; p50: number; p99: number }

/** One line of the final table: a scenario on a store, and the server's RSS when it ended. */
type SummaryRow = { store: string; scenario: string; result?: Result; rss: number; peak?: number }
const summary: SummaryRow[] = []

/** Prints every scenario of every store as one table: req/s, p50, p99, requests, errors, RSS (MB). */
function printSummary(): void {
  const header = ['store', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'ok', 'errors', 'RSS MB', 'peak MB']
  const rows = summary.map((r) => [
    r.store,
    r.scenario,
    ...(r.result
      ? [r.result.rps, r.result.p50, r.result.p99, r.result.requests, r.result.errors].map(String)
      : ['-', '-', '-', '-', '-']),
    String(r.rss),
    r.peak === undefined ? '' : String(r.peak),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  console.log(`\nconcurrency ${CONCURRENCY}, ${DURATION_MS / 1000} s per scenario, ${VM_COUNT} VMs listed`)
  console.log(line(header))
  for (const row of rows) console.log(line(row))
}

/** One line of the S3 table. */
type S3Row = { store: string; operation: string; seconds: number; mbps: number; rss: number; peak: number }
const s3Summary: S3Row[] = []

function printS3Summary(): void {
  if (s3Summary.length === 0) return
  const header = ['store', `S3 operation (${S3_MB} MiB object)`, 'seconds', 'MB/s', 'RSS MB', 'peak MB']
  const rows = s3Summary.map((r) => [
    r.store,
    r.operation,
    r.seconds.toFixed(2),
    r.mbps.toFixed(1),
    String(r.rss),
    String(r.peak),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  console.log('\nS3 endpoint with the AWS SDK for JavaScript v3 (MB = 2^20 bytes)')
  console.log(line(header))
  for (const row of rows) console.log(line(row))
}

/** `S3_MB` MiB of pseudo-random bytes as a stream of 1 MiB chunks (never the whole object in memory). */
function objectStream(): Readable {
  const chunk = randomBytes(1024 * 1024)
  return Readable.from(
    (function* () {
      for (let i = 0; i < S3_MB; i++) {
        chunk.writeUInt32LE(i, 0)
        yield Buffer.from(chunk)
      }
    })(),
  )
}

/**
 * Upload and download throughput of one object through the S3 endpoint with the AWS SDK, against the running
 * server: a key and a bucket made with the Warren API, then PutObject (streamed body: aws-chunked with a CRC32
 * trailer), a multipart Upload (16 MiB parts, 4 at a time) and GetObject (the body consumed as a stream).
 */
async function s3Scenario(label: string, port: number, token: string, billingAccountId: number, pid: number) {
  const api = `http://127.0.0.1:${port}/v1/storage`
  const keys = (await (
    await fetch(`${api}/user/keys`, { method: 'POST', headers: { apikey: token } })
  ).json()) as {
    accessKey: string
    secretKey: string
  }[]
  const bucket = `bench-${randomBytes(4).toString('hex')}`
  const made = await fetch(`${api}/bucket`, {
    method: 'PUT',
    headers: { apikey: token, 'content-type': 'application/x-www-form-urlencoded' },
    body: `name=${bucket}&billing_account_id=${billingAccountId}`,
  })
  if (!made.ok) throw new Error(`bucket create: ${made.status} ${await made.text()}`)
  const s3 = new S3Client({
    endpoint: `http://127.0.0.1:${port}/s3`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: keys[0]!.accessKey, secretAccessKey: keys[0]!.secretKey },
  })
  const bytes = S3_MB * 1024 * 1024
  const timed = async (operation: string, run: () => Promise<void>) => {
    const t0 = performance.now()
    await run()
    const seconds = (performance.now() - t0) / 1000
    const { rss, peak } = memory(pid)
    s3Summary.push({ store: label, operation, seconds, mbps: S3_MB / seconds, rss, peak })
  }
  await timed('PutObject (streamed, aws-chunked)', async () => {
    await s3.send(
      new PutObjectCommand({ Bucket: bucket, Key: 'put.bin', Body: objectStream(), ContentLength: bytes }),
    )
  })
  await timed('Upload (multipart, 16 MiB parts × 4)', async () => {
    await new Upload({
      client: s3,
      params: { Bucket: bucket, Key: 'multipart.bin', Body: objectStream() },
      partSize: 16 * 1024 * 1024,
      queueSize: 4,
    }).done()
  })
  for (const key of ['put.bin', 'multipart.bin']) {
    await timed(`GetObject (${key})`, async () => {
      const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      let received = 0
      for await (const chunk of got.Body as Readable) received += (chunk as Buffer).length
      if (received !== bytes) throw new Error(`GetObject ${key}: ${received} bytes, expected ${bytes}`)
    })
  }
  const stored = (await (
    await fetch(`${api}/bucket?name=${bucket}`, { headers: { apikey: token } })
  ).json()) as {
    size_bytes: number
  }
  if (stored.size_bytes !== 2 * bytes)
    throw new Error(`bucket size_bytes ${stored.size_bytes}, expected ${2 * bytes}`)
  s3.destroy()
}

/** Runs `request` from CONCURRENCY loops for DURATION_MS; latency percentiles in ms. */
async function load(request: () => Promise<Response>, durationMs = DURATION_MS): Promise<Result> {
  const latencies: number[] = []
  let errors = 0
  const end = performance.now() + durationMs
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now()
        try {
          const res = await request()
          await res.arrayBuffer()
          if (res.ok) latencies.push(performance.now() - t0)
          else errors++
        } catch {
          errors++
        }
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (q: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10
  return {
    requests: latencies.length,
    errors,
    rps: Math.round((latencies.length / elapsed) * 10) / 10,
    p50: pct(0.5),
    p99: pct(0.99),
  }
}

async function benchStore(label: string, options: StoreOptions, env: Record<string, string>) {
  process.stdout.write(`\n${label}: preparing ${VM_COUNT} VMs…\n`)
  const { token, networks: spare, billingAccountId } = await prepare(options)
  const port = await freePort()
  const server = await startServer(env, port)
  try {
    if (ONLY_S3) {
      await s3Scenario(label, port, token, billingAccountId, server.pid!)
      return
    }
    const base = `http://127.0.0.1:${port}/v1/tll01/user-resource`
    const headers = { apikey: token }
    const idle = memory(server.pid!)
    const list = () => fetch(`${base}/vm/list`, { headers })
    const check = (await (await list()).json()) as unknown[]
    if (check.length !== VM_COUNT) throw new Error(`expected ${VM_COUNT} VMs, got ${check.length}`)
    await load(list, 2000) // warm-up
    const listResult = await load(list)
    const afterList = memory(server.pid!)
    if (ONLY_LIST) {
      summary.push(
        { store: label, scenario: 'idle (after start)', rss: idle.rss },
        { store: label, scenario: `GET vm/list (${VM_COUNT} VMs)`, result: listResult, rss: afterList.rss },
      )
      return
    }
    let n = 0
    const create = () =>
      fetch(`${base}/vm`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: `name=load-${n}&os_name=ubuntu&os_version=24.04&disks=20&vcpu=1&ram=1024&network_uuid=${spare[Math.floor(n++ / 200)]}`,
      })
    const createResult = await load(create)
    const afterCreate = memory(server.pid!)
    console.log(`${label}: done (${listResult.errors + createResult.errors} errors)`)
    summary.push(
      { store: label, scenario: 'idle (after start)', rss: idle.rss },
      { store: label, scenario: `GET vm/list (${VM_COUNT} VMs)`, result: listResult, rss: afterList.rss },
      {
        store: label,
        scenario: 'POST vm (create)',
        result: createResult,
        rss: afterCreate.rss,
        peak: afterCreate.peak,
      },
    )
    await s3Scenario(label, port, token, billingAccountId, server.pid!)
  } finally {
    const exited = new Promise((done) => server.once('exit', done))
    server.kill('SIGTERM')
    await exited
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'cirrus-bench-'))
  try {
    const dataDir = join(dir, 'pglite')
    await benchStore(
      'PGlite (embedded)',
      { dataDir },
      { DATA_DIR: dataDir, OBJECT_DIR: join(dir, 'objects') },
    )
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
  if (!ONLY_S3) printSummary()
  if (!ONLY_LIST) printS3Summary()
  if (values.results) {
    // For the root `npm run bench`: e2e/bench/first-load.ts prints these beside their references and goals.
    const file = resolve(values.results)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(
      file,
      JSON.stringify({ vms: VM_COUNT, concurrency: CONCURRENCY, summary, s3Summary }, null, 2),
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
