/**
 * Bare metal (SPEC §2 /metal/create, /metal/lease/{uuid}/; CONTRACTS.md "Non-Warren endpoints"). Warren has no
 * public bare-metal API: these calls follow its conventions (optional location slug, form or JSON bodies, bare
 * arrays, `{message, errors}` refusals). The OS list is `GET /metal/os` (routes/images.ts).
 *
 * - `GET /metal/types`: machine types with their free stock in the location.
 * - `GET /metal/machines`: the location's stock, machine by machine (administrators; others 403).
 * - `GET /metal/leases`: the caller's leases that are not released (own, delegated; a restricted token: its
 *   billing account's).
 * - `POST /metal/lease` → 201 the lease, `provisioning`; the `metal.provision` operation makes it `active`
 *   (read it with GET). Out of stock → 409 naming `machine_type`; past the quota → 400.
 * - `GET /metal/lease/{uuid}` (released leases too); missing or foreign → 404 "Bare metal lease not found".
 * - `DELETE /metal/lease/{uuid}` → the lease, `released`, after the `metal.release` operation; 409 while it is
 *   provisioning or busy.
 * Every call is 400 METAL_DISABLED_MESSAGE while the operator switched bare metal off (SPEC §6).
 */
import { MetalLeaseCreateInputSchema } from '@cirrus/domain'
import { visibleTo } from '../access.js'
import { MetalLease, MetalMachine, MetalType } from '../http/entities.js'
import type { AppEnv } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import { apiRoutes, returns, takes } from '../http/route.js'
import type { Platform } from '../platform.js'
import { billingAccountForCreate } from '../services/billing-accounts.js'
import {
  assertMetalEnabled,
  createLease,
  metalTypesIn,
  submitRelease,
  toWarrenLease,
  toWarrenMachine,
} from '../services/metal.js'
import { kinds, usable } from '../services/usable.js'
import { leaseByUuid, listLeases, listMachines, listMetalTypes } from '../store/metal.js'

/** The bare-metal routes. */
export const metalRoutes = (p: Platform) => {
  const db = p.store.db
  const enabled = () => assertMetalEnabled(db)
  const find = async (c: { var: AppEnv['Variables']; req: { param(name: 'uuid'): string } }) => {
    await enabled()
    return usable(db, kinds.metalLease, c.var.principal, c.var.location.slug, c.req.param('uuid'))
  }
  return apiRoutes()
    .get('/metal/types', returns([MetalType]), async (c) => {
      await enabled()
      return c.json(await metalTypesIn(db, c.var.location.slug))
    })
    .get('/metal/machines', returns([MetalMachine]), async (c) => {
      await enabled()
      if (!c.var.principal.user.isAdmin) throw new WarrenError(403, 'Only for administrative users')
      const [machines, types] = await Promise.all([listMachines(db, c.var.location.slug), listMetalTypes(db)])
      return c.json(machines.map((m) => toWarrenMachine(m, types)))
    })
    .get('/metal/leases', returns([MetalLease]), async (c) => {
      await enabled()
      const rows = await listLeases(db, c.var.location.slug, (table) => visibleTo(c.var.principal, table))
      return c.json(rows.map(toWarrenLease))
    })
    .post('/metal/lease', takes(MetalLeaseCreateInputSchema, { 201: MetalLease }), async (c) => {
      await enabled()
      const input = c.req.valid('json')
      const principal = c.var.principal
      const account = await billingAccountForCreate(p, principal, input.billing_account_id, true)
      const { lease, operationId } = await createLease(p, principal, c.var.location.slug, account.id, input)
      // Provisioning takes minutes on real hardware: the call answers at once and the operation goes on
      // (durable: another process or a restart takes it over); the lease's status follows it.
      void p.ops.run(operationId).catch(() => undefined)
      return c.json(toWarrenLease(lease), 201)
    })
    .get('/metal/lease/:uuid', returns(MetalLease), async (c) => c.json(toWarrenLease(await find(c))))
    .delete('/metal/lease/:uuid', returns(MetalLease), async (c) => {
      await enabled()
      const principal = c.var.principal
      const id = await db.transaction(async (tx) => {
        const lease = await usable(
          tx,
          kinds.metalLease,
          principal,
          c.var.location.slug,
          c.req.param('uuid'),
          {
            forUpdate: true,
          },
        )
        if (lease.status === 'provisioning') {
          throw new WarrenError(
            409,
            'The bare metal server is still being provisioned; release it once it is active',
          )
        }
        return submitRelease(p, tx, lease, principal.user.id)
      })
      await p.ops.run(id)
      const released = await leaseByUuid(db, c.req.param('uuid'))
      return c.json(toWarrenLease(released!))
    })
}
