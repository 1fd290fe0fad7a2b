/**
 * Platform settings: defaults for demo use, overridden by the environment (server, CLI) or by tests.
 */
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { QUOTA_RESOURCES, type QuotaResource } from '@cirrus/domain'

/** apps/platform/.data/objects: beside the default PGlite folder (store.ts defaultDataDir). */
const defaultObjectDir = resolve(dirname(fileURLToPath(import.meta.url)), '../.data/objects')

/** Everything the platform can be tuned with. */
export type Settings = {
  /**
   * Multiplies every simulated operation duration (sim/durations.ts): 1 = realistic demo timings, 0 = instant
   * (tests). ARCHITECTURE.md "Simulator".
   */
  operationTimeScale: number
  /** How long a claimed operation stays owned without a heartbeat (ms). */
  operationLeaseMs: number
  /** How often the background worker looks for pending or abandoned operations (ms). */
  workerPollMs: number
  /** How often a process with open activity streams reads new events from the table (ms; EVENT_POLL_MS, issue 18). */
  eventPollMs: number
  /** Recovery gives up on an operation after this many attempts and rolls it back. */
  operationMaxAttempts: number
  /** How long an HTTP call waits for its operation before answering 504 (the operation goes on; ms). */
  operationWaitMs: number
  /** A VM console viewer who types nothing for this long is disconnected (ms; CONSOLE_IDLE_MS, issue 15). */
  consoleIdleMs: number
  /** How often an open VM console reads its VM's state (start, stop, delete by anyone; ms). */
  consolePollMs: number
  /** scrypt cost N for new password hashes (PLATFORM-NOTES.md: 2^15 ≈ 200 ms). */
  passwordCost: number
  /**
   * SESSION_SECRET: the key of the session-token HMAC (through HKDF, auth/keys.ts). Required in production.
   */
  sessionSecret: string
  /**
   * SEALING_SECRET: the secret the key of sealed service secrets (S3 keys, managed-service secrets) is derived
   * from (HKDF, auth/keys.ts). Defaults to SESSION_SECRET; set it to the old SESSION_SECRET to rotate the session
   * key alone (README "Security").
   */
  sealingSecret: string
  /** Session lifetime (ms). */
  sessionTtlMs: number
  /** Mark cookies `Secure` (behind HTTPS). On by default in production; SECURE_COOKIES=0 turns it off. */
  secureCookies: boolean
  /** Write one JSON log line per request. */
  requestLog: boolean
  /**
   * Memory for cached list bodies (LIST_CACHE_BYTES; services/list-cache.ts, issue 17): the least recently used
   * bodies go past it; 0 turns the list cache off.
   */
  listCacheBytes: number
  /** Largest request body in bytes (413 past it, read as a stream; http/limits.ts). */
  bodyLimitBytes: number
  /** Largest object one upload may store (OBJECT_SIZE_LIMIT_BYTES, default 5 GiB; S3 PUT and the console's). */
  objectSizeLimitBytes: number
  /** Where object bytes are written (OBJECT_DIR; default `objects` beside the PGlite folder, src/s3/README). */
  objectDir: string
  /**
   * Sign-in and sign-up attempts allowed per window, per account (email) and per client address, before 429
   * (http/throttle.ts, per process).
   */
  authAttemptsPerAccount: number
  authAttemptsPerAddress: number
  /** The window of the sign-in/sign-up throttle (ms). */
  authWindowMs: number
  /** /v1 requests per minute per account (429 past it; 0 = no limit; per process). */
  apiRequestsPerMinute: number
  /** A bearer token that opens /metrics from anywhere; without it /metrics answers loopback callers only. */
  metricsToken: string | null
  /** Take the client address from the last X-Forwarded-For hop (behind a reverse proxy). */
  trustProxy: boolean
  /**
   * PUBLIC_URL: the console's address as customers reach it (`https://console.example.com`), for links in mails.
   * Never taken from a request's Host header (a forged one would send a working link to another site). Null: the
   * server's own address (http://127.0.0.1:PORT), right on a development machine only.
   */
  publicUrl: string | null
  /** MAIL_FROM: the sender of the platform's mails. */
  mailFrom: string
  /** SIGN_UP_TTL_MS: how long a sign-up link works (default 24 h). */
  signUpTtlMs: number
  /**
   * The default quota of each billing account (services/quotas.ts; `QUOTA_VMS`, `QUOTA_VCPU`, … see
   * {@link QUOTA_ENV}); an operator overrides them per account (`cli.ts quota:set`).
   */
  quotas: Record<QuotaResource, number>
}

/** The environment variable of each default quota. */
export const QUOTA_ENV: Record<QuotaResource, string> = {
  vms: 'QUOTA_VMS',
  vcpu: 'QUOTA_VCPU',
  ram_mb: 'QUOTA_RAM_MB',
  disks: 'QUOTA_DISKS',
  disk_gb: 'QUOTA_DISK_GB',
  public_ips: 'QUOTA_PUBLIC_IPS',
  networks: 'QUOTA_NETWORKS',
  load_balancers: 'QUOTA_LOAD_BALANCERS',
  buckets: 'QUOTA_BUCKETS',
  managed_services: 'QUOTA_MANAGED_SERVICES',
  metal_leases: 'QUOTA_METAL_LEASES',
}

/** The secret used outside production when SESSION_SECRET is not set (server.ts warns loudly). */
export const DEVELOPMENT_SECRET = 'cirrus-development-session-secret'

/** Demo defaults (`npm start`). */
export const defaultSettings: Settings = {
  operationTimeScale: 1,
  operationLeaseMs: 15_000,
  workerPollMs: 1_000,
  eventPollMs: 200,
  operationMaxAttempts: 3,
  operationWaitMs: 120_000,
  consoleIdleMs: 15 * 60_000,
  consolePollMs: 500,
  passwordCost: 2 ** 15,
  sessionSecret: DEVELOPMENT_SECRET,
  sealingSecret: DEVELOPMENT_SECRET,
  sessionTtlMs: 14 * 24 * 3600_000,
  secureCookies: false,
  requestLog: true,
  listCacheBytes: 64 * 1024 * 1024,
  bodyLimitBytes: 1024 * 1024,
  objectSizeLimitBytes: 5 * 1024 ** 3,
  objectDir: defaultObjectDir,
  authAttemptsPerAccount: 10,
  authAttemptsPerAddress: 100,
  authWindowMs: 15 * 60_000,
  apiRequestsPerMinute: 6000,
  metricsToken: null,
  trustProxy: false,
  publicUrl: null,
  mailFrom: 'Cirrus <no-reply@cirrus.invalid>',
  signUpTtlMs: 24 * 3600_000,
  quotas: {
    vms: 50,
    vcpu: 200,
    ram_mb: 409_600,
    disks: 100,
    disk_gb: 10_240,
    public_ips: 50,
    networks: 50,
    load_balancers: 20,
    buckets: 50,
    managed_services: 20,
    metal_leases: 10,
  },
}

/** Settings for tests: instant operations, cheap hashes, no log noise. */
export const testSettings: Settings = {
  ...defaultSettings,
  operationTimeScale: 0,
  operationLeaseMs: 2_000,
  workerPollMs: 100,
  eventPollMs: 20,
  consolePollMs: 50,
  passwordCost: 2 ** 10,
  requestLog: false,
  objectDir: join(tmpdir(), 'cirrus-test-objects'),
}

function num(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const n = Number(value)
  if (!Number.isFinite(n)) throw new Error(`Not a number: ${value}`)
  return n
}

type NumericKey = { [K in keyof Settings]: Settings[K] extends number ? K : never }[keyof Settings]

/** The environment variable of each numeric setting. */
const NUMERIC_ENV: Record<NumericKey, string> = {
  operationTimeScale: 'OPERATION_TIME_SCALE',
  operationLeaseMs: 'OPERATION_LEASE_MS',
  workerPollMs: 'WORKER_POLL_MS',
  eventPollMs: 'EVENT_POLL_MS',
  operationMaxAttempts: 'OPERATION_MAX_ATTEMPTS',
  passwordCost: 'PASSWORD_COST',
  sessionTtlMs: 'SESSION_TTL_MS',
  bodyLimitBytes: 'BODY_LIMIT_BYTES',
  objectSizeLimitBytes: 'OBJECT_SIZE_LIMIT_BYTES',
  authAttemptsPerAccount: 'AUTH_ATTEMPTS_PER_ACCOUNT',
  authAttemptsPerAddress: 'AUTH_ATTEMPTS_PER_ADDRESS',
  authWindowMs: 'AUTH_WINDOW_MS',
  apiRequestsPerMinute: 'API_REQUESTS_PER_MINUTE',
  operationWaitMs: 'OPERATION_WAIT_MS',
  consoleIdleMs: 'CONSOLE_IDLE_MS',
  consolePollMs: 'CONSOLE_POLL_MS',
  signUpTtlMs: 'SIGN_UP_TTL_MS',
  listCacheBytes: 'LIST_CACHE_BYTES',
}

/**
 * Settings from the environment: OPERATION_TIME_SCALE, OPERATION_LEASE_MS, WORKER_POLL_MS, OPERATION_WAIT_MS, CONSOLE_IDLE_MS, PASSWORD_COST,
 * SESSION_SECRET, SEALING_SECRET, SECURE_COOKIES (1/0; default 1 in production), REQUEST_LOG=0, LIST_CACHE_BYTES,
 * BODY_LIMIT_BYTES, AUTH_ATTEMPTS_PER_ACCOUNT, AUTH_ATTEMPTS_PER_ADDRESS, AUTH_WINDOW_MS,
 * API_REQUESTS_PER_MINUTE, METRICS_TOKEN, TRUST_PROXY=1, PUBLIC_URL, MAIL_FROM, SIGN_UP_TTL_MS, the default quotas QUOTA_* ({@link QUOTA_ENV}). Production (NODE_ENV=production) refuses to start
 * without SESSION_SECRET.
 */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): Settings {
  const production = env.NODE_ENV === 'production'
  if (production && !env.SESSION_SECRET) {
    throw new Error('SESSION_SECRET must be set when NODE_ENV=production')
  }
  const numbers = Object.fromEntries(
    Object.entries(NUMERIC_ENV).map(([key, name]) => [
      key,
      num(env[name]) ?? defaultSettings[key as NumericKey],
    ]),
  ) as Pick<Settings, NumericKey>
  return {
    ...numbers,
    sessionSecret: env.SESSION_SECRET || DEVELOPMENT_SECRET,
    sealingSecret: env.SEALING_SECRET || env.SESSION_SECRET || DEVELOPMENT_SECRET,
    secureCookies: env.SECURE_COOKIES ? env.SECURE_COOKIES === '1' : production,
    requestLog: env.REQUEST_LOG !== '0',
    objectDir: env.OBJECT_DIR
      ? resolve(env.OBJECT_DIR)
      : env.DATA_DIR
        ? join(resolve(env.DATA_DIR), '..', 'objects')
        : defaultObjectDir,
    metricsToken: env.METRICS_TOKEN || null,
    trustProxy: env.TRUST_PROXY === '1',
    publicUrl: publicUrlFromEnv(env.PUBLIC_URL),
    mailFrom: env.MAIL_FROM || defaultSettings.mailFrom,
    quotas: Object.fromEntries(
      QUOTA_RESOURCES.map((key) => [key, quotaFromEnv(env[QUOTA_ENV[key]]) ?? defaultSettings.quotas[key]]),
    ) as Settings['quotas'],
  }
}

/** PUBLIC_URL: an http(s) origin (with an optional path), without a trailing slash. */
function publicUrlFromEnv(value: string | undefined): string | null {
  if (!value) return null
  const url = URL.canParse(value) ? new URL(value) : null
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must be an http(s) address without a query: ${value}`)
  }
  return url.href.replace(/\/+$/, '')
}

/** A default quota from the environment: a whole number from 0 to 2^31 − 1. */
function quotaFromEnv(value: string | undefined): number | undefined {
  const n = num(value)
  if (n !== undefined && (!Number.isInteger(n) || n < 0 || n > 2 ** 31 - 1)) {
    throw new Error(`A quota must be a whole number from 0 to 2147483647: ${value}`)
  }
  return n
}

/**
 * The loud warnings of a start without secrets (outside production, which refuses to start): sessions and sealed
 * service secrets then use the public development secret, so anyone with a copy of the database can open every
 * sealed S3 key and service secret. server.ts logs each at level `warn` before anything else.
 */
export function developmentSecretWarnings(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.SESSION_SECRET || env.NODE_ENV === 'production') return []
  return [
    '!!! SESSION_SECRET is not set: sessions and sealed secrets (S3 keys, service secrets) use the PUBLIC ' +
      'development key. Anyone with a copy of the database can read the sealed secrets. Set SESSION_SECRET ' +
      '(and SEALING_SECRET) for any real use. !!!',
  ]
}
