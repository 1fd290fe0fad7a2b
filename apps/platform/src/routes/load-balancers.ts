/**
 * Load balancers, L4 TCP (API-NOTES §8, SPEC §7 "Load balancers"): CRUD, `reserve_public_ip` (a floating IP
 * assigned to the balancer; deleting the balancer leaves it unassigned, §4), targets (VMs of the balancer's
 * network), forwarding rules (answered as full rule objects), and the billing account change with `set_id` in
 * the query (official client) or the body (doc). Live Warren answers 500 when `targets` is left out; here it
 * means no targets. A missing, deleted or foreign balancer is 404 'Load balancer not found'.
 */
import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import {
  ForwardingRuleInputSchema,
  LoadBalancerBillingInputSchema,
  LoadBalancerCreateInputSchema,
  LoadBalancerTargetInputSchema,
  LoadBalancerUpdateInputSchema,
  formBool,
  optionalInput,
} from '@cirrus/domain'
import { z } from 'zod'
import { visibleTo } from '../access.js'
import { warrenBody } from '../http/body.js'
import type { AppEnv, Principal } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { warrenTime } from '../services/format.js'
import { ensureDefaultNetwork } from '../services/networks.js'
import type { NetworkRow } from '../store/networks.js'
import {
  floatingIps,
  loadBalancers,
  networks,
  type ForwardingRuleRow,
  type LoadBalancerTargetRow,
} from '../store/schema.js'
import type { DbOrTx, Tx } from '../store/store.js'
import { billingAccountForCreate, usableBillingAccount } from '../services/billing-accounts.js'
import { createFloatingIp, unassignFrom } from '../services/floating-ips.js'
import { checkQuota } from '../services/quotas.js'
import { kinds, usable } from '../services/usable.js'
import { allocateAddress } from '../services/networks.js'

type LoadBalancerRow = typeof loadBalancers.$inferSelect

/** Settings Warren reports on every rule; they cannot be set (API-NOTES §8). */
const RULE_SETTINGS = { connection_limit: 10000, session_persistence: 'SOURCE_IP' } as const

/** `GET …/load_balancers?all=true` also lists deleted balancers ([OFF]). */
const ListQuerySchema = z.object({ all: optionalInput(formBool()) })

function toWarrenRule(rule: ForwardingRuleRow) {
  return { ...rule, created_at: warrenTime(new Date(rule.created_at)) }
}

function toWarrenTarget(target: LoadBalancerTargetRow) {
  return { ...target, created_at: warrenTime(new Date(target.created_at)) }
}

/**
 * Warren's LB objects. The public address is sent as `public_address` and `public_ipv4` (clients read one or
 * the other, §8), null without one.
 */
async function toWarrenLoadBalancers(db: DbOrTx, rows: LoadBalancerRow[]) {
  const uuids = rows.map((r) => r.uuid)
  const ips = uuids.length
    ? await db
        .select({ assignedTo: floatingIps.assignedTo, address: floatingIps.address })
        .from(floatingIps)
        .where(and(inArray(floatingIps.assignedTo, uuids), isNull(floatingIps.deletedAt)))
        .orderBy(asc(floatingIps.id))
    : []
  const publicIp = new Map<string, string>()
  for (const ip of ips)
    if (ip.assignedTo && !publicIp.has(ip.assignedTo)) publicIp.set(ip.assignedTo, ip.address)
  return rows.map((row) => ({
    uuid: row.uuid,
    display_name: row.displayName,
    network_uuid: row.networkUuid,
    user_id: row.userId,
    billing_account_id: row.billingAccountId,
    private_address: row.privateAddress,
    public_address: publicIp.get(row.uuid) ?? null,
    public_ipv4: publicIp.get(row.uuid) ?? null,
    is_deleted: row.deletedAt !== null,
    deleted_at: row.deletedAt ? warrenTime(row.deletedAt) : null,
    created_at: warrenTime(row.createdAt),
    updated_at: warrenTime(row.updatedAt),
    forwarding_rules: row.forwardingRules.map(toWarrenRule),
    targets: row.targets.map(toWarrenTarget),
  }))
}

async function toWarrenLoadBalancer(db: DbOrTx, row: LoadBalancerRow) {
  const [body] = await toWarrenLoadBalancers(db, [row])
  return body!
}

/** A target VM: usable by the caller and a member of the balancer's network (it is reached by private IP). */
async function targetVm(tx: DbOrTx, principal: Principal, network: NetworkRow, uuid: string, field: string) {
  const vm = await usable(tx, kinds.vm, principal, network.location, uuid).catch((error: unknown) => {
    if (error instanceof WarrenError)
      throw new WarrenError(error.status, error.message, { [field]: error.message })
    throw error
  })
  if (vm.networkUuid !== network.uuid) {
    const message = `Virtual machine ${uuid} is not in the load balancer's network`
    throw new WarrenError(400, message, { [field]: message })
  }
  return vm
}

function duplicatePort(rules: { source_port: number }[], port: number, field: string) {
  if (rules.some((r) => r.source_port === port)) {
    const message = `Source port ${port} is already forwarded`
    throw new WarrenError(400, message, { [field]: message })
  }
}

/** Load balancer routes. */
export const loadBalancerRoutes = (p: Platform) => {
  const db = p.store.db

  /** Applies `change` to the locked balancer row inside one transaction; returns the updated row and a value. */
  const change = async <T>(
    principal: Principal,
    location: string,
    uuid: string,
    apply: (tx: Tx, row: LoadBalancerRow) => Promise<{ set: Partial<LoadBalancerRow>; value: T }>,
  ) =>
    db.transaction(async (tx) => {
      const row = await usable(tx, kinds.loadBalancer, principal, location, uuid, { forUpdate: true })
      const { set, value } = await apply(tx, row)
      const [updated] = await tx
        .update(loadBalancers)
        .set({ ...set, updatedAt: p.clock() })
        .where(eq(loadBalancers.uuid, row.uuid))
        .returning()
      return { row: updated!, value }
    })

  return new Hono<AppEnv>()
    .get('/network/load_balancers', warrenBody(ListQuerySchema), async (c) => {
      const { all } = c.req.valid('json')
      const rows = await db
        .select()
        .from(loadBalancers)
        .where(
          and(
            visibleTo(c.var.principal, loadBalancers),
            eq(loadBalancers.location, c.var.location.slug),
            all ? undefined : isNull(loadBalancers.deletedAt),
          ),
        )
        .orderBy(asc(loadBalancers.createdAt), asc(loadBalancers.displayName))
      return c.json(await toWarrenLoadBalancers(db, rows))
    })
    .get('/network/load_balancers/:uuid', async (c) => {
      const row = await usable(
        db,
        kinds.loadBalancer,
        c.var.principal,
        c.var.location.slug,
        c.req.param('uuid'),
      )
      return c.json(await toWarrenLoadBalancer(db, row))
    })
    .post('/network/load_balancers', warrenBody(LoadBalancerCreateInputSchema), async (c) => {
      const input = c.req.valid('json')
      const principal = c.var.principal
      const location = c.var.location.slug
      const account = await billingAccountForCreate(p, principal, input.billing_account_id, false)
      const now = p.clock()
      const row = await db.transaction(async (tx) => {
        const needs = { load_balancers: 1, public_ips: (input.reserve_public_ip ?? true) ? 1 : 0 }
        await checkQuota(tx, p.settings, account.id, needs)
        const owner = { userId: account.userId, billingAccountId: account.id, location }
        const network =
          input.network_uuid !== undefined
            ? await usable(tx, kinds.network, principal, location, input.network_uuid, {
                field: 'network_uuid',
              })
            : await ensureDefaultNetwork(tx, owner, now)
        const targets: LoadBalancerTargetRow[] = []
        for (const [index, target] of input.targets.entries()) {
          const field = `targets.${index}.target_uuid`
          const vm = await targetVm(tx, principal, network, target.target_uuid, field)
          if (targets.some((t) => t.target_uuid === vm.uuid)) {
            throw new WarrenError(400, `${field}: Duplicate target`, { [field]: 'Duplicate target' })
          }
          targets.push({
            target_uuid: vm.uuid,
            target_type: 'vm',
            target_ip_address: vm.privateIpv4,
            created_at: now.toISOString(),
          })
        }
        const rules: ForwardingRuleRow[] = []
        for (const [index, rule] of input.rules.entries()) {
          duplicatePort(rules, rule.source_port, `rules.${index}.source_port`)
          rules.push({
            uuid: randomUUID(),
            protocol: 'TCP',
            ...rule,
            settings: { ...RULE_SETTINGS },
            created_at: now.toISOString(),
          })
        }
        const [created] = await tx
          .insert(loadBalancers)
          .values({
            ...owner,
            displayName: input.display_name,
            networkUuid: network.uuid,
            privateAddress: await allocateAddress(tx, network),
            forwardingRules: rules,
            targets,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
        // Like VM create, a public IP is reserved unless the caller says no (API-NOTES §4, §7.3).
        if (input.reserve_public_ip ?? true) {
          await createFloatingIp(
            tx,
            {
              ...owner,
              assignedTo: created!.uuid,
              assignedToResourceType: 'load_balancer',
              assignedToPrivateIp: created!.privateAddress,
            },
            now,
          )
        }
        return created!
      })
      return c.json(await toWarrenLoadBalancer(db, row))
    })
    .patch('/network/load_balancers/:uuid', warrenBody(LoadBalancerUpdateInputSchema), async (c) => {
      const { display_name: displayName } = c.req.valid('json')
      const { row } = await change(c.var.principal, c.var.location.slug, c.req.param('uuid'), async () => ({
        set: { displayName },
        value: null,
      }))
      return c.json(await toWarrenLoadBalancer(db, row))
    })
    .delete('/network/load_balancers/:uuid', async (c) => {
      await change(c.var.principal, c.var.location.slug, c.req.param('uuid'), async (tx, row) => {
        const now = p.clock()
        // The reserved address stays, unassigned (API-NOTES §4).
        await unassignFrom(tx, row.uuid, now)
        return { set: { deletedAt: now }, value: null }
      })
      return c.body(null, 200)
    })
    .put(
      '/network/load_balancers/:uuid/billing_account',
      warrenBody(LoadBalancerBillingInputSchema),
      async (c) => {
        const { set_id: setId } = c.req.valid('json')
        const principal = c.var.principal
        const account = await usableBillingAccount(p, principal, setId)
        const { row } = await change(principal, c.var.location.slug, c.req.param('uuid'), async () => ({
          set: { billingAccountId: account.id },
          value: null,
        }))
        return c.json(await toWarrenLoadBalancer(db, row))
      },
    )
    .post('/network/load_balancers/:uuid/targets', warrenBody(LoadBalancerTargetInputSchema), async (c) => {
      const input = c.req.valid('json')
      const principal = c.var.principal
      const { value } = await change(principal, c.var.location.slug, c.req.param('uuid'), async (tx, row) => {
        const [network] = await tx.select().from(networks).where(eq(networks.uuid, row.networkUuid))
        const vm = await targetVm(tx, principal, network!, input.target_uuid, 'target_uuid')
        if (row.targets.some((t) => t.target_uuid === vm.uuid)) {
          throw new WarrenError(400, 'The target is already in the load balancer', {
            target_uuid: 'The target is already in the load balancer',
          })
        }
        const target: LoadBalancerTargetRow = {
          target_uuid: vm.uuid,
          target_type: 'vm',
          target_ip_address: vm.privateIpv4,
          created_at: p.clock().toISOString(),
        }
        return { set: { targets: [...row.targets, target] }, value: target }
      })
      return c.json(toWarrenTarget(value))
    })
    .delete('/network/load_balancers/:uuid/targets/:targetUuid', async (c) => {
      const targetUuid = c.req.param('targetUuid')
      await change(c.var.principal, c.var.location.slug, c.req.param('uuid'), async (_tx, row) => {
        if (!row.targets.some((t) => t.target_uuid === targetUuid))
          throw new WarrenError(404, 'Target not found')
        return { set: { targets: row.targets.filter((t) => t.target_uuid !== targetUuid) }, value: null }
      })
      return c.body(null, 200)
    })
    .post(
      '/network/load_balancers/:uuid/forwarding_rules',
      warrenBody(ForwardingRuleInputSchema),
      async (c) => {
        const input = c.req.valid('json')
        const { value } = await change(
          c.var.principal,
          c.var.location.slug,
          c.req.param('uuid'),
          async (_tx, row) => {
            duplicatePort(row.forwardingRules, input.source_port, 'source_port')
            const rule: ForwardingRuleRow = {
              uuid: randomUUID(),
              protocol: 'TCP',
              source_port: input.source_port,
              target_port: input.target_port,
              settings: { ...RULE_SETTINGS },
              created_at: p.clock().toISOString(),
            }
            return { set: { forwardingRules: [...row.forwardingRules, rule] }, value: rule }
          },
        )
        // The doc echoes only the ports; the official client decodes a full rule: send the superset (§8).
        return c.json(toWarrenRule(value))
      },
    )
    .delete('/network/load_balancers/:uuid/forwarding_rules/:ruleUuid', async (c) => {
      const ruleUuid = c.req.param('ruleUuid')
      await change(c.var.principal, c.var.location.slug, c.req.param('uuid'), async (_tx, row) => {
        if (!row.forwardingRules.some((r) => r.uuid === ruleUuid)) {
          throw new WarrenError(404, 'Forwarding rule not found')
        }
        return {
          set: { forwardingRules: row.forwardingRules.filter((r) => r.uuid !== ruleUuid) },
          value: null,
        }
      })
      return c.body(null, 200)
    })
}
