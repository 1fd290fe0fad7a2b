/**
 * Firewalls (API-NOTES §6): the server's rule order, stored rules from request rules, and Warren's firewall
 * object. Queries: store/firewalls.ts.
 */
import { randomUUID } from 'node:crypto'
import { FIREWALL_DIRECTIONS, FIREWALL_PROTOCOLS, type FirewallRuleInput } from '@cirrus/domain'
import { WarrenError } from '../http/errors.js'
import { firewallLinks, type FirewallRow, type FirewallRuleRow } from '../store/firewalls.js'
import type { DbOrTx } from '../store/store.js'
import { warrenTime } from './format.js'

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
export function toStoredRules(rules: FirewallRuleInput[], keep: Set<string> | null): FirewallRuleRow[] {
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
export async function assignments(db: DbOrTx, firewallUuids: string[]) {
  const out = new Map<string, { resource_type: 'vm'; resource_uuid: string }[]>()
  for (const row of await firewallLinks(db, firewallUuids)) {
    out.set(row.firewall, [...(out.get(row.firewall) ?? []), { resource_type: 'vm', resource_uuid: row.vm }])
  }
  return out
}

/** Warren's firewall objects; the doc's list example spells `name`, so both spellings are sent (§6). */
export async function toWarrenFirewalls(db: DbOrTx, rows: FirewallRow[]) {
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

/** Warren's object of one firewall. */
export async function toWarrenFirewall(db: DbOrTx, row: FirewallRow) {
  const [body] = await toWarrenFirewalls(db, [row])
  return body!
}
