/**
 * Load balancers, L4 TCP (API-NOTES §8, SPEC §7 "Load balancers"): CRUD, `reserve_public_ip` (a floating IP
 * assigned to the balancer; deleting the balancer leaves it unassigned, §4), targets (VMs of the balancer's
 * network), forwarding rules (answered as full rule objects), and the billing account change with `set_id` in
 * the query (official client) or the body (doc). Live Warren answers 500 when `targets` is left out; here it
 * means no targets. A missing, deleted or foreign balancer is 404 'Load balancer not found'.
 */
import { randomUUID } from 'node:crypto'
import {
  ForwardingRuleInputSchema,
  LoadBalancerBillingInputSchema,
  LoadBalancerCreateInputSchema,
  LoadBalancerTargetInputSchema as TargetInput,
  LoadBalancerUpdateInputSchema,
  formBool,
  optionalInput,
} from '@cirrus/domain'
import { z } from 'zod'
import { visibleTo } from '../access.js'
import { apiRoutes, returns, returnsEmpty, takes } from '../http/route.js'
import { ForwardingRule, LoadBalancer, LoadBalancerTarget as Target } from '../http/entities.js'
import type { Principal } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { billingAccountForCreate, usableBillingAccount } from '../services/billing-accounts.js'
import { unassignFrom } from '../services/floating-ips.js'
import {
  RULE_SETTINGS,
  changeLoadBalancer,
  createLoadBalancer,
  duplicatePort,
  targetVm,
  toWarrenLoadBalancer,
  toWarrenLoadBalancers,
  toWarrenRule,
  toWarrenTarget,
} from '../services/load-balancers.js'
import { checkMoveQuota } from '../services/quotas.js'
import { kinds, usable } from '../services/usable.js'
import {
  listLoadBalancers,
  type ForwardingRuleRow,
  type LoadBalancerRow,
  type LoadBalancerTargetRow,
} from '../store/load-balancers.js'
import { networkByUuid } from '../store/networks.js'
import type { Tx } from '../store/store.js'

/** `GET …/load_balancers?all=true` also lists deleted balancers ([OFF]). */
const ListQuerySchema = z.object({ all: optionalInput(formBool()) })

/** Load balancer routes. */
export const loadBalancerRoutes = (p: Platform) => {
  const db = p.store.db

  /** Applies `apply` to the locked balancer in one transaction (services/load-balancers.ts). */
  const change = <T>(
    principal: Principal,
    location: string,
    uuid: string,
    apply: (tx: Tx, row: LoadBalancerRow) => Promise<{ set: Partial<LoadBalancerRow>; value: T }>,
  ) => changeLoadBalancer(db, p.clock, principal, location, uuid, apply)

  return apiRoutes()
    .get('/network/load_balancers', takes(ListQuerySchema, [LoadBalancer]), async (c) => {
      const { all } = c.req.valid('json')
      const rows = await listLoadBalancers(db, c.var.location.slug, all === true, (table) =>
        visibleTo(c.var.principal, table),
      )
      return c.json(await toWarrenLoadBalancers(db, rows))
    })
    .get('/network/load_balancers/:uuid', returns(LoadBalancer), async (c) => {
      const row = await usable(
        db,
        kinds.loadBalancer,
        c.var.principal,
        c.var.location.slug,
        c.req.param('uuid'),
      )
      return c.json(await toWarrenLoadBalancer(db, row))
    })
    .post('/network/load_balancers', takes(LoadBalancerCreateInputSchema, LoadBalancer), async (c) => {
      const input = c.req.valid('json')
      const principal = c.var.principal
      const location = c.var.location.slug
      const account = await billingAccountForCreate(p, principal, input.billing_account_id, false)
      const now = p.clock()
      const row = await createLoadBalancer(db, principal, location, account, input, now, p.settings)
      return c.json(await toWarrenLoadBalancer(db, row))
    })
    .patch('/network/load_balancers/:uuid', takes(LoadBalancerUpdateInputSchema, LoadBalancer), async (c) => {
      const { display_name: displayName } = c.req.valid('json')
      const { row } = await change(c.var.principal, c.var.location.slug, c.req.param('uuid'), async () => ({
        set: { displayName },
        value: null,
      }))
      return c.json(await toWarrenLoadBalancer(db, row))
    })
    .delete('/network/load_balancers/:uuid', returnsEmpty, async (c) => {
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
      takes(LoadBalancerBillingInputSchema, LoadBalancer),
      async (c) => {
        const { set_id: setId } = c.req.valid('json')
        const principal = c.var.principal
        const account = await usableBillingAccount(p, principal, setId)
        const { row } = await change(principal, c.var.location.slug, c.req.param('uuid'), async (tx, lb) => {
          const move = { from: lb.billingAccountId, to: account.id }
          await checkMoveQuota(tx, p.settings, move, { load_balancers: 1 })
          return { set: { billingAccountId: account.id }, value: null }
        })
        return c.json(await toWarrenLoadBalancer(db, row))
      },
    )
    .post('/network/load_balancers/:uuid/targets', takes(TargetInput, Target), async (c) => {
      const input = c.req.valid('json')
      const principal = c.var.principal
      const { value } = await change(principal, c.var.location.slug, c.req.param('uuid'), async (tx, row) => {
        const network = await networkByUuid(tx, row.networkUuid)
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
    .delete('/network/load_balancers/:uuid/targets/:targetUuid', returnsEmpty, async (c) => {
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
      takes(ForwardingRuleInputSchema, ForwardingRule),
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
    .delete('/network/load_balancers/:uuid/forwarding_rules/:ruleUuid', returnsEmpty, async (c) => {
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
