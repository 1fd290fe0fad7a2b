/**
 * The bench's tables (bench/run.ts): every scenario of every store with its figures, the server's CPU time per
 * request and memory, and issue 17's goal beside each figure it has one for (met or not); then the S3 table.
 */
import { loadavg } from 'node:os'
import type { Result } from './load.js'

/** One line of the final table: a scenario on a store, and the server's memory and CPU time when it ended. */
export type SummaryRow = {
  store: string
  scenario: string
  result?: Result
  rss: number
  peak?: number
  /** The server's CPU time (user + system) per request during the scenario, ms. */
  cpuMsPerRequest?: number
  /** Issue 17's goal for this figure, and whether the figure meets it. */
  goal?: string
  met?: boolean
}

/** One line of the S3 table. */
export type S3Row = {
  store: string
  operation: string
  seconds: number
  mbps: number
  rss: number
  peak: number
}

const isPg = (store: string) => store === 'PostgreSQL'

/** Issue 17's goals (on 2 cores): figures are compared with them, never asserted in tests (AGENTS.md rule 9). */
export const GOALS = {
  idleRssMb: { pglite: 150 },
  list100: { pglite: { rps: 300 }, postgres: { rps: 1000, p99: 50 } },
  list10k: { postgresMs: 300 },
} as const

/** The goal of the idle row: PGlite's idle RSS. */
export function idleGoal(store: string, rss: number): Pick<SummaryRow, 'goal' | 'met'> {
  if (isPg(store)) return {}
  return { goal: `RSS ≤ ${GOALS.idleRssMb.pglite} MB`, met: rss <= GOALS.idleRssMb.pglite }
}

/** The goal of the loaded list (stated for 100 VMs; other sizes are printed without one). */
export function listGoal(store: string, vms: number, r: Result): Pick<SummaryRow, 'goal' | 'met'> {
  if (vms !== 100) return {}
  if (isPg(store)) {
    const g = GOALS.list100.postgres
    return { goal: `≥ ${g.rps} req/s, p99 ≤ ${g.p99} ms`, met: r.rps >= g.rps && r.p99 <= g.p99 }
  }
  return { goal: `≥ ${GOALS.list100.pglite.rps} req/s`, met: r.rps >= GOALS.list100.pglite.rps }
}

/** The goal of the big account's list: its median call on PostgreSQL. */
export function bigListGoal(store: string, vms: number, r: Result): Pick<SummaryRow, 'goal' | 'met'> {
  if (!isPg(store) || vms !== 10_000) return {}
  return { goal: `≤ ${GOALS.list10k.postgresMs} ms`, met: r.p50 <= GOALS.list10k.postgresMs }
}

function table(header: string[], rows: string[][], left: number): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < left || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd()
  return [line(header), ...rows.map(line)]
}

/** The load average of the machine, for the record: on a shared machine the absolute figures follow it. */
export function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
}

/** Every scenario of every store as one table: req/s, p50, p99, max, requests, errors, CPU ms/req, RSS, goal. */
export function printSummary(
  rows: SummaryRow[],
  meta: { concurrency: number; seconds: number; vms: number; loadBefore: string },
): void {
  const header = ['store', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'ok', 'errors', 'CPU ms/req']
  header.push('RSS MB', 'peak MB', 'goal (issue 17)')
  const cells = rows.map((r) => [
    r.store,
    r.scenario,
    ...(r.result
      ? [r.result.rps, r.result.p50, r.result.p99, r.result.max, r.result.requests, r.result.errors].map(
          String,
        )
      : ['-', '-', '-', '-', '-', '-']),
    r.cpuMsPerRequest === undefined ? '-' : r.cpuMsPerRequest.toFixed(2),
    String(r.rss),
    r.peak === undefined ? '' : String(r.peak),
    r.goal ? `${r.goal}: ${r.met ? 'met' : 'NOT met'}` : '',
  ])
  console.log(
    `\nconcurrency ${meta.concurrency}, ${meta.seconds} s per loaded scenario, ${meta.vms} VMs listed; ` +
      `load average (1, 5, 15 min) before ${meta.loadBefore}, after ${loadAverage()} on this machine's ` +
      `cores — CPU ms/req is the server's own CPU time per request (the database's too on PGlite, which runs in ` +
      `the server; not PostgreSQL's), which crowding changes least`,
  )
  for (const line of table(header, cells, 2)) console.log(line)
}

/** The S3 table: MB/s and the server's memory per operation. */
export function printS3Summary(rows: S3Row[], mb: number): void {
  if (rows.length === 0) return
  const header = ['store', `S3 operation (${mb} MiB object)`, 'seconds', 'MB/s', 'RSS MB', 'peak MB']
  const cells = rows.map((r) => [
    r.store,
    r.operation,
    r.seconds.toFixed(2),
    r.mbps.toFixed(1),
    String(r.rss),
    String(r.peak),
  ])
  console.log('\nS3 endpoint with the AWS SDK for JavaScript v3 (MB = 2^20 bytes)')
  for (const line of table(header, cells, 2)) console.log(line)
}
