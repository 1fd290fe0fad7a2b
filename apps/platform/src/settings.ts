/**
 * Platform settings: defaults for demo use, overridden by the environment (server, CLI) or by tests.
 */

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
  /** Recovery gives up on an operation after this many attempts and rolls it back. */
  operationMaxAttempts: number
  /** How long an HTTP call waits for its operation before answering 504 (the operation goes on; ms). */
  operationWaitMs: number
  /** scrypt cost N for new password hashes (PLATFORM-NOTES.md: 2^15 ≈ 200 ms). */
  passwordCost: number
  /** Key of the session-token HMAC. Required in production. */
  sessionSecret: string
  /** Session lifetime (ms). */
  sessionTtlMs: number
  /** Mark cookies `Secure` (behind HTTPS). */
  secureCookies: boolean
  /** Write one JSON log line per request. */
  requestLog: boolean
}

/** Demo defaults (`npm start`). */
export const defaultSettings: Settings = {
  operationTimeScale: 1,
  operationLeaseMs: 15_000,
  workerPollMs: 1_000,
  operationMaxAttempts: 3,
  operationWaitMs: 120_000,
  passwordCost: 2 ** 15,
  sessionSecret: 'cirrus-development-session-secret',
  sessionTtlMs: 14 * 24 * 3600_000,
  secureCookies: false,
  requestLog: true,
}

/** Settings for tests: instant operations, cheap hashes, no log noise. */
export const testSettings: Settings = {
  ...defaultSettings,
  operationTimeScale: 0,
  operationLeaseMs: 2_000,
  workerPollMs: 100,
  passwordCost: 2 ** 10,
  requestLog: false,
}

function num(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const n = Number(value)
  if (!Number.isFinite(n)) throw new Error(`Not a number: ${value}`)
  return n
}

/**
 * Settings from the environment: OPERATION_TIME_SCALE, OPERATION_LEASE_MS, WORKER_POLL_MS, OPERATION_WAIT_MS,
 * PASSWORD_COST, SESSION_SECRET, SECURE_COOKIES=1, REQUEST_LOG=0. Production (NODE_ENV=production) refuses to start without
 * SESSION_SECRET.
 */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): Settings {
  const production = env.NODE_ENV === 'production'
  if (production && !env.SESSION_SECRET) {
    throw new Error('SESSION_SECRET must be set when NODE_ENV=production')
  }
  return {
    operationTimeScale: num(env.OPERATION_TIME_SCALE) ?? defaultSettings.operationTimeScale,
    operationLeaseMs: num(env.OPERATION_LEASE_MS) ?? defaultSettings.operationLeaseMs,
    workerPollMs: num(env.WORKER_POLL_MS) ?? defaultSettings.workerPollMs,
    operationMaxAttempts: num(env.OPERATION_MAX_ATTEMPTS) ?? defaultSettings.operationMaxAttempts,
    operationWaitMs: num(env.OPERATION_WAIT_MS) ?? defaultSettings.operationWaitMs,
    passwordCost: num(env.PASSWORD_COST) ?? defaultSettings.passwordCost,
    sessionSecret: env.SESSION_SECRET ?? defaultSettings.sessionSecret,
    sessionTtlMs: num(env.SESSION_TTL_MS) ?? defaultSettings.sessionTtlMs,
    secureCookies: env.SECURE_COOKIES === '1',
    requestLog: env.REQUEST_LOG !== '0',
  }
}
