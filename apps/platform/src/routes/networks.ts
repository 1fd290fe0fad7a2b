/**
 * VPC networks (API-NOTES §5, SPEC §7 "VPC networks"). The platform allocates each network's /24 and VLAN; one
 * network per user and location is the default (VMs created without `network_uuid` join it). An unknown or
 * foreign network is Warren's 400 'Network UUID is invalid.'. Membership is visible only in `vm_uuids`.
 */
import { NetworkCreateInputSchema, NetworkUpdateInputSchema } from '@cirrus/domain'
import { visibleTo } from '../access.js'
import { apiRoutes, returns, returnsEmpty, takes } from '../http/route.js'
import { Network } from '../http/entities.js'
import type { Platform } from '../platform.js'
import { billingAccountForCreate } from '../services/billing-accounts.js'
import { createNetwork, deleteNetwork, toWarrenNetwork, toWarrenNetworks } from '../services/networks.js'
import { kinds, usable } from '../services/usable.js'
import { withQuota } from '../services/quotas.js'
import { listNetworks, setDefaultNetwork, updateNetwork } from '../store/networks.js'

/** Network routes. */
export const networkRoutes = (p: Platform) => {
  const db = p.store.db
  return apiRoutes()
    .get('/network/networks', returns([Network]), async (c) => {
      const rows = await listNetworks(db, c.var.location.slug, (table) => visibleTo(c.var.principal, table))
      return c.json(await toWarrenNetworks(db, rows))
    })
    .get('/network/network/:uuid', returns(Network), async (c) => {
      const row = await usable(db, kinds.network, c.var.principal, c.var.location.slug, c.req.param('uuid'))
      return c.json(await toWarrenNetwork(db, row))
    })
    .post('/network/network', takes(NetworkCreateInputSchema, Network), async (c) => {
      const { name } = c.req.valid('json')
      const principal = c.var.principal
      const location = c.var.location.slug
      // Networks take no billing account in Warren; they carry the caller's default (or restricted) one.
      const account = await billingAccountForCreate(p, principal, undefined, true)
      const owner = { userId: principal.user.id, billingAccountId: account.id, location }
      const needs = { networks: 1 }
      const row = await withQuota(db, p.settings, account.id, needs, (tx) =>
        createNetwork(tx, owner, name, p.clock()),
      )
      return c.json(await toWarrenNetwork(db, row))
    })
    .patch('/network/network/:uuid', takes(NetworkUpdateInputSchema, Network), async (c) => {
      const { name } = c.req.valid('json')
      const row = await usable(db, kinds.network, c.var.principal, c.var.location.slug, c.req.param('uuid'))
      const updated = await updateNetwork(db, row.uuid, { name, updatedAt: p.clock() })
      return c.json(await toWarrenNetwork(db, updated))
    })
    .delete('/network/network/:uuid', returnsEmpty, async (c) => {
      const row = await usable(db, kinds.network, c.var.principal, c.var.location.slug, c.req.param('uuid'))
      await db.transaction((tx) => deleteNetwork(tx, row.uuid))
      // Warren answers 200 with an empty body (API-NOTES §1.5, §16).
      return c.body(null, 200)
    })
    .put('/network/network/:uuid/default', returns(Network), async (c) => {
      const row = await usable(db, kinds.network, c.var.principal, c.var.location.slug, c.req.param('uuid'))
      const updated = await db.transaction((tx) => setDefaultNetwork(tx, row, p.clock()))
      return c.json(await toWarrenNetwork(db, updated))
    })
}
