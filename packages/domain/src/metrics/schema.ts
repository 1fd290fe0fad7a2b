/**
 * VM metrics (issue 18, docs/CONTRACTS.md "VM metrics"): the series the reference platform's simulator derives for
 * a VM (`GET /{location}/user-resource/vm/metrics?uuid=…&range=…`) or for a host, the sum of its VMs
 * (`GET /v1/admin/hosts/{uuid}/metrics?range=…`). Columnar (one array per measure, index i of every array is the
 * bucket starting at `times[i]`), which is compact on the wire and what a chart reads directly.
 */
import { z } from 'zod'
import { formUuid } from '../http/fields.js'

/** The ranges a metrics call serves, shortest first. */
export const METRICS_RANGES = ['1h', '24h', '7d'] as const
/** One of {@link METRICS_RANGES}. */
export type MetricsRange = (typeof METRICS_RANGES)[number]
/** A range, `1h` when absent. */
export const MetricsRangeSchema = z.enum(METRICS_RANGES)

/**
 * Each range's bucket (seconds) and bucket count: per-minute points for the last hour, 5-minute points for the
 * day, hourly points for the week (60, 288 and 168 points: every answer stays small).
 */
export const METRICS_BUCKETS: Readonly<Record<MetricsRange, { stepSeconds: number; points: number }>> = {
  '1h': { stepSeconds: 60, points: 60 },
  '24h': { stepSeconds: 300, points: 288 },
  '7d': { stepSeconds: 3600, points: 168 },
}

/** The query of the VM metrics call: `uuid` and `range` (default `1h`). */
export const VmMetricsQuerySchema = z.object({
  uuid: formUuid(),
  range: MetricsRangeSchema.default('1h'),
})
/** {@link VmMetricsQuerySchema}'s input. */
export type VmMetricsQuery = z.input<typeof VmMetricsQuerySchema>

/** The query of the host metrics call: `range` (default `1h`). */
export const HostMetricsQuerySchema = z.object({ range: MetricsRangeSchema.default('1h') })
/** {@link HostMetricsQuerySchema}'s input. */
export type HostMetricsQuery = z.input<typeof HostMetricsQuerySchema>

const measure = z.array(z.number().nonnegative())

/** The measures of a series, each one number per bucket (the bucket's average). */
export const METRIC_MEASURES = [
  'cpu_percent',
  'memory_used_bytes',
  'disk_read_bps',
  'disk_write_bps',
  'net_in_bps',
  'net_out_bps',
] as const
/** One of {@link METRIC_MEASURES}. */
export type MetricMeasure = (typeof METRIC_MEASURES)[number]

/**
 * A metrics answer. `times` are the buckets' starts (Unix seconds, oldest first); `cpu_percent` is the share of the
 * VM's vCPUs in use (a host's: of its VMs' vCPUs), 0–100; `memory_used_bytes` of `memory_total_bytes` (the VM's RAM
 * now, a host's VMs' RAM); disk and network in bytes per second. Every measure is 0 while the VM is not running.
 */
export const MetricsSeriesSchema = z
  .object({
    range: MetricsRangeSchema,
    step_seconds: z.number().int().positive(),
    vcpu: z.number().int().nonnegative(),
    memory_total_bytes: z.number().nonnegative(),
    times: z.array(z.number().int()),
    cpu_percent: z.array(z.number().min(0).max(100)),
    memory_used_bytes: measure,
    disk_read_bps: measure,
    disk_write_bps: measure,
    net_in_bps: measure,
    net_out_bps: measure,
  })
  .refine((s) => METRIC_MEASURES.every((m) => s[m].length === s.times.length), {
    message: 'Every measure has one value per time',
  })
/** {@link MetricsSeriesSchema}. */
export type MetricsSeries = z.infer<typeof MetricsSeriesSchema>

/** The path of the VM metrics call (console-only, CONTRACTS "VM metrics"). */
export const vmMetricsPath = (location: string) =>
  `/v1/${encodeURIComponent(location)}/user-resource/vm/metrics`

/** A series without points (what a chart shows while loading or failing, or a range with no data). */
export function emptyMetricsSeries(range: MetricsRange): MetricsSeries {
  return {
    range,
    step_seconds: METRICS_BUCKETS[range].stepSeconds,
    vcpu: 0,
    memory_total_bytes: 0,
    times: [],
    cpu_percent: [],
    memory_used_bytes: [],
    disk_read_bps: [],
    disk_write_bps: [],
    net_in_bps: [],
    net_out_bps: [],
  }
}
