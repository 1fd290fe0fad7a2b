/**
 * Load balancers (API-NOTES §8): Warren's balancer, rule and target objects, the target and rule checks, create
 * and the locked change every update goes through. Queries: store/load-balancers.ts.
 */
import type { Settings } from '../settings.js'
import { checkQuota } from './quotas.js'
import { randomUUID } from 'node:crypto'
import type { LoadBalancerCreateInput } from '@cirrus/domain'
import type { Principal } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import {
  balancerPublicAddresses,
  insertLoadBalancer,
  updateLoadBalancer,
  type ForwardingRuleRow,
  type LoadBalancerRow,
  type LoadBalancerTargetRow,
} from '../store/load-balancers.js'
import type { NetworkRow } from '../store/networks.js'
import type { Db, DbOrTx, Tx } from '../store/store.js'
import { createFloatingIp } from './floating-ips.js'
import { warrenTime } from './format.js'
import { allocateAddress, ensureDefaultNetwork } from './networks.js'
import { kinds, usable } from './usable.js'

/** Settings Warren reports on every rule; they cannot be set (API-NOTES §8). */
export const RULE_SETTINGS = { connection_limit: 10000, session_persistence: 'SOURCE_IP' } as const

/** Warren's forwarding rule object. */
export function toWarrenRule(rule: ForwardingRuleRow) {
  return { ...rule, created_at: warrenTime(new Date(rule.created_at)) }
}

/** Warren's target object. */
export function toWarrenTarget(target: LoadBalancerTargetRow) {
  return { ...target, created_at: warrenTime(new Date(target.created_at)) }
}

/**
 * Warren's LB objects. The public address is sent as `public_address` and `public_ipv4` (clients read one or
 * the other, §8), null without one.
 */
export async function toWarrenLoadBalancers(db: DbOrTx, rows: LoadBalancerRow[]) {
  const publicIp = await balancerPublicAddresses(
    db,
    rows.map((r) => r.uuid),
  )
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

/** Warren's object of one load balancer. */
export async function toWarrenLoadBalancer(db: DbOrTx, row: LoadBalancerRow) {
  const [body] = await toWarrenLoadBalancers(db, [row])
  return body!
}

/** A target VM: usable by the caller and a member of the balancer's network (it is reached by private IP). */
export async function targetVm(
  tx: DbOrTx,
  principal: Principal,
  network: NetworkRow,
  uuid: string,
  field: string,
) {
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

/** 400 when a rule already forwards the source port. */
export function duplicatePort(rules: { source_port: number }[], port: number, field: string) {
  if (rules.some((r) => r.source_port === port)) {
    const message = `Source port ${port} is already forwarded`
    throw new WarrenError(400, message, { [field]: message })
  }
}

/**
 * A new load balancer in `location` for `account`: in the given network (else the owner's default one), its
 * targets (VMs of that network, no duplicates), its rules (no source port twice), a private address of the
 * network, and a public IP unless `reserve_public_ip` is false. One transaction.
 */
export async function createLoadBalancer(
  db: Db,
  principal: Principal,
  location: string,
  account: { id: number; userId: number },
  input: LoadBalancerCreateInput,
  now: Date,
  settings: Settings,
): Promise<LoadBalancerRow> {
  return db.transaction(async (tx) => {
    const needs = { load_balancers: 1, public_ips: (input.reserve_public_ip ?? true) ? 1 : 0 }
    await checkQuota(tx, settings, account.id, needs)
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
    const created = await insertLoadBalancer(tx, {
      ...owner,
      displayName: input.display_name,
      networkUuid: network.uuid,
      privateAddress: await allocateAddress(tx, network),
      forwardingRules: rules,
      targets,
      createdAt: now,
      updatedAt: now,
    })
    // Like VM create, a public IP is reserved unless the caller says no (API-NOTES §4, §7.3).
    if (input.reserve_public_ip ?? true) {
      await createFloatingIp(
        tx,
        {
          ...owner,
          assignedTo: created.uuid,
          assignedToResourceType: 'load_balancer',
          assignedToPrivateIp: created.privateAddress,
        },
        now,
      )
    }
    return created
  })
}

/**
 * Applies `apply` to the locked, usable balancer inside one transaction and stores what it sets (with
 * `updatedAt` from the clock); returns the updated row and the value `apply` gave.
 */
export async function changeLoadBalancer<T>(
  db: Db,
  clock: () => Date,
  principal: Principal,
  location: string,
  uuid: string,
  apply: (tx: Tx, row: LoadBalancerRow) => Promise<{ set: Partial<LoadBalancerRow>; value: T }>,
) {
  return db.transaction(async (tx) => {
    const row = await usable(tx, kinds.loadBalancer, principal, location, uuid, { forUpdate: true })
    const { set, value } = await apply(tx, row)
    const updated = await updateLoadBalancer(tx, row.uuid, { ...set, updatedAt: clock() })
    return { row: updated, value }
  })
}
