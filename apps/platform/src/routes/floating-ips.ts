/**
 * Floating IPs (API-NOTES §4, §16; SPEC §7 "IP addresses"), addressed by `address`. Create without a billing
 * account uses the caller's default one (Terraform never sends it); assign accepts `{vm_uuid}` or
 * `{assigned_to, assigned_to_resource_type}` plus an optional `private_ip`, which may name any address of the
 * target: a VM's primary interface or one of its sub-interfaces, a load balancer's or a service's private
 * address. Delete answers 200 with the literal body `true`. A missing or foreign address is 404
 * 'Ip address <address> was not found.'.
 */
import {
  IpAssignInputSchema,
  IpCreateInputSchema,
  IpListQuerySchema,
  IpUnassignInputSchema,
  IpUpdateInputSchema,
  ipAssignTarget,
  type IpAssignableType,
} from '@cirrus/domain'
import { visibleTo } from '../access.js'
import { apiRoutes, returns, takes } from '../http/route.js'
import { FloatingIp, JsonTrue } from '../http/entities.js'
import type { AppEnv, Principal } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { billingAccountForCreate, usableBillingAccount } from '../services/billing-accounts.js'
import { createFloatingIp, toWarrenIp, unassignIp } from '../services/floating-ips.js'
import { kinds, usable } from '../services/usable.js'
import { checkMoveQuota, withQuota } from '../services/quotas.js'
import { floatingIpOn, listFloatingIps, updateFloatingIp } from '../store/floating-ips.js'
import type { DbOrTx } from '../store/store.js'
import { subinterfaceAddresses } from '../store/vms.js'

/**
 * The private addresses of an assignment target, primary first; refused the way each resource refuses a
 * missing one (VM 400, load balancer and service 404).
 */
async function targetAddresses(
  db: DbOrTx,
  principal: Principal,
  location: string,
  target: { uuid: string; type: IpAssignableType },
): Promise<string[]> {
  if (target.type === 'virtual_machine') {
    const vm = await usable(db, kinds.vm, principal, location, target.uuid)
    return [vm.privateIpv4, ...(await subinterfaceAddresses(db, vm.uuid))].filter((ip) => ip !== '')
  }
  if (target.type === 'load_balancer') {
    return [(await usable(db, kinds.loadBalancer, principal, location, target.uuid)).privateAddress]
  }
  const pkg = await usable(db, kinds.servicePackage, principal, null, target.uuid)
  if (pkg.location !== location) throw kinds.servicePackage.notFound(target.uuid)
  return [pkg.serviceIp]
}

/** Floating IP routes. */
export const floatingIpRoutes = (p: Platform) => {
  const db = p.store.db
  /** The floating IP of the path's `:address` the caller may use, or Warren's not-found answer. */
  const ipOf = (c: { var: AppEnv['Variables']; req: { param(name: 'address'): string } }) =>
    usable(db, kinds.floatingIp, c.var.principal, c.var.location.slug, c.req.param('address'))
  return apiRoutes()
    .get('/network/ip_addresses', takes(IpListQuerySchema, [FloatingIp]), async (c) => {
      const query = c.req.valid('json')
      const rows = await listFloatingIps(
        db,
        c.var.location.slug,
        (table) => visibleTo(c.var.principal, table),
        {
          billingAccountId: query.billing_account_id,
          vmUuid: query.vm_uuid,
        },
      )
      return c.json(rows.map(toWarrenIp))
    })
    .get('/network/ip_addresses/:address', returns(FloatingIp), async (c) => {
      const row = await ipOf(c)
      return c.json(toWarrenIp(row))
    })
    .post('/network/ip_addresses', takes(IpCreateInputSchema, FloatingIp), async (c) => {
      const input = c.req.valid('json')
      const account = await billingAccountForCreate(p, c.var.principal, input.billing_account_id, true)
      const row = await withQuota(db, p.settings, account.id, { public_ips: 1 }, (tx) =>
        createFloatingIp(
          tx,
          {
            // The account holder owns what is created on their account, also when a grantee creates it.
            userId: account.userId,
            billingAccountId: account.id,
            location: c.var.location.slug,
            name: input.name ?? '',
          },
          p.clock(),
        ),
      )
      return c.json(toWarrenIp(row))
    })
    .patch('/network/ip_addresses/:address', takes(IpUpdateInputSchema, FloatingIp), async (c) => {
      const input = c.req.valid('json')
      const principal = c.var.principal
      const { billing_account_id: to } = input
      if (to !== undefined) await usableBillingAccount(p, principal, to)
      const updated = await db.transaction(async (tx) => {
        const row = await usable(
          tx,
          kinds.floatingIp,
          principal,
          c.var.location.slug,
          c.req.param('address'),
          {
            forUpdate: true,
          },
        )
        if (to !== undefined)
          await checkMoveQuota(tx, p.settings, { from: row.billingAccountId, to }, { public_ips: 1 })
        return updateFloatingIp(tx, row.id, {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(to !== undefined ? { billingAccountId: to } : {}),
          updatedAt: p.clock(),
        })
      })
      return c.json(toWarrenIp(updated))
    })
    .post('/network/ip_addresses/:address/assign', takes(IpAssignInputSchema, FloatingIp), async (c) => {
      const input = c.req.valid('json')
      const principal = c.var.principal
      const location = c.var.location.slug
      const address = c.req.param('address')
      const target = ipAssignTarget(input)
      const updated = await db.transaction(async (tx) => {
        const row = await usable(tx, kinds.floatingIp, principal, location, address, { forUpdate: true })
        const addresses = await targetAddresses(tx, principal, location, target)
        const privateIp = input.private_ip ?? addresses[0]
        if (privateIp === undefined || !addresses.includes(privateIp)) {
          const message = input.private_ip
            ? `Private IP ${input.private_ip} does not belong to ${target.uuid}`
            : `${target.uuid} has no private IP`
          throw new WarrenError(400, message, { private_ip: message })
        }
        if (row.assignedTo === target.uuid && row.assignedToPrivateIp === privateIp) return row
        if (row.assignedTo !== null) {
          throw new WarrenError(400, `Ip address ${address} is already assigned to ${row.assignedTo}`)
        }
        const taken = await floatingIpOn(tx, target.uuid, privateIp, row.id)
        if (taken) {
          const message = `Private IP ${privateIp} already has the floating IP ${taken.address}`
          throw new WarrenError(400, message, { private_ip: message })
        }
        return updateFloatingIp(tx, row.id, {
          assignedTo: target.uuid,
          assignedToResourceType: target.type,
          assignedToPrivateIp: privateIp,
          updatedAt: p.clock(),
        })
      })
      return c.json(toWarrenIp(updated))
    })
    .post('/network/ip_addresses/:address/unassign', takes(IpUnassignInputSchema, FloatingIp), async (c) => {
      const row = await ipOf(c)
      return c.json(toWarrenIp(await unassignIp(db, row, p.clock())))
    })
    .delete('/network/ip_addresses/:address', returns(JsonTrue), async (c) => {
      const row = await ipOf(c)
      const now = p.clock()
      // Soft delete: the address stays unique in history and billing keeps its hours (schema.ts).
      await updateFloatingIp(db, row.id, {
        deletedAt: now,
        updatedAt: now,
        assignedTo: null,
        assignedToResourceType: null,
        assignedToPrivateIp: null,
        ...(row.assignedTo !== null ? { unassignedAt: now } : {}),
      })
      // Live Warren answers 200 with the literal body `true` (API-NOTES §1.5, §16).
      return c.body('true', 200, { 'Content-Type': 'application/json' })
    })
}
