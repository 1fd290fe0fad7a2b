import { describe, expect, it } from 'vitest'
import { metricSum, metricsPoint, parsePrometheusText, readMetrics } from './metrics.js'

const TEXT = `# HELP cirrus_http_requests_total HTTP requests by method, route and status
# TYPE cirrus_http_requests_total counter
cirrus_http_requests_total{method="GET",route="/v1/a",status="200"} 7
cirrus_http_requests_total{method="POST",route="/v1/\\"b\\"",status="500"} 3
cirrus_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/v1/a",status="200"} 7
cirrus_http_request_duration_seconds_sum{method="GET",route="/v1/a",status="200"} 0.5
cirrus_http_request_duration_seconds_count{method="GET",route="/v1/a",status="200"} 10
cirrus_operations_total 4
cirrus_process_resident_memory_bytes 104857600 1700000000000
not a sample line
`

describe('the /metrics text (Prometheus exposition format)', () => {
  it('parses samples with labels, escapes, +Inf and timestamps; skips comments and junk', () => {
    const s = parsePrometheusText(TEXT)
    expect(s).toHaveLength(7)
    expect(s[1]).toEqual({
      name: 'cirrus_http_requests_total',
      labels: { method: 'POST', route: '/v1/"b"', status: '500' },
      value: 3,
    })
    expect(s[2]!.labels.le).toBe('+Inf')
    expect(s[6]).toEqual({ name: 'cirrus_process_resident_memory_bytes', labels: {}, value: 104857600 })
    expect(metricSum(s, 'cirrus_http_requests_total')).toBe(10)
    expect(metricSum(s, 'cirrus_http_requests_total', { status: '500' })).toBe(3)
  })

  it('turns two readings into rates, mean latency and memory', () => {
    const before = readMetrics(TEXT, 0)
    const after = { ...before, at: 10_000, requests: 30, durationSum: 1.5, durationCount: 30, operations: 6 }
    expect(metricsPoint(before, after)).toEqual({
      at: 10_000,
      requestRate: 2,
      latencyMs: 50,
      operationsPerMinute: 12,
      rssMb: 100,
    })
    // A restart (counters back near zero) counts from zero, never a negative rate.
    expect(metricsPoint(after, { ...before, at: 20_000, requests: 5 }).requestRate).toBe(0.5)
  })
})
