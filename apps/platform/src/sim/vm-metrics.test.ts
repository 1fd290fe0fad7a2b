/** The metrics generator (sim/vm-metrics.ts): deterministic, consistent with the VM's size, zero while stopped. */
import { describe, expect, it } from 'vitest'
import { metricsSeries, runningPoint, seeded } from './vm-metrics.js'

const A = '3f0c6a5e-8f0e-4a43-9d51-5d6a8f5b1a01'
const B = '9b2d7c1e-0a4f-4c3b-8e6d-2f1a0b9c8d7e'
const NOW = new Date('2025-11-10T12:00:30Z')
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000)

describe('the metrics generator', () => {
  it('is seeded: the same VM and bucket give the same values, other VMs and buckets others', () => {
    expect(runningPoint(A, 2, 2048, 60, 100)).toEqual(runningPoint(A, 2, 2048, 60, 100))
    expect(runningPoint(A, 2, 2048, 60, 100)).not.toEqual(runningPoint(A, 2, 2048, 60, 101))
    expect(runningPoint(A, 2, 2048, 60, 100)).not.toEqual(runningPoint(B, 2, 2048, 60, 100))
    expect(seeded('x')).toBeGreaterThanOrEqual(0)
    expect(seeded('x')).toBeLessThan(1)
  })

  it('scales with the size: memory with the RAM, disk and network with the vCPUs', () => {
    const small = runningPoint(A, 2, 2048, 60, 7)
    const big = runningPoint(A, 4, 8192, 60, 7)
    expect(big.memoryUsedBytes).toBeCloseTo(4 * small.memoryUsedBytes)
    expect(big.usedVcpu).toBeCloseTo(2 * small.usedVcpu)
    expect(big.diskReadBps).toBeCloseTo(2 * small.diskReadBps)
    expect(big.netOutBps).toBeCloseTo(2 * small.netOutBps)
    expect(small.usedVcpu).toBeLessThanOrEqual(2)
    expect(small.memoryUsedBytes).toBeLessThan(2048 * 1024 * 1024)
  })

  it('counts a bucket by the share of it the VM ran; zero while stopped', () => {
    const states = [
      { vcpu: 2, memoryMb: 2048, running: true, from: hoursAgo(2), to: hoursAgo(0.5) },
      { vcpu: 2, memoryMb: 2048, running: false, from: hoursAgo(0.5), to: null },
    ]
    const s = metricsSeries('1h', NOW, [{ uuid: A, vcpu: 2, memoryMb: 2048, states }])
    expect(s.times).toHaveLength(60)
    // The first bucket after the stop; the stop falls 30 s into the one before (NOW is 30 s past a minute),
    // which counts half, and the one before that counts whole.
    const stopIndex = s.times.findIndex((t) => t * 1000 >= hoursAgo(0.5).getTime())
    const full = runningPoint(A, 2, 2048, 60, s.times[stopIndex - 2]! / 60)
    expect(s.memory_used_bytes[stopIndex - 2]).toBe(Math.round(full.memoryUsedBytes))
    const half = runningPoint(A, 2, 2048, 60, s.times[stopIndex - 1]! / 60)
    expect(s.memory_used_bytes[stopIndex - 1]).toBe(Math.round(half.memoryUsedBytes / 2))
    for (let i = stopIndex; i < 60; i++) {
      expect([s.cpu_percent[i], s.memory_used_bytes[i], s.disk_write_bps[i], s.net_in_bps[i]]).toEqual([
        0, 0, 0, 0,
      ])
    }
  })

  it('sums VMs (a host): CPU is the share of all their vCPUs', () => {
    const running = (vcpu: number) => [{ vcpu, memoryMb: 1024, running: true, from: hoursAgo(200), to: null }]
    const one = metricsSeries('7d', NOW, [{ uuid: A, vcpu: 2, memoryMb: 1024, states: running(2) }])
    const two = metricsSeries('7d', NOW, [{ uuid: B, vcpu: 6, memoryMb: 1024, states: running(6) }])
    const both = metricsSeries('7d', NOW, [
      { uuid: A, vcpu: 2, memoryMb: 1024, states: running(2) },
      { uuid: B, vcpu: 6, memoryMb: 1024, states: running(6) },
    ])
    expect(both.vcpu).toBe(8)
    expect(both.times).toHaveLength(168)
    both.times.forEach((_, i) => {
      expect(Math.abs(both.net_in_bps[i]! - one.net_in_bps[i]! - two.net_in_bps[i]!)).toBeLessThanOrEqual(1)
      expect(both.cpu_percent[i]).toBeCloseTo((one.cpu_percent[i]! * 2 + two.cpu_percent[i]! * 6) / 8, 0)
    })
  })
})
