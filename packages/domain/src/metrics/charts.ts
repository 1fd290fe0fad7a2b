/**
 * From a {@link MetricsSeries} to the four charts of a VM or host page (issue 18: CPU, memory, disk I/O, network):
 * titles, series names and value formats, so the console and the admin app show the same charts. Pure.
 */
import { metricsTexts } from '../messages/metrics.js'
import type { MetricsSeries } from './schema.js'

/** One line of a chart. */
export type MetricLine = { name: string; values: readonly number[] }
/** One chart: a title, a unit kind for its values, its lines over `times` (Unix seconds). */
export type MetricChartData = {
  id: 'cpu' | 'memory' | 'disk' | 'network'
  title: string
  unit: 'percent' | 'bytes' | 'bytesPerSecond'
  /** The y axis maximum when known (100 % of CPU, the RAM), else null (scaled to the data). */
  max: number | null
  times: readonly number[]
  lines: MetricLine[]
}

/** A chart of two rates (bytes per second), e.g. read and write. */
function traffic(
  id: 'disk' | 'network',
  title: string,
  ...lines: [name: string, values: readonly number[]][]
): Omit<MetricChartData, 'times'> {
  return {
    id,
    title,
    unit: 'bytesPerSecond',
    max: null,
    lines: lines.map(([name, values]) => ({ name, values })),
  }
}

/** The four charts of a series. */
export function metricCharts(series: MetricsSeries): MetricChartData[] {
  const t = metricsTexts
  const { times } = series
  return [
    {
      id: 'cpu',
      title: t.cpu,
      unit: 'percent',
      max: 100,
      times,
      lines: [{ name: t.cpuUsed, values: series.cpu_percent }],
    },
    {
      id: 'memory',
      title: t.memory,
      unit: 'bytes',
      max: series.memory_total_bytes || null,
      times,
      lines: [{ name: t.memoryUsed, values: series.memory_used_bytes }],
    },
    {
      ...traffic('disk', t.disk, [t.diskRead, series.disk_read_bps], [t.diskWrite, series.disk_write_bps]),
      times,
    },
    { ...traffic('network', t.network, [t.netIn, series.net_in_bps], [t.netOut, series.net_out_bps]), times },
  ]
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const

/** `1.5 MB`, `512 B`: binary multiples (1 KB = 1024 B), one decimal under 10. */
function formatBytes(value: number): string {
  let v = value
  let unit = 0
  while (v >= 1024 && unit < BYTE_UNITS.length - 1) {
    v /= 1024
    unit++
  }
  const digits = unit === 0 || v >= 10 ? 0 : 1
  return `${v.toFixed(digits)} ${BYTE_UNITS[unit]}`
}

/** A chart value in its unit: `42.5 %`, `1.5 GB`, `3.2 MB/s`. */
export function formatMetric(unit: MetricChartData['unit'], value: number): string {
  if (unit === 'percent') return `${value.toFixed(1)} %`
  if (unit === 'bytes') return formatBytes(value)
  return `${formatBytes(value)}/s`
}
