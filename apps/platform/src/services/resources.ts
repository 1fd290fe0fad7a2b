/**
 * Lookups shared by the network, service and storage modules: uuid checks (a malformed uuid must be "not found",
 * never a database cast error) and the VMs a caller may attach things to.
 */
import { eq } from 'drizzle-orm'
import { canAccess } from '../access.js'
import type { Principal } from '../http/env.js'
import { noSuchVm } from '../http/errors.js'
import { vms } from '../store/schema.js'
import type { DbOrTx } from '../store/store.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** True for an 8-4-4-4-12 hex uuid (any version), the only shape the uuid columns accept. */
export function isUuid(value: string | undefined | null): value is string {
  return typeof value === 'string' && UUID.test(value)
}

/** A VM row. */
export type VmRecord = typeof vms.$inferSelect

/**
 * A live VM in `location` that the principal may use, else Warren's 400 "No such virtual machine exists: <uuid>"
 * (API-NOTES §7.2: unknown, deleted and foreign VMs are refused alike).
 */
export async function usableVm(
  db: DbOrTx,
  principal: Principal,
  location: string,
  uuid: string,
): Promise<VmRecord> {
  if (!isUuid(uuid)) throw noSuchVm(uuid)
  const [vm] = await db.select().from(vms).where(eq(vms.uuid, uuid))
  if (!vm || vm.deletedAt || vm.location !== location || !canAccess(principal, vm)) throw noSuchVm(uuid)
  return vm
}
