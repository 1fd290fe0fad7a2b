/**
 * Test harness: each test file gets its own store cloned from the run's template (test/global-setup.ts), and
 * each test starts from a clean, freshly seeded database (tables truncated, catalogue and users re-seeded), so
 * tests are independent yet fast. The same helpers run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { readFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, inject } from 'vitest'
import { createApp, type PlatformApp } from '../src/app.js'
import { testSettings, type Settings } from '../src/settings.js'
import { createApiToken, createUser } from '../src/services/accounts.js'
import { seedCatalogue } from '../src/seed.js'
import * as schema from '../src/store/schema.js'
import { createStore, type Store } from '../src/store/store.js'
import { withDatabase } from './global-setup.js'

/** The store kind this run tests. */
export const storeKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'

/** A fresh store copied from the run's template (PGlite tarball or PostgreSQL template database). */
export async function openTestStore(): Promise<Store & { drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL
  if (url) {
    const name = `cirrus_t_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name} template ${inject('pgTemplateDb')}`)
    const store = await createStore({ databaseUrl: withDatabase(url, name), poolSize: 4, migrate: false })
    return Object.assign(store, {
      async drop() {
        await store.close()
        await admin.query(`drop database if exists ${name} with (force)`)
        await admin.end()
      },
    })
  }
  const template = new Blob([readFileSync(inject('pgliteTemplate'))])
  const store = await createStore({ memory: true, template, migrate: false })
  return Object.assign(store, { drop: () => store.close() })
}

const tableNames = (Object.values(schema) as unknown[])
  .filter((t): t is PgTable => is(t, PgTable))
  .map((t) => `"${getTableName(t)}"`)

/**
 * Empties every table. Row by row with foreign-key triggers off is several times faster than TRUNCATE on
 * PGlite for the few rows a test leaves behind (TRUNCATE rewrites every table's files).
 */
export async function truncateAll(store: Store): Promise<void> {
  await store.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    for (const table of tableNames) await tx.execute(sql.raw(`delete from ${table}`))
  })
}

/** A controllable business clock (metering tests move it). Starts in the demo price list's month. */
export class VirtualClock {
  now = new Date('2025-11-10T10:15:00Z')
  /** The clock function to pass to createApp. */
  readonly fn = () => new Date(this.now)
  /** Moves time forward. */
  advance(ms: number) {
    this.now = new Date(this.now.getTime() + ms)
  }
  /** Sets the time. */
  set(date: Date | string) {
    this.now = new Date(date)
  }
}

/**
 * Writes the platform's (virtual) business time where the database's history triggers read it for changes
 * that carry no timestamp (hard deletes; schema.ts businessClock). Every request of a test goes through call().
 */
export async function syncBusinessClock(app: PlatformApp): Promise<void> {
  const now = app.platform.clock()
  await app.platform.store.db
    .insert(schema.businessClock)
    .values({ id: 1, now })
    .onConflictDoUpdate({ target: schema.businessClock.id, set: { now } })
}

/** One seeded user: their row, default billing account id and a global API token. */
export type TestUser = {
  id: number
  email: string
  password: string
  billingAccountId: number
  token: string
}

/** What each test gets. */
export type TestContext = {
  app: PlatformApp
  store: Store
  clock: VirtualClock
  alice: TestUser
  bob: TestUser
  admin: TestUser
  /** A token of alice restricted to her default billing account. */
  aliceRestrictedToken: string
}

async function seedUser(app: PlatformApp, email: string, isAdmin = false): Promise<TestUser> {
  const password = 'test-password-1'
  const user = await createUser(app.platform, { email, password, isAdmin, firstName: email.split('@')[0] })
  const [account] = await app.platform.store.db
    .select()
    .from(schema.billingAccounts)
    .where(sql`${schema.billingAccounts.userId} = ${user.id}`)
  const { token } = await createApiToken(app.platform, user.id, { description: 'test' })
  return { id: user.id, email, password, billingAccountId: account!.id, token }
}

/**
 * Registers the hooks of a platform test file and returns a live context object (filled before each test).
 * `settings` override the test settings (instant operations, cheap hashes, no log).
 */
export function usePlatform(settings: Partial<Settings> = {}): TestContext {
  const ctx = {} as TestContext
  let store: Awaited<ReturnType<typeof openTestStore>>
  beforeAll(async () => {
    store = await openTestStore()
  })
  afterAll(async () => {
    await ctx.app?.platform.stop()
    await store?.drop()
  })
  beforeEach(async () => {
    await ctx.app?.platform.stop()
    await truncateAll(store)
    const clock = new VirtualClock()
    const app = createApp(store, { settings: { ...testSettings, ...settings }, clock: clock.fn })
    await seedCatalogue(app.platform)
    ctx.app = app
    ctx.store = store
    ctx.clock = clock
    ctx.alice = await seedUser(app, 'alice@example.test')
    ctx.bob = await seedUser(app, 'bob@example.test')
    ctx.admin = await seedUser(app, 'admin@example.test', true)
    const restricted = await createApiToken(app.platform, ctx.alice.id, {
      description: 'restricted',
      billingAccountId: ctx.alice.billingAccountId,
      restricted: true,
    })
    ctx.aliceRestrictedToken = restricted.token
  })
  return ctx
}

/** Request options for {@link call}. */
export type CallOptions = {
  /** API token for the `apikey` header. */
  token?: string
  /** A form body (application/x-www-form-urlencoded); arrays become repeated keys. */
  form?: Record<string, string | number | boolean | (string | number)[]>
  /** A JSON body. */
  json?: unknown
  /** Extra headers. */
  headers?: Record<string, string>
}

/** Encodes a form body with repeated keys for arrays. */
export function formBody(form: NonNullable<CallOptions['form']>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(form)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item))
  }
  return params.toString()
}

/** Sends a request to the app and returns status, parsed body (JSON when possible) and headers. */
export async function call(app: PlatformApp, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.apikey = options.token
  let body: string | undefined
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    body = formBody(options.form)
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.json)
  }
  await syncBusinessClock(app)
  const res = await app.request(path, { method, headers, body })
  const text = await res.text()
  let json: unknown = text
  try {
    json = text === '' ? null : JSON.parse(text)
  } catch {
    // not JSON: keep the text
  }
  // Tests read response fields freely; the shapes are asserted by the tests themselves.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: json as any, headers: res.headers, text }
}
