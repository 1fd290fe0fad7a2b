/**
 * The bench's load generation and process measurements (bench/run.ts): the built server started as a child, a
 * closed-loop load of concurrent clients, a series of sequential calls, and the server's memory and CPU time read
 * from Linux's /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { QUOTA_ENV } from '../src/settings.js'

/** What a scenario measured: successful requests, failures, req/s, latency percentiles (ms). */
export type Result = { requests: number; errors: number; rps: number; p50: number; p99: number; max: number }

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

/**
 * Starts `node dist/server.js` in `cwd` on `port` with only the store given in `env` (a DATABASE_URL in the
 * caller's environment must not turn the PGlite run into a PostgreSQL one), optionally under `node --cpu-prof`.
 * The per-account rate limit is off and the quotas out of reach: the bench measures the server, not the limiter
 * (its accounts hold thousands of VMs, disks and IPs; the quota check still runs on every create).
 */
export function startServer(
  cwd: string,
  env: Record<string, string>,
  port: number,
  profileDir?: string,
): Promise<ChildProcess> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []
  const child = spawn(process.execPath, [...profile, 'dist/server.js'], {
    cwd,
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
  return untilListening(child)
}

/** Resolves when the server (src/server.ts) logs that it listens; rejects when it exits first (with its output). */
export function untilListening(child: ChildProcess): Promise<ChildProcess> {
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

/** Stops the server and waits for it to exit. */
export async function stopServer(server: ChildProcess): Promise<void> {
  const exited = new Promise((done) => server.once('exit', done))
  server.kill('SIGTERM')
  await exited
}

/** Resident and peak memory of a process, MB (Linux /proc). */
export function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) }
}

/**
 * CPU time a process has used so far (user + system), ms (Linux /proc/<pid>/stat, clock ticks of 10 ms). The
 * server's CPU time per request is what crowding of a shared machine changes least (waiting is not counted).
 */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name (which is in parentheses and may hold spaces): utime is the 14th, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

function summarise(latencies: number[], errors: number, elapsedMs: number): Result {
  latencies.sort((a, b) => a - b)
  const round = (ms: number) => Math.round(ms * 10) / 10
  const pct = (q: number) =>
    round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0)
  return {
    requests: latencies.length,
    errors,
    rps: Math.round((latencies.length / (elapsedMs / 1000)) * 10) / 10,
    p50: pct(0.5),
    p99: pct(0.99),
    max: round(latencies.at(-1) ?? 0),
  }
}

async function timedCall(request: () => Promise<Response>): Promise<number | undefined> {
  const t0 = performance.now()
  try {
    const res = await request()
    await res.arrayBuffer()
    return res.ok ? performance.now() - t0 : undefined
  } catch {
    return undefined
  }
}

/** Runs `request` from `concurrency` closed loops for `durationMs`; latency percentiles in ms. */
export async function load(
  request: () => Promise<Response>,
  concurrency: number,
  durationMs: number,
): Promise<Result> {
  const latencies: number[] = []
  let errors = 0
  const started = performance.now()
  const end = started + durationMs
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const ms = await timedCall(request)
        if (ms === undefined) errors++
        else latencies.push(ms)
      }
    }),
  )
  return summarise(latencies, errors, performance.now() - started)
}

/** Runs `request` `calls` times one after another (one client); latency percentiles in ms. */
export async function sequential(
  request: () => Promise<Response>,
  calls: number,
  before?: () => Promise<unknown>,
): Promise<Result> {
  const latencies: number[] = []
  let errors = 0
  const started = performance.now()
  for (let i = 0; i < calls; i++) {
    await before?.()
    const ms = await timedCall(request)
    if (ms === undefined) errors++
    else latencies.push(ms)
  }
  return summarise(latencies, errors, performance.now() - started)
}
