import { describe, expect, test } from 'vitest'
import { describeCalls } from '../http/test-utils/calls.js'
import { metricCharts, formatMetric } from './charts.js'
import {
  METRICS_BUCKETS,
  HostMetricsQuerySchema,
  MetricsSeriesSchema,
  VmMetricsQuerySchema,
  type MetricsSeries,
} from './schema.js'

const UUID = '3f0c6a5e-8f0e-4a43-9d51-5d6a8f5b1a01'

const series = (n = 2): MetricsSeries => ({
  range: '1h',
  step_seconds: 60,
  vcpu: 2,
  memory_total_bytes: 2048 * 1024 * 1024,
  times: Array.from({ length: n }, (_, i) => 1_700_000_000 + i * 60),
  cpu_percent: Array.from({ length: n }, () => 12.5),
  memory_used_bytes: Array.from({ length: n }, () => 1e9),
  disk_read_bps: Array.from({ length: n }, () => 1000),
  disk_write_bps: Array.from({ length: n }, () => 2000),
  net_in_bps: Array.from({ length: n }, () => 300),
  net_out_bps: Array.from({ length: n }, () => 400),
})

describe('metrics series (CONTRACTS "VM metrics")', () => {
  test('a well-formed series parses', () => {
    expect(MetricsSeriesSchema.parse(series()).times).toHaveLength(2)
  })

  test('every measure has one value per time', () => {
    expect(MetricsSeriesSchema.safeParse({ ...series(), net_out_bps: [1] }).success).toBe(false)
  })

  test('CPU stays within 0–100 % and no measure is negative', () => {
    expect(MetricsSeriesSchema.safeParse({ ...series(), cpu_percent: [101, 0] }).success).toBe(false)
    expect(MetricsSeriesSchema.safeParse({ ...series(), disk_read_bps: [-1, 0] }).success).toBe(false)
  })

  test('range is one of 1h, 24h, 7d and defaults to 1h', () => {
    expect(VmMetricsQuerySchema.parse({ uuid: UUID }).range).toBe('1h')
    expect(VmMetricsQuerySchema.safeParse({ uuid: UUID, range: '30d' }).success).toBe(false)
    expect(VmMetricsQuerySchema.safeParse({ uuid: 'nope', range: '1h' }).success).toBe(false)
    expect(HostMetricsQuerySchema.parse({ range: '7d' }).range).toBe('7d')
  })

  test('the buckets keep every answer small: per minute, 5 minutes, hourly', () => {
    expect(METRICS_BUCKETS['1h']).toEqual({ stepSeconds: 60, points: 60 })
    expect(METRICS_BUCKETS['24h'].stepSeconds * METRICS_BUCKETS['24h'].points).toBe(86_400)
    expect(METRICS_BUCKETS['7d'].stepSeconds * METRICS_BUCKETS['7d'].points).toBe(7 * 86_400)
  })
})

describe('metric charts', () => {
  test('four charts: CPU capped at 100, memory at the RAM, disk and network with two lines', () => {
    const charts = metricCharts(series())
    expect(charts.map((c) => c.id)).toEqual(['cpu', 'memory', 'disk', 'network'])
    expect(charts[0]!.max).toBe(100)
    expect(charts[1]!.max).toBe(2048 * 1024 * 1024)
    expect(charts[2]!.lines.map((l) => l.values[0])).toEqual([1000, 2000])
    expect(charts[3]!.lines.map((l) => l.values[0])).toEqual([300, 400])
  })

  test('values are formatted in their unit', () => {
    expect(formatMetric('percent', 42.25)).toBe('42.3 %')
    expect(formatMetric('bytes', 1536 * 1024 * 1024)).toBe('1.5 GB')
    expect(formatMetric('bytesPerSecond', 512)).toBe('512 B/s')
    expect(formatMetric('bytesPerSecond', 20 * 1024)).toBe('20 KB/s')
  })
})

describeCalls('metrics calls (issue 18)', [
  {
    name: 'vm metrics: GET vm/metrics?uuid=&range=',
    run: (c) => c.vm.metrics('tll01', UUID, '24h'),
    reply: { body: series() },
    method: 'GET',
    path: '/v1/tll01/user-resource/vm/metrics',
    query: { uuid: UUID, range: '24h' },
    check: (r) => expect(r).toEqual(series()),
  },
  {
    name: 'host metrics: GET admin/hosts/{uuid}/metrics?range=',
    run: (c) => c.infra.hostMetrics(UUID, '7d'),
    reply: { body: series() },
    method: 'GET',
    path: `/v1/admin/hosts/${UUID}/metrics`,
    query: { range: '7d' },
    check: (r) => expect(r).toEqual(series()),
  },
])
