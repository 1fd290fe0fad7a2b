/**
 * Floating IPs (API-NOTES §4, §16; SPEC §7 "IP addresses"), addressed by `address`. Create without a billing
 * account uses the caller's default one (Terraform never sends it); assign accepts `{vm_uuid}` or
 * `{assigned_to, assigned_to_resource_type}` plus an optional `private_ip`, which may name any address of the
 * target: a VM's primary interface or one of its sub-interfaces, a load balancer's or a service's private
 * address. Delete answers 200 with the literal body `true`. A missing or foreign address is 404
 * 'Ip address <address> was not found.'.
 */
import { Hono } from 'hono'
import { and, asc, eq, isNull, ne } from 'drizzle-orm'
import {
  IpAssignInputSchema,
  IpCreateInputSchema,
  IpListQuerySchema,
  IpUnassignInputSchema,
  IpUpdateInputSchema,
  ipAssignTarget,
  type IpAssignableType,
} from '@cirrus/domain'
import { canAccess, visibleTo } from '../access.js'
import { warrenBody } from '../http/body.js'
import type { AppEnv, Principal } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { warrenTime } from '../services/format.js'
import { createFloatingIp } from '../services/networks.js'
import { isUuid, usableVm } from '../services/resources.js'
import { floatingIps, loadBalancers, servicePackages, subinterfaces } from '../store/schema.js'
import type { DbOrTx } from '../store/store.js'
import { billingAccountForCreate, usableBillingAccount } from './account.js'

/** A floating IP row. */
export type FloatingIpRow = typeof floatingIps.$inferSelect

/**
 * Warren's FloatingIP object with every field real clients check (API-NOTES §16): integer id, `type: "public"`,
 * and the assignment tuple always present (null when unassigned).
 */
export function toWarrenIp(row: FloatingIpRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    address: row.address,
    is_ipv6: false,
    user_id: row.userId,
    billing_account_id: row.billingAccountId,
    type: 'public',
    network_id: null,
    name: row.name,
    enabled: row.enabled,
    is_deleted: row.deletedAt !== null,
    is_virtual: row.isVirtual,
    assigned_to: row.assignedTo,
    assigned_to_resource_type: row.assignedToResourceType,
    assigned_to_private_ip: row.assignedToPrivateIp,
    created_at: warrenTime(row.createdAt),
    updated_at: warrenTime(row.updatedAt),
    unassigned_at: row.unassignedAt ? warrenTime(row.unassignedAt) : null,
  }
}

function notFound(address: string) {
  return new WarrenError(404, `Ip address ${address} was not found.`)
}

/** A live floating IP of the location that the principal may use, locked when `forUpdate`; else 404. */
async function usableIp(
  db: DbOrTx,
  principal: Principal,
  location: string,
  address: string,
  forUpdate = false,
): Promise<FloatingIpRow> {
  const query = db
    .select()
    .from(floatingIps)
    .where(
      and(
        eq(floatingIps.address, address),
        eq(floatingIps.location, location),
        isNull(floatingIps.deletedAt),
      ),
    )
  const [row] = forUpdate ? await query.for('update') : await query
  if (!row || !canAccess(principal, row)) throw notFound(address)
  return row
}

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
    const vm = await usableVm(db, principal, location, target.uuid)
    const subs = await db
      .select({ ip: subinterfaces.privateIpv4 })
      .from(subinterfaces)
      .where(eq(subinterfaces.vmUuid, vm.uuid))
      .orderBy(asc(subinterfaces.createdAt))
    return [vm.privateIpv4, ...subs.map((s) => s.ip)].filter((ip) => ip !== '')
  }
  if (target.type === 'load_balancer') {
    const [lb] = isUuid(target.uuid)
      ? await db.select().from(loadBalancers).where(eq(loadBalancers.uuid, target.uuid))
      : []
    if (!lb || lb.deletedAt || lb.location !== location || !canAccess(principal, lb)) {
      throw new WarrenError(404, 'Load balancer not found')
    }
    return [lb.privateAddress]
  }
  const [pkg] = isUuid(target.uuid)
    ? await db.select().from(servicePackages).where(eq(servicePackages.uuid, target.uuid))
    : []
  if (!pkg || pkg.deletedAt || pkg.location !== location || !canAccess(principal, pkg)) {
    throw new WarrenError(404, 'Service package not found')
  }
  return [pkg.serviceIp]
}

/** Floating IP routes. */
export const floatingIpRoutes = (p: Platform) => {
  const db = p.store.db
  return new Hono<AppEnv>()
    .get('/network/ip_addresses', warrenBody(IpListQuerySchema), async (c) => {
      const query = c.req.valid('json')
      const rows = await db
        .select()
        .from(floatingIps)
        .where(
          and(
            visibleTo(c.var.principal, floatingIps),
            eq(floatingIps.location, c.var.location.slug),
            isNull(floatingIps.deletedAt),
            query.billing_account_id !== undefined
              ? eq(floatingIps.billingAccountId, query.billing_account_id)
              : undefined,
            query.vm_uuid !== undefined
              ? and(
                  eq(floatingIps.assignedTo, query.vm_uuid),
                  eq(floatingIps.assignedToResourceType, 'virtual_machine'),
                )
              : undefined,
          ),
        )
        .orderBy(asc(floatingIps.id))
      return c.json(rows.map(toWarrenIp))
    })
    .get('/network/ip_addresses/:address', async (c) => {
      const row = await usableIp(db, c.var.principal, c.var.location.slug, c.req.param('address'))
      return c.json(toWarrenIp(row))
    })
    .post('/network/ip_addresses', warrenBody(IpCreateInputSchema), async (c) => {
      const input = c.req.valid('json')
      const account = await billingAccountForCreate(p, c.var.principal, input.billing_account_id, true)
      const row = await db.transaction((tx) =>
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
    .patch('/network/ip_addresses/:address', warrenBody(IpUpdateInputSchema), async (c) => {
      const input = c.req.valid('json')
      const principal = c.var.principal
      const row = await usableIp(db, principal, c.var.location.slug, c.req.param('address'))
      if (input.billing_account_id !== undefined) {
        await usableBillingAccount(p, principal, input.billing_account_id)
      }
      const [updated] = await db
        .update(floatingIps)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.billing_account_id !== undefined ? { billingAccountId: input.billing_account_id } : {}),
          updatedAt: p.clock(),
        })
        .where(eq(floatingIps.id, row.id))
        .returning()
      return c.json(toWarrenIp(updated!))
    })
    .post('/network/ip_addresses/:address/assign', warrenBody(IpAssignInputSchema), async (c) => {
      const input = c.req.valid('json')
      const principal = c.var.principal
      const location = c.var.location.slug
      const address = c.req.param('address')
      const target = ipAssignTarget(input)
      const updated = await db.transaction(async (tx) => {
        const row = await usableIp(tx, principal, location, address, true)
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
        const [taken] = await tx
          .select({ address: floatingIps.address })
          .from(floatingIps)
          .where(
            and(
              eq(floatingIps.assignedTo, target.uuid),
              eq(floatingIps.assignedToPrivateIp, privateIp),
              isNull(floatingIps.deletedAt),
              ne(floatingIps.id, row.id),
            ),
          )
        if (taken) {
          const message = `Private IP ${privateIp} already has the floating IP ${taken.address}`
          throw new WarrenError(400, message, { private_ip: message })
        }
        const [done] = await tx
          .update(floatingIps)
          .set({
            assignedTo: target.uuid,
            assignedToResourceType: target.type,
            assignedToPrivateIp: privateIp,
            updatedAt: p.clock(),
          })
          .where(eq(floatingIps.id, row.id))
          .returning()
        return done!
      })
      return c.json(toWarrenIp(updated))
    })
    .post('/network/ip_addresses/:address/unassign', warrenBody(IpUnassignInputSchema), async (c) => {
      const row = await usableIp(db, c.var.principal, c.var.location.slug, c.req.param('address'))
      if (row.assignedTo === null) return c.json(toWarrenIp(row))
      const now = p.clock()
      const [updated] = await db
        .update(floatingIps)
        .set({
          assignedTo: null,
          assignedToResourceType: null,
          assignedToPrivateIp: null,
          unassignedAt: now,
          updatedAt: now,
        })
        .where(eq(floatingIps.id, row.id))
        .returning()
      return c.json(toWarrenIp(updated!))
    })
    .delete('/network/ip_addresses/:address', async (c) => {
      const row = await usableIp(db, c.var.principal, c.var.location.slug, c.req.param('address'))
      const now = p.clock()
      // Soft delete: the address stays unique in history and billing keeps its hours (schema.ts).
      await db
        .update(floatingIps)
        .set({
          deletedAt: now,
          updatedAt: now,
          assignedTo: null,
          assignedToResourceType: null,
          assignedToPrivateIp: null,
          ...(row.assignedTo !== null ? { unassignedAt: now } : {}),
        })
        .where(eq(floatingIps.id, row.id))
      // Live Warren answers 200 with the literal body `true` (API-NOTES §1.5, §16).
      return c.body('true', 200, { 'Content-Type': 'application/json' })
    })
}
