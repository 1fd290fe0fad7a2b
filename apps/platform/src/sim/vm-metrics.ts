/**
 * The simulated metrics of VMs (issue 18, docs/CONTRACTS.md "VM metrics", README "VM metrics"). Nothing is stored:
 * a series is COMPUTED ON READ from a deterministic generator and the VM's state history (`resource_history`, which
 * the database triggers already keep for metering: vcpu, memory and status over time). That is exact (a VM resized
 * or stopped an hour ago shows it where it happened), costs no writes, no background job and no retention policy,
 * and memory is bounded by the answer itself (at most 288 buckets).
 *
 * The generator is seeded by the VM's uuid and the bucket: each VM has its own profile (base load, daily phase,
 * memory share, I/O and network scale) from a hash of its uuid; a bucket's value is a smooth daily/hourly curve at
 * the bucket's middle plus noise seeded by (uuid, bucket length, bucket index), its amplitude shrinking with longer
 * buckets as an average's would. Sizes make it consistent: disk and network scale with the vCPUs in use, memory used
 * is a share of the VM's RAM. A bucket during which the VM ran for a fraction f counts f of the running values
 * (zero while stopped, zero before it existed). Pure: no clock, no database.
 */
import { METRICS_BUCKETS, type MetricsRange, type MetricsSeries } from '@cirrus/domain'

/** One state of a VM from its history: its size and whether it ran over `[from, to)` (`to` null: still). */
export type VmMetricsState = {
  vcpu: number
  memoryMb: number
  running: boolean
  from: Date
  to: Date | null
}

/** One VM: its uuid, its states (any order) and its size now. */
export type VmMetricsInput = { uuid: string; vcpu: number; memoryMb: number; states: VmMetricsState[] }

const MIB = 1024 * 1024
const DAY = 86_400

/** FNV-1a (32 bit) of a text, as a number in [0, 1). */
export function seeded(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  // A final avalanche so that neighbouring bucket indexes differ in every bit.
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  return (h >>> 0) / 2 ** 32
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))

/** A VM's profile: the same for every call, different between VMs. */
function profile(uuid: string) {
  return {
    baseLoad: 0.08 + 0.5 * seeded(`${uuid}:load`),
    phase: 2 * Math.PI * seeded(`${uuid}:phase`),
    memShare: 0.3 + 0.4 * seeded(`${uuid}:memory`),
    ioScale: 0.5 + seeded(`${uuid}:io`),
    netScale: 0.5 + seeded(`${uuid}:net`),
  }
}

/** What a running VM of this size does during the bucket `index` of `step` seconds (its average). */
export function runningPoint(uuid: string, vcpu: number, memoryMb: number, step: number, index: number) {
  const p = profile(uuid)
  const mid = (index + 0.5) * step
  const noise = (salt: string) => seeded(`${uuid}:${salt}:${step}:${index}`) - 0.5
  const damp = 1 / Math.sqrt(step / 60)
  const smooth =
    p.baseLoad *
    (1 + 0.45 * Math.sin((2 * Math.PI * mid) / DAY + p.phase) + 0.15 * Math.sin((2 * Math.PI * mid) / 5400))
  const load = clamp(smooth + 0.6 * p.baseLoad * damp * noise('cpu'), 0.01, 0.98)
  const memShare = clamp(p.memShare + 0.15 * (load - p.baseLoad) + 0.04 * damp * noise('mem'), 0.05, 0.95)
  const busy = vcpu * load
  return {
    usedVcpu: busy,
    memoryUsedBytes: memoryMb * MIB * memShare,
    diskReadBps: busy * 4 * MIB * p.ioScale * (1 + 0.5 * damp * noise('read')),
    diskWriteBps: busy * 2.5 * MIB * p.ioScale * (1 + 0.5 * damp * noise('write')),
    netInBps: busy * 1.5 * MIB * p.netScale * (1 + 0.5 * damp * noise('in')),
    netOutBps: busy * 2 * MIB * p.netScale * (1 + 0.5 * damp * noise('out')),
  }
}

/** The first bucket of a range ending at `now`: complete buckets only, aligned to the bucket length. */
export function metricsWindow(range: MetricsRange, now: Date) {
  const { stepSeconds, points } = METRICS_BUCKETS[range]
  const endIndex = Math.floor(now.getTime() / 1000 / stepSeconds)
  const firstIndex = endIndex - points
  return {
    stepSeconds,
    points,
    firstIndex,
    start: new Date(firstIndex * stepSeconds * 1000),
    end: new Date(endIndex * stepSeconds * 1000),
  }
}

/**
 * The series of a range ending at `now`, the sum over the VMs (one VM for its own page, a host's VMs for the
 * admin host page). CPU is the share of the VMs' vCPUs (their size now) in use.
 */
export function metricsSeries(range: MetricsRange, now: Date, vms: readonly VmMetricsInput[]): MetricsSeries {
  const w = metricsWindow(range, now)
  const zeros = () => new Array<number>(w.points).fill(0)
  const used = zeros()
  const out = {
    memory_used_bytes: zeros(),
    disk_read_bps: zeros(),
    disk_write_bps: zeros(),
    net_in_bps: zeros(),
    net_out_bps: zeros(),
  }
  const times = Array.from({ length: w.points }, (_, i) => (w.firstIndex + i) * w.stepSeconds)
  const stepMs = w.stepSeconds * 1000
  for (const vm of vms) {
    for (const state of vm.states) {
      if (!state.running) continue
      const from = Math.max(state.from.getTime(), w.start.getTime())
      const to = Math.min(state.to?.getTime() ?? Infinity, w.end.getTime())
      if (to <= from) continue
      for (let i = Math.floor((from - w.start.getTime()) / stepMs); i < w.points; i++) {
        const bucketStart = w.start.getTime() + i * stepMs
        if (bucketStart >= to) break
        const share = (Math.min(to, bucketStart + stepMs) - Math.max(from, bucketStart)) / stepMs
        const p = runningPoint(vm.uuid, state.vcpu, state.memoryMb, w.stepSeconds, w.firstIndex + i)
        used[i]! += share * p.usedVcpu
        out.memory_used_bytes[i]! += share * p.memoryUsedBytes
        out.disk_read_bps[i]! += share * p.diskReadBps
        out.disk_write_bps[i]! += share * p.diskWriteBps
        out.net_in_bps[i]! += share * p.netInBps
        out.net_out_bps[i]! += share * p.netOutBps
      }
    }
  }
  const vcpu = vms.reduce((sum, vm) => sum + vm.vcpu, 0)
  const round = (values: number[]) => values.map((v) => Math.round(v))
  return {
    range,
    step_seconds: w.stepSeconds,
    vcpu,
    memory_total_bytes: vms.reduce((sum, vm) => sum + vm.memoryMb * MIB, 0),
    times,
    cpu_percent: used.map((u) => (vcpu ? Math.round(clamp((100 * u) / vcpu, 0, 100) * 10) / 10 : 0)),
    memory_used_bytes: round(out.memory_used_bytes),
    disk_read_bps: round(out.disk_read_bps),
    disk_write_bps: round(out.disk_write_bps),
    net_in_bps: round(out.net_in_bps),
    net_out_bps: round(out.net_out_bps),
  }
}
