/**
 * Firewalls (API-NOTES §6, SPEC §7 "Firewalls"): list (there is no single GET), create, full-replace PUT, delete
 * (204) and VM links through `…/{uuid}/vms?vm_uuid=`. The server gives rules their uuids, fills `port_end`, and
 * answers them in its own order (inbound before outbound, then protocol and ports), not the request's. A missing
 * or foreign firewall is 404 'Firewall not found'.
 */
import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import {
  FIREWALL_DIRECTIONS,
  FIREWALL_PROTOCOLS,
  FirewallCreateInputSchema,
  FirewallUpdateInputSchema,
  FirewallVmQuerySchema,
  type FirewallRuleInput,
} from '@cirrus/domain'
import { visibleTo } from '../access.js'
import { apiRoutes, returns, takes } from '../http/route.js'
import { Firewall, FirewallResource } from '../http/entities.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { warrenTime } from '../services/format.js'
import { firewallVms, firewalls, vms, type FirewallRuleRow } from '../store/schema.js'
import type { DbOrTx } from '../store/store.js'
import { billingAccountForCreate } from '../services/billing-accounts.js'
import { kinds, usable } from '../services/usable.js'

type FirewallRow = typeof firewalls.$inferSelect

/** The server's rule order: direction, protocol, then ports (all ports first), then endpoints. */
function ruleOrder(a: FirewallRuleRow, b: FirewallRuleRow): number {
  const rank = <T extends string>(list: readonly T[], value: string) => list.indexOf(value as T)
  return (
    rank(FIREWALL_DIRECTIONS, a.direction) - rank(FIREWALL_DIRECTIONS, b.direction) ||
    rank(FIREWALL_PROTOCOLS, a.protocol) - rank(FIREWALL_PROTOCOLS, b.protocol) ||
    (a.port_start ?? 0) - (b.port_start ?? 0) ||
    (a.port_end ?? 0) - (b.port_end ?? 0) ||
    (a.endpoint_spec ?? []).join(',').localeCompare((b.endpoint_spec ?? []).join(',')) ||
    a.uuid.localeCompare(b.uuid)
  )
}

/**
 * Stored rules from request rules: a new uuid unless `keep` holds the given one (PUT keeps known rules;
 * an unknown uuid is a 400 naming it), `port_end` equal to `port_start` when left out, no ports for ICMP and
 * `any`, no endpoints for endpoint type `any` (API-NOTES §6).
 */
function toStoredRules(rules: FirewallRuleInput[], keep: Set<string> | null): FirewallRuleRow[] {
  const stored = rules.map((rule, index): FirewallRuleRow => {
    if (rule.uuid !== undefined && keep !== null && !keep.has(rule.uuid)) {
      const field = `rules.${index}.uuid`
      throw new WarrenError(400, `${field}: No such rule in this firewall`, {
        [field]: 'No such rule in this firewall',
      })
    }
    const portless = rule.protocol === 'icmp' || rule.protocol === 'any'
    const portStart = portless ? null : (rule.port_start ?? null)
    return {
      uuid: keep !== null && rule.uuid !== undefined ? rule.uuid : randomUUID(),
      protocol: rule.protocol,
      direction: rule.direction,
      port_start: portStart,
      port_end: portStart === null ? null : (rule.port_end ?? portStart),
      endpoint_spec_type: rule.endpoint_spec_type,
      endpoint_spec: rule.endpoint_spec_type === 'any' ? null : (rule.endpoint_spec ?? []),
    }
  })
  return stored.sort(ruleOrder)
}

/** The VMs each firewall applies to, live VMs only. */
async function assignments(db: DbOrTx, firewallUuids: string[]) {
  const rows = firewallUuids.length
    ? await db
        .select({ firewall: firewallVms.firewallUuid, vm: firewallVms.vmUuid })
        .from(firewallVms)
        .innerJoin(vms, eq(vms.uuid, firewallVms.vmUuid))
        .where(and(inArray(firewallVms.firewallUuid, firewallUuids), isNull(vms.deletedAt)))
        .orderBy(asc(firewallVms.createdAt), asc(firewallVms.vmUuid))
    : []
  const out = new Map<string, { resource_type: 'vm'; resource_uuid: string }[]>()
  for (const row of rows) {
    out.set(row.firewall, [...(out.get(row.firewall) ?? []), { resource_type: 'vm', resource_uuid: row.vm }])
  }
  return out
}

/** Warren's firewall objects; the doc's list example spells `name`, so both spellings are sent (§6). */
async function toWarrenFirewalls(db: DbOrTx, rows: FirewallRow[]) {
  const assigned = await assignments(
    db,
    rows.map((r) => r.uuid),
  )
  return rows.map((row) => ({
    uuid: row.uuid,
    display_name: row.displayName,
    name: row.displayName,
    description: row.description,
    user_id: row.userId,
    billing_account_id: row.billingAccountId,
    rules: row.rules,
    resources_assigned: assigned.get(row.uuid) ?? [],
    created_at: warrenTime(row.createdAt),
    updated_at: warrenTime(row.updatedAt),
    deleted_at: null,
  }))
}

async function toWarrenFirewall(db: DbOrTx, row: FirewallRow) {
  const [body] = await toWarrenFirewalls(db, [row])
  return body!
}

/** Firewall routes. */
export const firewallRoutes = (p: Platform) => {
  const db = p.store.db
  return apiRoutes()
    .get('/network/firewalls', returns([Firewall]), async (c) => {
      const rows = await db
        .select()
        .from(firewalls)
        .where(and(visibleTo(c.var.principal, firewalls), eq(firewalls.location, c.var.location.slug)))
        .orderBy(asc(firewalls.createdAt), asc(firewalls.displayName))
      return c.json(await toWarrenFirewalls(db, rows))
    })
    .post('/network/firewalls', takes(FirewallCreateInputSchema, Firewall), async (c) => {
      const input = c.req.valid('json')
      const account = await billingAccountForCreate(p, c.var.principal, input.billing_account_id, false)
      const rules = toStoredRules(input.rules, null)
      const now = p.clock()
      const [row] = await db
        .insert(firewalls)
        .values({
          location: c.var.location.slug,
          userId: account.userId,
          billingAccountId: account.id,
          displayName: input.display_name,
          description: input.description ?? '',
          rules,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      return c.json(await toWarrenFirewall(db, row!))
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
        const [locked] = await tx.select().from(firewalls).where(eq(firewalls.uuid, row.uuid)).for('update')
        // Full replace: rules with a known uuid are kept, new ones created, missing ones deleted (§6).
        const rules = toStoredRules(input.rules, new Set(locked!.rules.map((r) => r.uuid)))
        const [done] = await tx
          .update(firewalls)
          .set({
            displayName: input.name,
            description: input.description ?? '',
            rules,
            updatedAt: p.clock(),
          })
          .where(eq(firewalls.uuid, row.uuid))
          .returning()
        return done!
      })
      return c.json(await toWarrenFirewall(db, updated))
    })
    .delete('/network/firewalls/:uuid', returns({ 204: 'Deleted' }), async (c) => {
      const row = await usable(db, kinds.firewall, c.var.principal, c.var.location.slug, c.req.param('uuid'))
      // The VM links go with it (foreign key cascade).
      await db.delete(firewalls).where(eq(firewalls.uuid, row.uuid))
      return c.body(null, 204)
    })
    .post('/network/firewalls/:uuid/vms', takes(FirewallVmQuerySchema, [FirewallResource]), async (c) => {
      const { vm_uuid: vmUuid } = c.req.valid('json')
      const principal = c.var.principal
      const location = c.var.location.slug
      const row = await usable(db, kinds.firewall, principal, location, c.req.param('uuid'))
      await usable(db, kinds.vm, principal, location, vmUuid)
      await db
        .insert(firewallVms)
        .values({ firewallUuid: row.uuid, vmUuid, createdAt: p.clock() })
        .onConflictDoNothing()
      // The current assignment list (API-NOTES §6).
      return c.json((await assignments(db, [row.uuid])).get(row.uuid) ?? [])
    })
    .delete('/network/firewalls/:uuid/vms', takes(FirewallVmQuerySchema, { 204: 'Unlinked' }), async (c) => {
      const { vm_uuid: vmUuid } = c.req.valid('json')
      const row = await usable(db, kinds.firewall, c.var.principal, c.var.location.slug, c.req.param('uuid'))
      // Unlinking a VM that is not linked is not an error: the link is gone either way.
      await db
        .delete(firewallVms)
        .where(and(eq(firewallVms.firewallUuid, row.uuid), eq(firewallVms.vmUuid, vmUuid)))
      return c.body(null, 204)
    })
}
