/**
 * VM metrics (issue 18, docs/CONTRACTS.md "VM metrics", README "VM metrics"): console-only reads of the series the
 * simulator computes from a VM's state history (sim/vm-metrics.ts).
 * - `GET /v1/{location}/user-resource/vm/metrics?uuid=…&range=1h|24h|7d`: one VM, authorised like the VM itself
 *   (owner, delegated user, administrator); anyone else gets 404 "No such virtual machine exists", the same as
 *   for a VM that does not exist, so the answer tells a stranger nothing.
 * - `GET /v1/admin/hosts/{uuid}/metrics?range=…`: the sum of the VMs placed on a host now (administrators only,
 *   http/admin.ts; a read, so no audit entry).
 */
import { HostMetricsQuerySchema, VmMetricsQuerySchema } from '@cirrus/domain'
import { MetricsSeries } from '../http/entities.js'
import { WarrenError } from '../http/errors.js'
import { UUID_PARAM, apiRoutes, takes } from '../http/route.js'
import type { Platform } from '../platform.js'
import { kinds, usable } from '../services/usable.js'
import { vmMetrics } from '../services/vm-metrics.js'
import { hostUsage, vmsOnHost } from '../store/hosts.js'

/** The metrics routes. */
export const vmMetricsRoutes = (p: Platform) => {
  const db = p.store.db
  return apiRoutes()
    .get('/user-resource/vm/metrics', takes(VmMetricsQuerySchema, MetricsSeries), async (c) => {
      const { uuid, range } = c.req.valid('json')
      const vm = await usable(db, kinds.vm, c.var.principal, c.var.location.slug, uuid).catch((error) => {
        throw error instanceof WarrenError ? new WarrenError(404, error.message) : error
      })
      return c.json(await vmMetrics(db, [vm], range, p.clock()))
    })
    .get(
      `/admin/hosts/:uuid{${UUID_PARAM}}/metrics`,
      takes(HostMetricsQuerySchema, MetricsSeries),
      async (c) => {
        const uuid = c.req.param('uuid')
        if (!(await hostUsage(db, uuid))) throw new WarrenError(404, 'Host not found')
        const vms = await vmsOnHost(db, uuid)
        return c.json(await vmMetrics(db, vms, c.req.valid('json').range, p.clock()))
      },
    )
}
