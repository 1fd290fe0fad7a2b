/**
 * Managed services (API-NOTES §9, §14.3; SPEC §7 "Managed services"): packages (not location-scoped), their
 * properties (merge; keys a service does not have are 400 "not allowed"), secrets, whitelist (form
 * `ip_address`), per-VM start and stop, and backup restore (`POST /{location}/user-resource/service/package/vm/
 * rebuild`, shaped like `vm/rebuild`). Create, start, stop and restore are durable operations the call waits for;
 * services/managed-services.ts holds the rules. A missing, deleted or foreign package is 404
 * 'Service package not found'.
 */
import {
  ServicePackageCreateInputSchema,
  ServicePackageUpdateInputSchema,
  ServicePropertiesInputSchema,
  ServicePropertiesSchema,
  ServiceVmRestoreInputSchema,
  WhitelistAddressInputSchema,
} from '@cirrus/domain'
import { canAccess } from '../access.js'
import type { Principal } from '../http/env.js'
import { apiRoutes, returns, takes } from '../http/route.js'
import { ServicePackage, ServiceSecrets, Whitelist } from '../http/entities.js'
import { WarrenError, noSuchVm } from '../http/errors.js'
import { VM_LOCKED_MESSAGE } from '../ops/runner.js'
import type { Platform } from '../platform.js'
import {
  hibernating,
  mergeProperties,
  planServiceCreate,
  serviceVms,
  settableProperties,
  toWarrenServicePackages,
  visibleServicePackages,
  type ServicePackageRow,
} from '../services/managed-services.js'
import { unseal } from '../services/sealed.js'
import { publishedLocationSlugs } from '../store/locations.js'
import {
  deleteServiceVms,
  findLiveServiceVm,
  findServicePackage,
  findVmBackup,
  lockLiveServiceVms,
  moveServiceBilling,
  setServiceVmsStatus,
  updateServicePackage,
} from '../store/managed-services.js'
import type { Tx } from '../store/store.js'
import { billingAccountForCreate, usableBillingAccount } from '../services/billing-accounts.js'
import { isUuid, kinds, usable } from '../services/usable.js'
import { unassignFrom } from '../services/floating-ips.js'
import { addNeeds, checkMoveQuota, checkQuota, vmMoveNeeds } from '../services/quotas.js'

const PKG = '/user-resource/service/package'

/** Locks the service's live VMs; 409 while any is busy with an operation (API-NOTES §1.5). */
async function lockServiceVms(tx: Tx, serviceUuid: string) {
  const rows = await lockLiveServiceVms(tx, serviceUuid)
  if (rows.some((vm) => vm.busyOperationId !== null)) throw new WarrenError(409, VM_LOCKED_MESSAGE)
  return rows
}

/** Managed service routes. Registers the service operations with the platform's runner. */
export const managedServiceRoutes = (p: Platform) => {
  const db = p.store.db

  const render = async (row: ServicePackageRow) => (await toWarrenServicePackages(db, [row]))[0]!
  const reload = async (uuid: string) => render((await findServicePackage(db, uuid))!)

  /** Starts or stops one VM of a package (SPEC §4: one at a time). */
  const power = async (principal: Principal, uuid: string, targetUuid: string, action: 'start' | 'stop') => {
    const pkg = await usable(db, kinds.servicePackage, principal, null, uuid)
    const vm = isUuid(targetUuid) ? await findLiveServiceVm(db, pkg.uuid, targetUuid) : undefined
    // §14.3: an unknown target is a 404.
    if (!vm) throw new WarrenError(404, 'Resource not found')
    const id = await p.ops.submitForVm(
      vm.uuid,
      { kind: `service.vm.${action}`, payload: { vmUuid: vm.uuid }, userId: principal.user.id },
      () => {},
    )
    await p.ops.run(id)
    return reload(pkg.uuid)
  }

  return apiRoutes()
    .get('/user-resource/service/packages', returns([ServicePackage]), async (c) => {
      const rows = await visibleServicePackages(db, c.var.principal)
      return c.json(await toWarrenServicePackages(db, rows))
    })
    .get(`${PKG}/:uuid`, returns(ServicePackage), async (c) => {
      // A deleted package can still be read, with status "deleted" (API-NOTES §9).
      const row = await usable(db, kinds.servicePackage, c.var.principal, null, c.req.param('uuid'), {
        allowDeleted: true,
      })
      return c.json(await render(row))
    })
    .post(PKG, takes(ServicePackageCreateInputSchema, ServicePackage), async (c) => {
      const input = c.req.valid('json')
      const principal = c.var.principal
      const account = await billingAccountForCreate(p, principal, input.billing_account_id, false)
      const plan = await planServiceCreate(
        db,
        input,
        { userId: account.userId, billingAccountId: account.id },
        await publishedLocationSlugs(db),
      )
      const id = await db.transaction(async (tx) => {
        await checkQuota(tx, p.settings, account.id, { managed_services: 1 })
        return p.ops.submit(tx, { kind: 'service.create', payload: plan, userId: principal.user.id })
      })
      const result = (await p.ops.run(id)) as { uuid: string }
      return c.json(await reload(result.uuid))
    })
    .patch(`${PKG}/:uuid`, takes(ServicePackageUpdateInputSchema, ServicePackage), async (c) => {
      const input = c.req.valid('json')
      const principal = c.var.principal
      if (input.billing_account_id !== undefined) {
        await usableBillingAccount(p, principal, input.billing_account_id)
      }
      const uuid = await db.transaction(async (tx) => {
        const row = await usable(tx, kinds.servicePackage, principal, null, c.req.param('uuid'), {
          forUpdate: true,
        })
        const now = p.clock()
        if (input.billing_account_id !== undefined) {
          // The service's VMs and disks are billed with it, so they need room there too.
          const nodes = await serviceVms(tx, row.uuid)
          const needs = await Promise.all(nodes.map((vm) => vmMoveNeeds(tx, vm)))
          const move = { from: row.billingAccountId, to: input.billing_account_id }
          await checkMoveQuota(tx, p.settings, move, addNeeds({ managed_services: 1 }, ...needs))
          const vmUuids = nodes.map((n) => n.uuid)
          await moveServiceBilling(tx, row.uuid, vmUuids, input.billing_account_id, now)
        }
        await updateServicePackage(tx, row.uuid, {
          ...(input.display_name !== undefined ? { displayName: input.display_name } : {}),
          ...(input.billing_account_id !== undefined ? { billingAccountId: input.billing_account_id } : {}),
          updatedAt: now,
        })
        return row.uuid
      })
      return c.json(await reload(uuid))
    })
    .delete(`${PKG}/:uuid`, returns(ServicePackage), async (c) => {
      const uuid = await db.transaction(async (tx) => {
        const row = await usable(tx, kinds.servicePackage, c.var.principal, null, c.req.param('uuid'), {
          forUpdate: true,
        })
        const nodes = await lockServiceVms(tx, row.uuid)
        const now = p.clock()
        const vmUuids = nodes.map((n) => n.uuid)
        await deleteServiceVms(tx, vmUuids, now)
        // Floating IPs on the service or its VMs stay, unassigned (API-NOTES §4).
        for (const target of [row.uuid, ...vmUuids]) await unassignFrom(tx, target, now)
        await updateServicePackage(tx, row.uuid, { status: 'deleted', deletedAt: now, updatedAt: now })
        return row.uuid
      })
      return c.json(await reload(uuid))
    })
    .patch(`${PKG}/:uuid/properties`, takes(ServicePropertiesInputSchema, ServicePackage), async (c) => {
      const input = c.req.valid('json')
      const uuid = await db.transaction(async (tx) => {
        const row = await usable(tx, kinds.servicePackage, c.var.principal, null, c.req.param('uuid'), {
          forUpdate: true,
        })
        const allowed = settableProperties(row.service)
        const errors: Record<string, string> = {}
        for (const key of Object.keys(input)) if (!allowed.includes(key)) errors[key] = 'not allowed'
        if (
          'port' in input &&
          !(Number.isInteger(input.port) && Number(input.port) >= 1 && Number(input.port) <= 65535)
        ) {
          errors.port ??= 'port must be an integer between 1 and 65535'
        }
        if (Object.keys(errors).length > 0) {
          throw new WarrenError(
            400,
            Object.entries(errors)
              .map(([k, v]) => `${k}: ${v}`)
              .join('; '),
            errors,
          )
        }
        const merged = mergeProperties(row.properties, input)
        const parsed = ServicePropertiesSchema.safeParse(merged)
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!
          const field = issue.path.map(String).join('.') || 'Error'
          throw new WarrenError(400, `${field}: ${issue.message}`, { [field]: issue.message })
        }
        const now = p.clock()
        const hibernate = hibernating(merged)
        if (hibernate !== hibernating(row.properties)) {
          // Hibernation stops every VM of the service; waking it starts them (SPEC §4).
          await lockServiceVms(tx, row.uuid)
          await setServiceVmsStatus(tx, row.uuid, hibernate ? 'stopped' : 'running', now)
        }
        await updateServicePackage(tx, row.uuid, { properties: merged, updatedAt: now })
        return row.uuid
      })
      return c.json(await reload(uuid))
    })
    .get(`${PKG}/:uuid/secrets`, returns(ServiceSecrets), async (c) => {
      const row = await usable(db, kinds.servicePackage, c.var.principal, null, c.req.param('uuid'))
      return c.json(JSON.parse(unseal(row.secrets, p.settings.sealingSecret)) as Record<string, string>)
    })
    .get(`${PKG}/:uuid/whitelist_addresses`, returns(Whitelist), async (c) => {
      const row = await usable(db, kinds.servicePackage, c.var.principal, null, c.req.param('uuid'))
      return c.json(row.whitelist)
    })
    .post(`${PKG}/:uuid/whitelist_addresses`, takes(WhitelistAddressInputSchema, Whitelist), async (c) => {
      const address = c.req.valid('json').ip_address
      const list = await db.transaction(async (tx) => {
        const row = await usable(tx, kinds.servicePackage, c.var.principal, null, c.req.param('uuid'), {
          forUpdate: true,
        })
        if (row.whitelist.includes(address)) return row.whitelist
        const whitelist = [...row.whitelist, address]
        await updateServicePackage(tx, row.uuid, { whitelist, updatedAt: p.clock() })
        return whitelist
      })
      // The new full list (API-NOTES §9).
      return c.json(list)
    })
    .delete(`${PKG}/:uuid/whitelist_addresses`, takes(WhitelistAddressInputSchema, Whitelist), async (c) => {
      const address = c.req.valid('json').ip_address
      const list = await db.transaction(async (tx) => {
        const row = await usable(tx, kinds.servicePackage, c.var.principal, null, c.req.param('uuid'), {
          forUpdate: true,
        })
        if (!row.whitelist.includes(address)) {
          throw new WarrenError(404, `${address} is not in the whitelist`, {
            ip_address: 'Not in the whitelist',
          })
        }
        const whitelist = row.whitelist.filter((a) => a !== address)
        await updateServicePackage(tx, row.uuid, { whitelist, updatedAt: p.clock() })
        return whitelist
      })
      return c.json(list)
    })
    .post(`${PKG}/:uuid/resources/:targetUuid/start`, returns(ServicePackage), async (c) =>
      c.json(await power(c.var.principal, c.req.param('uuid'), c.req.param('targetUuid'), 'start')),
    )
    .post(`${PKG}/:uuid/resources/:targetUuid/stop`, returns(ServicePackage), async (c) =>
      c.json(await power(c.var.principal, c.req.param('uuid'), c.req.param('targetUuid'), 'stop')),
    )
    .post(`${PKG}/vm/rebuild`, takes(ServiceVmRestoreInputSchema, ServicePackage), async (c) => {
      const input = c.req.valid('json')
      const principal = c.var.principal
      const vm = await usable(db, kinds.vm, principal, c.var.location.slug, input.uuid)
      const pkg = vm.serviceUuid ? await findServicePackage(db, vm.serviceUuid) : undefined
      if (!pkg || pkg.deletedAt || !canAccess(principal, pkg)) throw noSuchVm(input.uuid)
      const backup = await findVmBackup(db, vm.uuid, input.replica_uuid)
      if (!backup) {
        const message = `No such backup of virtual machine ${vm.uuid}: ${input.replica_uuid}`
        throw new WarrenError(400, message, { replica_uuid: message })
      }
      const id = await p.ops.submitForVm(
        vm.uuid,
        {
          kind: 'service.vm.restore',
          payload: { vmUuid: vm.uuid, replicaUuid: backup.uuid },
          userId: principal.user.id,
        },
        () => {},
      )
      await p.ops.run(id)
      return c.json(await reload(pkg.uuid))
    })
}
