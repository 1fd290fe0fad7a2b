/**
 * Firewalls (API-NOTES §6, SPEC §7 "Firewalls"): list (there is no single GET), create, full-replace PUT, delete
 * (204) and VM links through `…/{uuid}/vms?vm_uuid=`. The server gives rules their uuids, fills `port_end`, and
 * answers them in its own order (inbound before outbound, then protocol and ports), not the request's. A missing
 * or foreign firewall is 404 'Firewall not found'.
 */
import { FirewallCreateInputSchema, FirewallUpdateInputSchema, FirewallVmQuerySchema } from '@cirrus/domain'
import { visibleTo } from '../access.js'
import { apiRoutes, returns, takes } from '../http/route.js'
import { Firewall, FirewallResource } from '../http/entities.js'
import type { Platform } from '../platform.js'
import { billingAccountForCreate } from '../services/billing-accounts.js'
import { assignments, toStoredRules, toWarrenFirewall, toWarrenFirewalls } from '../services/firewalls.js'
import { kinds, usable } from '../services/usable.js'
import {
  deleteFirewall,
  insertFirewall,
  linkFirewallVm,
  listFirewalls,
  lockFirewall,
  unlinkFirewallVm,
  updateFirewall,
} from '../store/firewalls.js'

/** Firewall routes. */
export const firewallRoutes = (p: Platform) => {
  const db = p.store.db
  return apiRoutes()
    .get('/network/firewalls', returns([Firewall]), async (c) => {
      const rows = await listFirewalls(db, c.var.location.slug, (table) => visibleTo(c.var.principal, table))
      return c.json(await toWarrenFirewalls(db, rows))
    })
    .post('/network/firewalls', takes(FirewallCreateInputSchema, Firewall), async (c) => {
      const input = c.req.valid('json')
      const account = await billingAccountForCreate(p, c.var.principal, input.billing_account_id, false)
      const rules = toStoredRules(input.rules, null)
      const now = p.clock()
      const row = await insertFirewall(db, {
        location: c.var.location.slug,
        userId: account.userId,
        billingAccountId: account.id,
        displayName: input.display_name,
        description: input.description ?? '',
        rules,
        createdAt: now,
        updatedAt: now,
      })
      return c.json(await toWarrenFirewall(db, row))
    })
    .put('/network/firewalls/:uuid', takes(FirewallUpdateInputSchema, Firewall), async (c) => {
      const input = c.req.valid('json')
      const updated = await db.transaction(async (tx) => {
        const row = await usable(
          tx,
          kinds.firewall,
          c.var.principal,
          c.var.location.slug,
          c.req.param('uuid'),
        )
        const locked = await lockFirewall(tx, row.uuid)
        // Full replace: rules with a known uuid are kept, new ones created, missing ones deleted (§6).
        const rules = toStoredRules(input.rules, new Set(locked.rules.map((r) => r.uuid)))
        return updateFirewall(tx, row.uuid, {
          displayName: input.name,
          description: input.description ?? '',
          rules,
          updatedAt: p.clock(),
        })
      })
      return c.json(await toWarrenFirewall(db, updated))
    })
    .delete('/network/firewalls/:uuid', returns({ 204: 'Deleted' }), async (c) => {
      const row = await usable(db, kinds.firewall, c.var.principal, c.var.location.slug, c.req.param('uuid'))
      // The VM links go with it (foreign key cascade).
      await deleteFirewall(db, row.uuid)
      return c.body(null, 204)
    })
    .post('/network/firewalls/:uuid/vms', takes(FirewallVmQuerySchema, [FirewallResource]), async (c) => {
      const { vm_uuid: vmUuid } = c.req.valid('json')
      const principal = c.var.principal
      const location = c.var.location.slug
      const row = await usable(db, kinds.firewall, principal, location, c.req.param('uuid'))
      await usable(db, kinds.vm, principal, location, vmUuid)
      await linkFirewallVm(db, row.uuid, vmUuid, p.clock())
      // The current assignment list (API-NOTES §6).
      return c.json((await assignments(db, [row.uuid])).get(row.uuid) ?? [])
    })
    .delete('/network/firewalls/:uuid/vms', takes(FirewallVmQuerySchema, { 204: 'Unlinked' }), async (c) => {
      const { vm_uuid: vmUuid } = c.req.valid('json')
      const row = await usable(db, kinds.firewall, c.var.principal, c.var.location.slug, c.req.param('uuid'))
      // Unlinking a VM that is not linked is not an error: the link is gone either way.
      await unlinkFirewallVm(db, row.uuid, vmUuid)
      return c.body(null, 204)
    })
}
