/**
 * Managed services (API-NOTES §9, §14.3; SPEC §7 "Managed services"): the catalogue (CONTRACTS "Managed service
 * catalogue"), packages (not location-scoped), their properties (merge; keys a service does not have are 400
 * "not allowed"), secrets, whitelist (form `ip_address`), per-VM start and stop, and backup restore
 * (`POST /{location}/user-resource/service/package/vm/rebuild`, shaped like `vm/rebuild`). Create, start, stop
 * and restore are durable operations the call waits for. This file parses, authorises and answers;
 * services/managed-services/ holds the rules. A missing, deleted or foreign package is 404
 * 'Service package not found'.
 */
import {
  ServicePackageCreateInputSchema,
  ServicePackageUpdateInputSchema,
  ServicePropertiesInputSchema,
  ServiceVmRestoreInputSchema,
  WhitelistAddressInputSchema,
} from '@cirrus/domain'
import { canAccess } from '../access.js'
import type { Principal } from '../http/env.js'
import { apiRoutes, returns, takes } from '../http/route.js'
import { ServiceCatalogue, ServicePackage, ServiceSecrets, Whitelist } from '../http/entities.js'
import { WarrenError, noSuchVm } from '../http/errors.js'
import type { Platform } from '../platform.js'
import {
  changeWhitelist,
  deleteServicePackage,
  patchServiceProperties,
  planServiceCreate,
  runServiceVmOperation,
  serviceNodeNeeds,
  serviceOffers,
  toWarrenServicePackages,
  updateServicePackageFields,
  visibleServicePackages,
} from '../services/managed-services/index.js'
import type { ServicePackageRow } from '../store/managed-services.js'
import { unseal } from '../services/sealed.js'
import { publishedLocationSlugs } from '../store/locations.js'
import type { Tx } from '../store/store.js'
import { findLiveServiceVm, findServicePackage, findVmBackup } from '../store/managed-services.js'
import { billingAccountForCreate, usableBillingAccount } from '../services/billing-accounts.js'
import { isUuid, kinds, usable } from '../services/usable.js'
import { checkQuota } from '../services/quotas.js'

const PKG = '/user-resource/service/package'

/** Managed service routes. */
export const managedServiceRoutes = (p: Platform) => {
  const db = p.store.db

  const render = async (row: ServicePackageRow) => (await toWarrenServicePackages(db, [row]))[0]!
  const reload = async (uuid: string) => render((await findServicePackage(db, uuid))!)

  /** The package for a change, locked in the caller's transaction (404 when the principal may not use it). */
  const lockedPackage = (tx: Tx, principal: Principal, uuid: string) =>
    usable(tx, kinds.servicePackage, principal, null, uuid, { forUpdate: true })

  /** Starts or stops one VM of a package (SPEC §4: one at a time). */
  const power = async (principal: Principal, uuid: string, targetUuid: string, action: 'start' | 'stop') => {
    const pkg = await usable(db, kinds.servicePackage, principal, null, uuid)
    const vm = isUuid(targetUuid) ? await findLiveServiceVm(db, pkg.uuid, targetUuid) : undefined
    // §14.3: an unknown target is a 404.
    if (!vm) throw new WarrenError(404, 'Resource not found')
    await runServiceVmOperation(p, principal, vm.uuid, `service.vm.${action}`)
    return reload(pkg.uuid)
  }

  return apiRoutes()
    .get('/user-resource/service/catalogue', returns(ServiceCatalogue), (c) => c.json(serviceOffers()))
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
        // The service and every node VM it starts with count against the account's quotas.
        await checkQuota(tx, p.settings, account.id, { managed_services: 1 })
        await checkQuota(tx, p.settings, account.id, serviceNodeNeeds(plan))
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
        const row = await lockedPackage(tx, principal, c.req.param('uuid'))
        await updateServicePackageFields(p, tx, row, input)
        return row.uuid
      })
      return c.json(await reload(uuid))
    })
    .delete(`${PKG}/:uuid`, returns(ServicePackage), async (c) => {
      const uuid = await db.transaction(async (tx) => {
        const row = await lockedPackage(tx, c.var.principal, c.req.param('uuid'))
        await deleteServicePackage(p, tx, row)
        return row.uuid
      })
      return c.json(await reload(uuid))
    })
    .patch(`${PKG}/:uuid/properties`, takes(ServicePropertiesInputSchema, ServicePackage), async (c) => {
      const input = c.req.valid('json')
      const uuid = await db.transaction(async (tx) => {
        const row = await lockedPackage(tx, c.var.principal, c.req.param('uuid'))
        await patchServiceProperties(p, tx, row, input)
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
      const list = await db.transaction(async (tx) =>
        changeWhitelist(p, tx, await lockedPackage(tx, c.var.principal, c.req.param('uuid')), {
          add: address,
        }),
      )
      // The new full list (API-NOTES §9).
      return c.json(list)
    })
    .delete(`${PKG}/:uuid/whitelist_addresses`, takes(WhitelistAddressInputSchema, Whitelist), async (c) => {
      const address = c.req.valid('json').ip_address
      const list = await db.transaction(async (tx) =>
        changeWhitelist(p, tx, await lockedPackage(tx, c.var.principal, c.req.param('uuid')), {
          remove: address,
        }),
      )
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
      await runServiceVmOperation(p, principal, vm.uuid, 'service.vm.restore', { replicaUuid: backup.uuid })
      return c.json(await reload(pkg.uuid))
    })
}
