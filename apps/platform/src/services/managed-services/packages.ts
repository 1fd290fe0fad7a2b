/**
 * What the managed-service routes do to a package (API-NOTES §9, §14.3), each in its own transaction: rename or
 * move the billing account (with its VMs and disks), delete (with its VMs), patch its properties (hibernation
 * stops or starts every VM, SPEC §4), keep its whitelist, and start, stop or restore one of its VMs (durable
 * operations the call waits for). The routes parse, authorise (`usable`) and answer; these hold the rules.
 */
import { VM_LOCKED_MESSAGE } from '../../ops/runner.js'
import { WarrenError } from '../../http/errors.js'
import type { Principal } from '../../http/env.js'
import type { Platform } from '../../platform.js'
import { visibleTo } from '../../access.js'
import {
  deleteServiceVms,
  listLiveServiceVms,
  listServicePackages,
  lockLiveServiceVms,
  moveServiceBilling,
  setServiceVmsStatus,
  updateServicePackage,
  type ServicePackageRow,
} from '../../store/managed-services.js'
import type { DbOrTx, Tx } from '../../store/store.js'
import { unassignFrom } from '../floating-ips.js'
import { addNeeds, checkMoveQuota, vmMoveNeeds } from '../quotas.js'
import { takeFirstBackups } from '../backups.js'
import { hibernating, patchedProperties } from './properties.js'

/** The live packages the principal may see, oldest first. */
export function visibleServicePackages(db: DbOrTx, principal: Principal): Promise<ServicePackageRow[]> {
  return listServicePackages(db, (table) => visibleTo(principal, table))
}

/** Locks the service's live VMs; 409 while any is busy with an operation (API-NOTES §1.5). */
async function lockServiceVms(tx: Tx, serviceUuid: string) {
  const rows = await lockLiveServiceVms(tx, serviceUuid)
  if (rows.some((vm) => vm.busyOperationId !== null)) throw new WarrenError(409, VM_LOCKED_MESSAGE)
  return rows
}

/** Renames a package and/or bills it (its VMs and their disks too) to another account, within its quotas. */
export async function updateServicePackageFields(
  p: Platform,
  tx: Tx,
  row: ServicePackageRow,
  input: { display_name?: string | undefined; billing_account_id?: number | undefined },
): Promise<void> {
  const now = p.clock()
  if (input.billing_account_id !== undefined) {
    // The service's VMs and disks are billed with it, so they need room there too.
    const nodes = await listLiveServiceVms(tx, row.uuid)
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
}

/** Deletes a package: its VMs and their disks go, floating IPs on it or them stay, unassigned (API-NOTES §4). */
export async function deleteServicePackage(p: Platform, tx: Tx, row: ServicePackageRow): Promise<void> {
  const nodes = await lockServiceVms(tx, row.uuid)
  const now = p.clock()
  const vmUuids = nodes.map((n) => n.uuid)
  await deleteServiceVms(tx, vmUuids, now)
  for (const target of [row.uuid, ...vmUuids]) await unassignFrom(tx, target, now)
  await updateServicePackage(tx, row.uuid, { status: 'deleted', deletedAt: now, updatedAt: now })
}

/** Merges a properties patch; a change of hibernation stops (or starts) every VM of the service (SPEC §4). */
export async function patchServiceProperties(
  p: Platform,
  tx: Tx,
  row: ServicePackageRow,
  patch: Record<string, unknown>,
): Promise<void> {
  const merged = patchedProperties(row.service, row.properties, patch)
  const now = p.clock()
  const hibernate = hibernating(merged)
  if (hibernate !== hibernating(row.properties)) {
    const nodes = await lockServiceVms(tx, row.uuid)
    await setServiceVmsStatus(tx, row.uuid, hibernate ? 'stopped' : 'running', now)
    // Woken up: nodes that never ran get their first backup (services/backups.ts).
    if (!hibernate)
      await takeFirstBackups(
        tx,
        nodes.map((n) => n.uuid),
        now,
      )
  }
  await updateServicePackage(tx, row.uuid, { properties: merged, updatedAt: now })
}

/**
 * Adds an address to the whitelist (once) or removes it (404 when it is not there); answers the new full list
 * (API-NOTES §9).
 */
export async function changeWhitelist(
  p: Platform,
  tx: Tx,
  row: ServicePackageRow,
  change: { add: string } | { remove: string },
): Promise<string[]> {
  let whitelist: string[]
  if ('add' in change) {
    if (row.whitelist.includes(change.add)) return row.whitelist
    whitelist = [...row.whitelist, change.add]
  } else {
    if (!row.whitelist.includes(change.remove)) {
      throw new WarrenError(404, `${change.remove} is not in the whitelist`, {
        ip_address: 'Not in the whitelist',
      })
    }
    whitelist = row.whitelist.filter((a) => a !== change.remove)
  }
  await updateServicePackage(tx, row.uuid, { whitelist, updatedAt: p.clock() })
  return whitelist
}

/**
 * Runs one of a service VM's operations (start, stop, restore) and waits for it; 409 while the VM is busy with
 * another (ops/runner.ts).
 */
export async function runServiceVmOperation(
  p: Platform,
  principal: Principal,
  vmUuid: string,
  kind: 'service.vm.start' | 'service.vm.stop' | 'service.vm.restore',
  extra: Record<string, unknown> = {},
): Promise<void> {
  const id = await p.ops.submitForVm(
    vmUuid,
    { kind, payload: { vmUuid, ...extra }, userId: principal.user.id },
    () => {},
  )
  await p.ops.run(id)
}
