/**
 * The audit log of admin mutations (issue 13): every admin mutation calls {@link recordAudit} inside its own
 * transaction, so the change and its entry are committed together or not at all.
 *
 * ```ts
 * await db.transaction(async (tx) => {
 *   const before = await readThing(tx, id)
 *   const after = await updateThing(tx, id, changes)
 *   await recordAudit(tx, c.var.principal, 'thing.update', { type: 'thing', id }, before, after)
 * })
 * ```
 */
import type { AuditEntry, AuditTarget } from '@cirrus/domain'
import type { Principal } from '../http/env.js'
import { insertAudit, type AuditRow } from '../store/audit.js'
import type { DbOrTx } from '../store/store.js'

/** Records one admin mutation: who (the principal), what (`action`), which resource, before and after. */
export async function recordAudit(
  tx: DbOrTx,
  principal: Principal,
  action: string,
  target: AuditTarget,
  before: unknown,
  after: unknown,
): Promise<AuditRow> {
  return insertAudit(tx, {
    actorUserId: principal.user.id,
    actorEmail: principal.user.email,
    action,
    targetType: target.type,
    targetId: target.id,
    before: before ?? null,
    after: after ?? null,
  })
}

/** An audit row in the admin API's shape (domain `AuditEntrySchema`). */
export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    actor_user_id: row.actorUserId,
    actor_email: row.actorEmail,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
  }
}
