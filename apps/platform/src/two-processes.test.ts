/**
 * Two platform processes on one PostgreSQL (issue 17, "scale beyond one process"): two real `node` processes of
 * src/server.ts share a fresh database. A session made on one is valid on the other; VM creates sent to both are
 * each claimed and run once (every operation done at its first attempt); both processes meter the demo's past
 * hours at start at the same time, and every resource-hour is priced once, with no failed metering logged; a VM
 * list cached by one process shows a change made through the other on the next call (services/list-cache.ts).
 * PostgreSQL only (`npm run test:pg`): PGlite is one process's embedded database.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withDatabase } from '../test/global-setup.js'

const url = process.env.TEST_DATABASE_URL
const platformDir = resolve(import.meta.dirname, '..')

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

type Process = { child: ChildProcess; base: string; output: () => string; exited: Promise<unknown> }

/** Starts src/server.ts as a process of its own; resolves once it listens. */
async function startProcess(env: Record<string, string>): Promise<Process> {
  const port = await freePort()
  const { DATABASE_URL: _url, TEST_DATABASE_URL: _test, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/server.ts'], {
    cwd: platformDir,
    env: { ...inherited, ...env, PORT: String(port), NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise((done) => child.once('exit', done))
  await new Promise<void>((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('"msg":"listening"')) done()
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => fail(new Error(`platform process exited with ${code}: ${output}`)))
  })
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited }
}

/** Signs the demo customer in on one process; returns the session cookie. */
async function signIn(p: Process): Promise<string> {
  const res = await fetch(`${p.base}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@cirrus.test', password: 'demo-password-1' }),
  })
  expect(res.status).toBe(200)
  const cookie = /cirrus_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0]
  expect(cookie).toBeDefined()
  return cookie!
}

async function stop(p: Process | undefined) {
  if (!p || p.child.exitCode !== null) return
  p.child.kill('SIGTERM')
  await p.exited
}

describe.skipIf(!url)('two platform processes on one PostgreSQL', () => {
  const database = `cirrus_two_${randomBytes(4).toString('hex')}`
  const dir = mkdtempSync(join(tmpdir(), 'cirrus-two-'))
  let admin: pg.Client
  let db: pg.Client
  let a: Process | undefined
  let b: Process | undefined

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${database}`)
    const env = {
      DATABASE_URL: withDatabase(url!, database),
      // One secret for both: a session's hash is computed with it.
      SESSION_SECRET: 'two-processes-session-secret-0123456789',
      SEALING_SECRET: 'two-processes-sealing-secret-0123456789',
      OPERATION_TIME_SCALE: '0.01',
      REQUEST_LOG: '0',
      API_REQUESTS_PER_MINUTE: '0',
      DATA_DIR: join(dir, 'data'),
      OBJECT_DIR: join(dir, 'objects'),
      MAIL_OUTBOX_DIR: join(dir, 'outbox'),
    }
    // The first migrates and seeds the demo (with last month's history); the second starts as soon as the first
    // listens, while the first is still metering the past hours: both meter at once.
    a = await startProcess(env)
    b = await startProcess(env)
    db = new pg.Client({ connectionString: withDatabase(url!, database) })
    await db.connect()
  }, 180_000)

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)])
    await db?.end()
    await admin?.query(`drop database if exists ${database} with (force)`)
    await admin?.end()
    rmSync(dir, { recursive: true, force: true })
  }, 60_000)

  it('a session made on one process is valid on the other', async () => {
    const cookie = await signIn(a!)
    const onB = await fetch(`${b!.base}/v1/user-resource/user`, { headers: { cookie } })
    expect(onB.status).toBe(200)
    expect(await onB.json()).toMatchObject({ name: 'demo@cirrus.test' })
    // And a stranger's cookie is refused there.
    const stranger = await fetch(`${b!.base}/v1/user-resource/user`, {
      headers: { cookie: 'cirrus_session=not-a-session' },
    })
    expect(stranger.status).toBe(401)
  }, 60_000)

  it('VM creates sent to both processes are each claimed once and run once', async () => {
    const cookie = await signIn(b!)
    const names = Array.from({ length: 6 }, (_, i) => `two-proc-${i}`)
    const answers = await Promise.all(
      names.map((name, i) =>
        fetch(`${(i % 2 ? a : b)!.base}/v1/tll01/user-resource/vm`, {
          method: 'POST',
          headers: { cookie, 'x-cirrus-client': 'console', 'content-type': 'application/json' },
          body: JSON.stringify({
            name,
            os_name: 'ubuntu',
            os_version: '24.04',
            disks: 20,
            vcpu: 1,
            ram: 1024,
            username: 'cirrus',
            password: 'Two-procs-1',
          }),
        }),
      ),
    )
    expect(answers.map((r) => r.status)).toEqual(names.map(() => 200))
    const { rows } = await db.query<{ status: string; attempts: number; n: string }>(
      `select o.status, o.attempts, count(*) as n from operations o join vms v on v.uuid::text = o.resource_uuid::text
        where o.kind = 'vm.create' and v.name like 'two-proc-%' group by o.status, o.attempts`,
    )
    expect(rows).toEqual([{ status: 'done', attempts: 1, n: '6' }])
  }, 120_000)

  it('a list cached by one process shows a change made through the other on the very next call', async () => {
    const cookie = await signIn(a!)
    const headers = { cookie, 'x-cirrus-client': 'console' }
    type Listed = { uuid: string; name: string; status: string }
    const listOn = async (p: Process) => {
      const res = await fetch(`${p.base}/v1/tll01/user-resource/vm/list`, { headers })
      expect(res.status).toBe(200)
      return (await res.json()) as Listed[]
    }
    const [vm] = (await listOn(b!)).filter((v) => v.name.startsWith('two-proc-'))
    expect(vm).toBeDefined()
    await listOn(b!) // cached on b now
    const renamed = await fetch(`${a!.base}/v1/tll01/user-resource/vm`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ uuid: vm!.uuid, name: 'renamed-on-a' }),
    })
    expect(renamed.status).toBe(200)
    expect((await listOn(b!)).find((v) => v.uuid === vm!.uuid)?.name).toBe('renamed-on-a')
    // The simulator's status move, run by a's operation: b's next list shows it.
    const stopped = await fetch(`${a!.base}/v1/tll01/user-resource/vm/stop`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ uuid: vm!.uuid }),
    })
    expect(stopped.status).toBe(200)
    expect((await listOn(b!)).find((v) => v.uuid === vm!.uuid)?.status).toBe('stopped')
  }, 60_000)

  it('both processes metered the past hours at once, and every resource-hour is priced once', async () => {
    // Stopping waits for each process's running tick (services/periodic.ts), so both have finished metering.
    await Promise.all([stop(a), stop(b)])
    const { rows: metered } = await db.query<{ n: string; distinct_hours: string }>(
      `select count(*) as n, count(distinct (resource_type, resource_uuid, hour)) as distinct_hours
         from usage_records`,
    )
    expect(Number(metered[0]!.n)).toBeGreaterThan(100) // the demo's last month
    expect(metered[0]!.n).toBe(metered[0]!.distinct_hours)
    for (const p of [a!, b!]) expect(p.output()).not.toContain('"msg":"metering failed"')
  }, 120_000)
})
