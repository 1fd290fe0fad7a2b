/**
 * VPC networks (API-NOTES §5, SPEC §7 "VPC networks"). The platform allocates each network's /24 and VLAN; one
 * network per user and location is the default (VMs created without `network_uuid` join it). An unknown or
 * foreign network is Warren's 400 'Network UUID is invalid.'. Membership is visible only in `vm_uuids`.
 */
import { Hono } from 'hono'
import { and, asc, eq } from 'drizzle-orm'
import { NetworkCreateInputSchema, NetworkUpdateInputSchema } from '@cirrus/domain'
import { visibleTo } from '../access.js'
import { warrenBody } from '../http/body.js'
import type { AppEnv } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { warrenTime } from '../services/format.js'
import { ensureDefaultNetwork } from '../services/networks.js'
import type { NetworkRow } from '../store/networks.js'
import { networks } from '../store/schema.js'
import type { DbOrTx } from '../store/store.js'
import { billingAccountForCreate } from '../services/billing-accounts.js'
import { freshSubnet } from '../services/networks.js'
import { networkMembers } from '../store/networks.js'
import { kinds, usable } from '../services/usable.js'

/** Warren's network objects (API-NOTES §5) with their members. */
export async function toWarrenNetworks(db: DbOrTx, rows: NetworkRow[]) {
  const members = await networkMembers(
    db,
    rows.map((n) => n.uuid),
  )
  return rows.map((n) => ({
    uuid: n.uuid,
    name: n.name,
    type: n.type,
    vlan_id: n.vlanId,
    subnet: n.subnet,
    subnet_ipv6: n.subnetIpv6,
    is_default: n.isDefault,
    vm_uuids: members.get(n.uuid)?.vmUuids ?? [],
    resources_count: members.get(n.uuid)?.count ?? 0,
    created_at: warrenTime(n.createdAt),
    updated_at: warrenTime(n.updatedAt),
  }))
}

async function toWarrenNetwork(db: DbOrTx, row: NetworkRow) {
  const [body] = await toWarrenNetworks(db, [row])
  return body!
}

/** Network routes. */
export const networkRoutes = (p: Platform) => {
  const db = p.store.db
  return new Hono<AppEnv>()
    .get('/network/networks', async (c) => {
      const rows = await db
        .select()
        .from(networks)
        .where(and(visibleTo(c.var.principal, networks), eq(networks.location, c.var.location.slug)))
        .orderBy(asc(networks.createdAt), asc(networks.name))
      return c.json(await toWarrenNetworks(db, rows))
    })
    .get('/network/network/:uuid', async (c) => {
      const row = await usable(db, kinds.network, c.var.principal, c.var.location.slug, c.req.param('uuid'))
      return c.json(await toWarrenNetwork(db, row))
    })
    .post('/network/network', warrenBody(NetworkCreateInputSchema), async (c) => {
      const { name } = c.req.valid('json')
      const principal = c.var.principal
      const location = c.var.location.slug
      // Networks take no billing account in Warren; they carry the caller's default (or restricted) one.
      const account = await billingAccountForCreate(p, principal, undefined, true)
      const owner = { userId: principal.user.id, billingAccountId: account.id, location }
      const now = p.clock()
      const row = await db.transaction(async (tx) => {
        // Without a name: the default network, made as "Default network" when missing (API-NOTES §5).
        if (name === undefined) return ensureDefaultNetwork(tx, owner, now)
        const values = { ...owner, ...(await freshSubnet(tx, owner.userId, location)), name }
        // A user's first network in a location becomes the default; the partial unique index settles a race.
        const [first] = await tx
          .insert(networks)
          .values({ ...values, isDefault: true, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning()
        if (first) return first
        const [later] = await tx
          .insert(networks)
          .values({ ...values, isDefault: false, createdAt: now, updatedAt: now })
          .returning()
        return later!
      })
      return c.json(await toWarrenNetwork(db, row))
    })
    .patch('/network/network/:uuid', warrenBody(NetworkUpdateInputSchema), async (c) => {
      const { name } = c.req.valid('json')
      const row = await usable(db, kinds.network, c.var.principal, c.var.location.slug, c.req.param('uuid'))
      const [updated] = await db
        .update(networks)
        .set({ name, updatedAt: p.clock() })
        .where(eq(networks.uuid, row.uuid))
        .returning()
      return c.json(await toWarrenNetwork(db, updated!))
    })
    .delete('/network/network/:uuid', async (c) => {
      const row = await usable(db, kinds.network, c.var.principal, c.var.location.slug, c.req.param('uuid'))
      await db.transaction(async (tx) => {
        // The row lock is the one address allocation takes, so nothing joins while we look.
        const [locked] = await tx.select().from(networks).where(eq(networks.uuid, row.uuid)).for('update')
        if (!locked) return
        if (locked.isDefault) throw new WarrenError(400, 'The default network cannot be deleted')
        const members = await networkMembers(tx, [locked.uuid])
        if ((members.get(locked.uuid)?.count ?? 0) > 0) {
          throw new WarrenError(400, 'The network still has resources and cannot be deleted')
        }
        await tx.delete(networks).where(eq(networks.uuid, locked.uuid))
      })
      // Warren answers 200 with an empty body (API-NOTES §1.5, §16).
      return c.body(null, 200)
    })
    .put('/network/network/:uuid/default', async (c) => {
      const row = await usable(db, kinds.network, c.var.principal, c.var.location.slug, c.req.param('uuid'))
      const updated = await db.transaction(async (tx) => {
        const now = p.clock()
        // Clear the old default first: the partial unique index allows one per user and location.
        await tx
          .update(networks)
          .set({ isDefault: false, updatedAt: now })
          .where(
            and(
              eq(networks.userId, row.userId),
              eq(networks.location, row.location),
              eq(networks.isDefault, true),
            ),
          )
        const [done] = await tx
          .update(networks)
          .set({ isDefault: true, updatedAt: now })
          .where(eq(networks.uuid, row.uuid))
          .returning()
        return done!
      })
      return c.json(await toWarrenNetwork(db, updated))
    })
}
