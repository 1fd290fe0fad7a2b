/**
 * Admin API of bare metal (issue 14 /metal/machines, /metal/machines/history/{location}/{uuid}, /metal/specs,
 * /metal/os; CONTRACTS "Admin API: bare metal"): administrators only (http/admin.ts; 403 for anyone else, nothing
 * changes), every change audited in its transaction (services/admin-metal/). Not location-scoped: every machine
 * names its location.
 *
 * - `GET/POST /admin/metal/types`, `PATCH/DELETE /admin/metal/types/{uuid}`: machine types and their hourly price.
 * - `GET/POST /admin/metal/machines` (paged), `PUT /admin/metal/machines/{uuid}/state`,
 *   `DELETE /admin/metal/machines/{uuid}` (retire), `GET /admin/metal/machines/{location}/{uuid}/history`.
 * - `GET /admin/metal/os`, `PUT /admin/metal/os/{os_name}/versions/{os_version}` (publish or unpublish).
 */
import {
  AdminMachineListQuerySchema,
  ImageVersionPublishInputSchema,
  MachineCreateInputSchema,
  MachineStateInputSchema,
  MetalTypeCreateInputSchema,
  MetalTypeUpdateInputSchema,
} from '@cirrus/domain'
import {
  AdminMachine,
  AdminMachinePage,
  AdminMetalOs,
  AdminMetalType,
  MachineHistory,
} from '../http/entities.js'
import { UUID_PARAM as UUID, apiRoutes, returns, takes } from '../http/route.js'
import type { Platform } from '../platform.js'
import {
  adminMetalOs,
  adminMetalTypes,
  createMachine,
  createMetalType,
  machineHistory,
  publishMetalOsVersion,
  retireMachine,
  retireMetalType,
  setMachineState,
  toAdminMachine,
  updateMetalTypeOf,
} from '../services/admin-metal/index.js'
import { pageMachines } from '../store/admin/metal.js'

const NAME = '[A-Za-z0-9._-]{1,100}'

/** The bare-metal admin routes. */
export const adminMetalRoutes = (p: Platform) => {
  const db = p.store.db
  return (
    apiRoutes()
      // Machine types (/metal/specs)
      .get('/admin/metal/types', returns([AdminMetalType]), async (c) => c.json(await adminMetalTypes(p)))
      .post('/admin/metal/types', takes(MetalTypeCreateInputSchema, { 201: AdminMetalType }), async (c) =>
        c.json(await createMetalType(p, c.var.principal, c.req.valid('json')), 201),
      )
      .patch(
        `/admin/metal/types/:uuid{${UUID}}`,
        takes(MetalTypeUpdateInputSchema, AdminMetalType),
        async (c) =>
          c.json(await updateMetalTypeOf(p, c.var.principal, c.req.param('uuid'), c.req.valid('json'))),
      )
      .delete(`/admin/metal/types/:uuid{${UUID}}`, returns(AdminMetalType), async (c) =>
        c.json(await retireMetalType(p, c.var.principal, c.req.param('uuid'))),
      )

      // Machines (/metal/machines)
      .get('/admin/metal/machines', takes(AdminMachineListQuerySchema, AdminMachinePage), async (c) => {
        const q = c.req.valid('json')
        const page = await pageMachines(
          db,
          {
            search: q.search,
            location: q.location,
            state: q.state,
            machineType: q.machine_type,
            serial: q.serial,
            hostname: q.hostname,
            retired: q.retired,
          },
          { offset: q.offset, limit: q.limit, sortDesc: q.order === 'desc', sortBy: q.sort },
        )
        return c.json({ total: page.total, items: page.items.map(toAdminMachine) })
      })
      .post('/admin/metal/machines', takes(MachineCreateInputSchema, { 201: AdminMachine }), async (c) =>
        c.json(await createMachine(p, c.var.principal, c.req.valid('json')), 201),
      )
      .put(
        `/admin/metal/machines/:uuid{${UUID}}/state`,
        takes(MachineStateInputSchema, AdminMachine),
        async (c) =>
          c.json(await setMachineState(p, c.var.principal, c.req.param('uuid'), c.req.valid('json').state)),
      )
      .delete(`/admin/metal/machines/:uuid{${UUID}}`, returns(AdminMachine), async (c) =>
        c.json(await retireMachine(p, c.var.principal, c.req.param('uuid'))),
      )
      .get(
        `/admin/metal/machines/:location{[a-z0-9-]{1,100}}/:uuid{${UUID}}/history`,
        returns(MachineHistory),
        async (c) => c.json(await machineHistory(p, c.req.param('location'), c.req.param('uuid'))),
      )

      // Operating systems (/metal/os)
      .get('/admin/metal/os', returns([AdminMetalOs]), async (c) => c.json(await adminMetalOs(db)))
      .put(
        `/admin/metal/os/:os_name{${NAME}}/versions/:os_version{${NAME}}`,
        takes(ImageVersionPublishInputSchema, AdminMetalOs),
        async (c) =>
          c.json(
            await publishMetalOsVersion(
              p,
              c.var.principal,
              c.req.param('os_name'),
              c.req.param('os_version'),
              c.req.valid('json').published,
            ),
          ),
      )
  )
}
