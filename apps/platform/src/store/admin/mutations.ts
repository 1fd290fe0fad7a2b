/** Admin mutations of users, billing accounts and VMs; each caller records it in the audit log in the same transaction. */
import { eq } from 'drizzle-orm'
import { billingAccounts, users, vms } from '../schema.js'
import type { DbOrTx } from '../store.js'
import { userById } from './users.js'
import { billingAccountsByIds } from './billing-accounts.js'
import { adminVmByUuid } from './vms.js'

// ---------------------------------------------------------------------------------------------------------
// Admin mutations (each caller records it in the audit log in the same transaction)

/** Sets or clears a user's suspension; returns the row before and after, or undefined for no such user. */
export async function setUserSuspended(db: DbOrTx, id: number, at: Date | null) {
  const before = await userById(db, id)
  if (!before) return undefined
  const [after] = await db.update(users).set({ suspendedAt: at }).where(eq(users.id, id)).returning()
  return { before, after: after! }
}

/** Grants or revokes administrator; returns the row before and after, or undefined for no such user. */
export async function setUserAdmin(db: DbOrTx, id: number, isAdmin: boolean) {
  const before = await userById(db, id)
  if (!before) return undefined
  const [after] = await db.update(users).set({ isAdmin }).where(eq(users.id, id)).returning()
  return { before, after: after! }
}

/** Suspends (inactive, with a reason) or reactivates a billing account that is not deleted. */
export async function setBillingAccountActive(
  db: DbOrTx,
  id: number,
  active: boolean,
  reason: string | null,
) {
  const [before] = await billingAccountsByIds(db, [id])
  if (!before || before.isDeleted) return undefined
  await db
    .update(billingAccounts)
    .set({ isActive: active, suspendReason: active ? null : reason })
    .where(eq(billingAccounts.id, id))
  const [after] = await billingAccountsByIds(db, [id])
  return { before, after: after! }
}

/** Points a VM at another host pool (the admin "move"); returns the row before and after. */
export async function setVmPool(db: DbOrTx, uuid: string, poolUuid: string, hostUuid: string) {
  const before = await adminVmByUuid(db, uuid)
  if (!before) return undefined
  await db
    .update(vms)
    .set({ designatedPoolUuid: poolUuid, hostUuid, updatedAt: new Date() })
    .where(eq(vms.uuid, uuid))
  return { before, after: (await adminVmByUuid(db, uuid))! }
}
