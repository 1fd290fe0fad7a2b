/**
 * VM metrics (issue 18, README "VM metrics"): reads the VMs' states from the resource history and hands them to the
 * simulator's generator (sim/vm-metrics.ts), which computes the series on read. Nothing is stored.
 */
import type { MetricsRange, MetricsSeries } from '@cirrus/domain'
import { metricsSeries, metricsWindow, type VmMetricsInput } from '../sim/vm-metrics.js'
import { statesOverlapping } from '../store/resource-history.js'
import type { DbOrTx } from '../store/store.js'

/** A VM as it is now: its uuid and size. */
export type MeteredVm = { uuid: string; vcpu: number; memory: number }

const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback)

/** The series of the VMs (summed) over `range` ending at `now`. */
export async function vmMetrics(
  db: DbOrTx,
  vms: readonly MeteredVm[],
  range: MetricsRange,
  now: Date,
): Promise<MetricsSeries> {
  const w = metricsWindow(range, now)
  const uuids = vms.map((vm) => vm.uuid)
  const rows = uuids.length ? await statesOverlapping(db, ['vm'], w.start, w.end, uuids) : []
  const inputs: VmMetricsInput[] = vms.map((vm) => ({
    uuid: vm.uuid,
    vcpu: vm.vcpu,
    memoryMb: vm.memory,
    states: rows
      .filter((row) => row.uuid === vm.uuid)
      .map((row) => ({
        vcpu: num(row.attributes.vcpu, vm.vcpu),
        memoryMb: num(row.attributes.memory, vm.memory),
        running: row.attributes.status === 'running',
        from: row.validFrom,
        to: row.validTo,
      })),
  }))
  return metricsSeries(range, now, inputs)
}
