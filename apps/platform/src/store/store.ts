/**
 * createStore(): the platform's database, embedded PGlite by default or PostgreSQL when a URL is given
 * (ARCHITECTURE.md "Storage"). Both run the same Drizzle schema and the same committed migrations.
 *
 * PGlite facts handled here (PLATFORM-NOTES.md): no lock on the data directory (we take a lock file), no
 * autovacuum (ANALYZE at start and on a timer), `create()` does not make parent folders, initdb is slow (a
 * `template` tarball from dumpDataDir skips it), shared buffers cost resident memory (32 MB instead of 128 MB). PostgreSQL: migrations run under `pg_advisory_lock` because
 * concurrent `migrate()` calls fail on an empty database.
 */
import { mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import * as schema from './schema.js'
import { acquireLockFile, type LockFile } from './lock-file.js'

/** The Drizzle database both drivers provide. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
/** A transaction handle: the same query surface as {@link Db}. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** A database or a transaction; helpers that may run inside a caller's transaction take this. */
export type DbOrTx = Db | Tx

/** Where the data lives. Exactly one of the three; `databaseUrl` wins when several are given. */
export type StoreOptions = {
  /** PostgreSQL connection string (DATABASE_URL). */
  databaseUrl?: string
  /** PGlite data folder; parent folders are created. */
  dataDir?: string
  /** PGlite in memory (tests, benchmarks). */
  memory?: boolean
  /** A PGlite dumpDataDir() tarball to start an empty data folder from, skipping initdb (tests). */
  template?: Blob
  /** Apply pending migrations on open. Default true. */
  migrate?: boolean
  /** PostgreSQL pool size. Default 10. */
  poolSize?: number
}

/** An open store. */
export type Store = {
  db: Db
  kind: 'pglite' | 'postgres'
  /**
   * True when this process is the only one that can use the database (PGlite behind its lock file): a running
   * operation found at start belongs to a dead process and can be recovered at once.
   */
  exclusive: boolean
  /** Raw rows of a SQL query (both drivers return `{ rows }`). */
  rows<T = Record<string, unknown>>(query: SQL, tx?: DbOrTx): Promise<T[]>
  /** PGlite only: the data folder as a tarball, to start other stores from (tests' template). */
  dumpDataDir?: () => Promise<Blob>
  /** Refreshes planner statistics (PGlite never autovacuums). */
  analyze(): Promise<void>
  /**
   * Runs `fn` holding the lock `key` in this process and, on PostgreSQL, across processes (a session advisory
   * lock on a connection of its own). Waits at most `timeoutMs` (default 60 s), then throws naming the lock.
   */
  exclusively<T>(key: number, fn: () => Promise<T>, timeoutMs?: number): Promise<T>
  close(): Promise<void>
}

/** The committed migrations: apps/platform/drizzle, the same relative path from src/ and dist/. */
export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle')

const MIGRATION_LOCK_KEY = 727_274_001 // any constant; shared by every platform process
const LOCK_TIMEOUT_MS = 60_000

/** The error of a lock wait that passed its deadline. */
export function lockTimeout(key: number, timeoutMs: number): Error {
  return new Error(`Gave up waiting for lock ${key} after ${timeoutMs / 1000} s: another process holds it`)
}

/**
 * Holds a PostgreSQL session advisory lock on a client of its own while `fn` runs; `lock_timeout` bounds the
 * wait (it applies to advisory locks too).
 */
async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  timeoutMs: number,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query(`set lock_timeout = ${Math.max(1, Math.round(timeoutMs))}`)
    try {
      await client.query('select pg_advisory_lock($1)', [key])
    } catch (error) {
      if ((error as { code?: string }).code === '55P03') throw lockTimeout(key, timeoutMs)
      throw error
    }
    try {
      return await fn(client)
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key])
    }
  } finally {
    await client.query('reset lock_timeout').catch(() => undefined)
    client.release()
  }
}

/** Opens (and by default migrates) the platform database. */
export async function createStore(options: StoreOptions = {}): Promise<Store> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options)
  return openPglite(options)
}

// Only the driver of the store in use is loaded (issue 17, idle memory): `pg` and its Drizzle driver are not
// needed by a PGlite server, nor PGlite's module by a PostgreSQL one.
async function openPglite(options: StoreOptions): Promise<Store> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  let lock: LockFile | undefined
  let dataDir: string | undefined
  if (!options.memory) {
    dataDir = resolve(options.dataDir ?? '.data/pglite')
    mkdirSync(dirname(dataDir), { recursive: true })
    lock = acquireLockFile(`${dataDir}.lock`)
  }
  let client: PGlite
  try {
    client = await PGlite.create({
      // PostgreSQL's default 128 MB of shared buffers live in the WASM heap and are never given back: 32 MB
      // holds the demo and test databases and starts the server with ≈120 MB less RSS (measured: 283 → 165 MB);
      // 16 MB another ≈ 19 MB less (issue 17: PGlite opened alone, 187 → 168 MB; pages beyond it are read from
      // the data folder's files through the OS cache). The list bench (10,000 VMs) runs within it.
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
      ...(dataDir ? { dataDir } : {}),
      ...(options.template ? { loadDataDir: options.template } : {}),
    })
  } catch (error) {
    lock?.release()
    throw error
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db
  if (options.migrate !== false) await migratePglite(db as never, { migrationsFolder })
  const store = makeStore(db, 'pglite', true, async () => {
    clearInterval(timer)
    await client.close()
    lock?.release()
  })
  store.dumpDataDir = () => client.dumpDataDir('none')
  await store.analyze()
  // Autovacuum does not run in PGlite, so statistics go stale as tables grow (PLATFORM-NOTES.md).
  const timer = setInterval(() => void store.analyze().catch(() => undefined), 10 * 60_000)
  timer.unref()
  return store
}

async function openPostgres(url: string, options: StoreOptions): Promise<Store> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 })
  // An idle client whose connection the server ends (restart, drop database) emits an error on the pool; the
  // pool replaces the client on the next query, so this is not fatal to the process (node-postgres docs).
  pool.on('error', (error) => {
    if ((error as { code?: string }).code !== '57P01')
      process.stderr.write(`postgres pool: ${error.message}\n`)
  })
  const db = drizzlePg({ client: pool, schema }) as unknown as Db
  if (options.migrate !== false) {
    await withAdvisoryLock(pool, MIGRATION_LOCK_KEY, LOCK_TIMEOUT_MS, (client) =>
      migratePg(drizzlePg({ client, schema }), { migrationsFolder }),
    )
  }
  const store = makeStore(
    db,
    'postgres',
    false,
    () => pool.end(),
    (key, timeoutMs, fn) => withAdvisoryLock(pool, key, timeoutMs, fn),
  )
  await store.analyze()
  return store
}

function makeStore(
  db: Db,
  kind: Store['kind'],
  exclusive: boolean,
  close: () => Promise<void>,
  crossProcess?: <T>(key: number, timeoutMs: number, fn: () => Promise<T>) => Promise<T>,
): Store {
  let closed = false
  // In-process queues per key: PGlite is one process's, and a PostgreSQL session lock is per connection.
  const queues = new Map<number, Promise<unknown>>()
  return {
    async exclusively<T>(key: number, fn: () => Promise<T>, timeoutMs = LOCK_TIMEOUT_MS): Promise<T> {
      const previous = queues.get(key) ?? Promise.resolve()
      let release!: () => void
      const mine = new Promise<void>((resolve) => (release = resolve))
      const tail = previous.then(() => mine)
      queues.set(key, tail)
      try {
        let timer: NodeJS.Timeout | undefined
        const expired = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(lockTimeout(key, timeoutMs)), timeoutMs)
          timer.unref()
        })
        await Promise.race([previous, expired]).finally(() => clearTimeout(timer))
        return await (crossProcess ? crossProcess(key, timeoutMs, fn) : fn())
      } finally {
        release()
        if (queues.get(key) === tail) queues.delete(key)
      }
    },
    db,
    kind,
    exclusive,
    async rows<T>(query: SQL, tx?: DbOrTx) {
      const result = (await (tx ?? db).execute(query)) as unknown as { rows: T[] }
      return result.rows
    },
    async analyze() {
      await db.execute(sql`analyze`)
    },
    async close() {
      if (closed) return
      closed = true
      await close()
    },
  }
}

/** Default PGlite folder of `npm start`: apps/platform/.data/pglite (git-ignored). */
export const defaultDataDir = join(dirname(fileURLToPath(import.meta.url)), '../../.data/pglite')
