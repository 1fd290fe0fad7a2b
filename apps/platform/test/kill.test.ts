/**
 * Durability (issue 4 "Storage"): the real server is killed with SIGKILL in the middle of operations and started
 * again; afterwards there is no half-created VM and nothing stuck busy or in a transitional state.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { createPlatform } from '../src/platform.js'
import { createApiToken, createUser } from '../src/services/accounts.js'
import { seedCatalogue } from '../src/seed.js'
import { testSettings } from '../src/settings.js'
import { disks, floatingIps, operations, vms } from '../src/store/schema.js'
import { createStore, type StoreOptions } from '../src/store/store.js'
import { freePort, untilListening } from '../bench/load.js'
import { withDatabase } from './global-setup.js'

const platformDir = resolve(import.meta.dirname, '..')
const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** Where the server's data lives: a PGlite folder from the template, or a fresh PostgreSQL database. */
async function prepareStore(): Promise<{ options: StoreOptions; env: Record<string, string> }> {
  const url = process.env.TEST_DATABASE_URL
  if (url) {
    const name = `cirrus_kill_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name} template ${inject('pgTemplateDb')}`)
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    })
    const databaseUrl = withDatabase(url, name)
    return { options: { databaseUrl }, env: { DATABASE_URL: databaseUrl } }
  }
  const dir = mkdtempSync(join(tmpdir(), 'cirrus-kill-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  const dataDir = join(dir, 'pglite')
  const template = new Blob([readFileSync(inject('pgliteTemplate'))])
  const store = await createStore({ dataDir, template })
  await store.close()
  return { options: { dataDir }, env: { DATA_DIR: dataDir } }
}

function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: platformDir,
    env: { ...process.env, ...env, PORT: String(port), REQUEST_LOG: '0', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  cleanups.push(() => void child.kill('SIGKILL'))
  return untilListening(child)
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('kill in the middle of operations', () => {
  it(
    'recovers: no half-created VM, nothing busy, every operation finished',
    { timeout: 120_000 },
    async () => {
      const { options, env } = await prepareStore()
      const setup = await createStore(options)
      const p = createPlatform(setup, { settings: testSettings })
      await seedCatalogue(p)
      const user = await createUser(p, { email: 'kill@example.test', password: 'kill-password-1' })
      const { token } = await createApiToken(p, user.id, { description: 'kill test' })
      await setup.close()

      const port = await freePort()
      const base = `http://127.0.0.1:${port}/v1/tll01/user-resource`
      const headers = { apikey: token, 'content-type': 'application/json' }
      const vmBody = (name: string) =>
        JSON.stringify({ name, os_name: 'ubuntu', os_version: '24.04', disks: 20, vcpu: 1, ram: 1024 })

      // Realistic durations: a create takes 3 s, a graceful stop 2 s; leases expire after 1 s without heartbeat.
      let server = await startServer({ ...env, OPERATION_TIME_SCALE: '1', OPERATION_LEASE_MS: '1000' }, port)
      const first = await fetch(`${base}/vm`, { method: 'POST', headers, body: vmBody('survivor') })
      expect(first.status).toBe(200)
      const survivor = (await first.json()) as { uuid: string }

      const interrupted = [
        fetch(`${base}/vm/stop`, { method: 'POST', headers, body: JSON.stringify({ uuid: survivor.uuid }) }),
        fetch(`${base}/vm`, { method: 'POST', headers, body: vmBody('half-made') }),
      ].map((request) => request.catch((error: unknown) => error))
      await sleep(1200)
      server.kill('SIGKILL')
      const results = await Promise.all(interrupted)
      expect(results.every((r) => r instanceof Error)).toBe(true)

      server = await startServer({ ...env, OPERATION_TIME_SCALE: '0', OPERATION_LEASE_MS: '1000' }, port)
      let list: { name: string; status: string; uuid: string; storage: unknown[] }[] = []
      for (let i = 0; i < 100; i++) {
        list = (await (await fetch(`${base}/vm/list`, { headers })).json()) as typeof list
        const stopped = list.find((v) => v.uuid === survivor.uuid)?.status === 'stopped'
        if (list.length === 2 && stopped) break
        await sleep(200)
      }
      expect(list.map((v) => [v.name, v.status]).sort()).toEqual([
        ['half-made', 'running'],
        ['survivor', 'stopped'],
      ])
      expect(list.every((v) => v.storage.length === 1)).toBe(true)
      // The recovered VM takes new work at once: nothing holds it.
      const start = await fetch(`${base}/vm/start`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ uuid: survivor.uuid }),
      })
      expect(start.status).toBe(200)

      const stopped = new Promise((done) => server.once('exit', done))
      server.kill('SIGTERM')
      await stopped
      const check = await createStore(options)
      cleanups.push(() => check.close())
      const ops = await check.db.select().from(operations)
      expect(ops.filter((o) => o.status === 'pending' || o.status === 'running')).toEqual([])
      expect(ops.filter((o) => o.status === 'failed')).toEqual([])
      const vmRows = await check.db.select().from(vms)
      expect(vmRows).toHaveLength(2)
      expect(vmRows.every((v) => v.busyOperationId === null)).toBe(true)
      expect(await check.db.select().from(disks)).toHaveLength(2)
      const ips = await check.db.select().from(floatingIps)
      expect(ips.map((ip) => ip.assignedTo).sort()).toEqual(vmRows.map((v) => v.uuid).sort())
    },
  )
})
