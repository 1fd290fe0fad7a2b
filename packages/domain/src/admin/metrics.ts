/**
 * The platform's /metrics (Prometheus text exposition format 0.0.4) read by the admin monitoring page (issue 13
 * "/help … a monitoring dashboard"): a small parser (no npm parser is both maintained and browser-sized) and the
 * figures the page charts. Pure: the caller passes the text and the moments.
 */
import { z } from 'zod'

/** One sample line: metric name, labels, value (NaN and ±Inf as numbers). */
export type MetricSample = { name: string; labels: Readonly<Record<string, string>>; value: number }

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*,?\s*/g

const unescape = (v: string) => v.replace(/\\(["\\n])/g, (_m, c: string) => (c === 'n' ? '\n' : c))

function number(text: string): number {
  if (text === '+Inf' || text === 'Inf') return Infinity
  if (text === '-Inf') return -Infinity
  return Number(text)
}

/** The samples of a /metrics text; comment (`# HELP`, `# TYPE`) and unreadable lines are skipped. */
export function parsePrometheusText(text: string): MetricSample[] {
  const samples: MetricSample[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const m = SAMPLE.exec(line)
    if (!m) continue
    const labels: Record<string, string> = {}
    for (const l of (m[2] ?? '').matchAll(LABEL)) labels[l[1]!] = unescape(l[2]!)
    samples.push({ name: m[1]!, labels, value: number(m[3]!) })
  }
  return samples
}

/** The sum of a metric's samples whose labels include `where`. */
export function metricSum(
  samples: readonly MetricSample[],
  name: string,
  where: Readonly<Record<string, string>> = {},
): number {
  return samples
    .filter((s) => s.name === name && Object.entries(where).every(([k, v]) => s.labels[k] === v))
    .reduce((n, s) => n + s.value, 0)
}

/** The counters the monitoring page reads at one moment. */
export type MetricsReading = {
  /** When it was read (ms since the epoch). */
  at: number
  requests: number
  durationSum: number
  durationCount: number
  operations: number
  rssBytes: number
}

/** The monitoring page's reading of a /metrics text. */
export function readMetrics(text: string, at: number): MetricsReading {
  const s = parsePrometheusText(text)
  return {
    at,
    requests: metricSum(s, 'cirrus_http_requests_total'),
    durationSum: metricSum(s, 'cirrus_http_request_duration_seconds_sum'),
    durationCount: metricSum(s, 'cirrus_http_request_duration_seconds_count'),
    operations: metricSum(s, 'cirrus_operations_total'),
    rssBytes: metricSum(s, 'cirrus_process_resident_memory_bytes'),
  }
}

/** One charted point: rates between two readings, memory at the later one. */
export type MetricsPoint = {
  at: number
  /** Requests per second. */
  requestRate: number
  /** Mean request duration in ms over the interval (0 without requests). */
  latencyMs: number
  /** Operations finished per minute. */
  operationsPerMinute: number
  /** Resident memory in MB. */
  rssMb: number
}

/** The point between two readings (a counter that went down — a restart — counts from zero). */
export function metricsPoint(before: MetricsReading, after: MetricsReading): MetricsPoint {
  const seconds = Math.max(0.001, (after.at - before.at) / 1000)
  const delta = (a: number, b: number) => (b >= a ? b - a : b)
  const count = delta(before.durationCount, after.durationCount)
  return {
    at: after.at,
    requestRate: delta(before.requests, after.requests) / seconds,
    latencyMs: count > 0 ? (delta(before.durationSum, after.durationSum) / count) * 1000 : 0,
    operationsPerMinute: (delta(before.operations, after.operations) / seconds) * 60,
    rssMb: after.rssBytes / (1024 * 1024),
  }
}

/** `GET /v1/admin/metrics`: the platform's /metrics text for an administrator's session. */
export const AdminMetricsSchema = z.object({ text: z.string() })
/** Parsed admin metrics; see {@link AdminMetricsSchema}. */
export type AdminMetrics = z.infer<typeof AdminMetricsSchema>
