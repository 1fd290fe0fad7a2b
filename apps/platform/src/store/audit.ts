/** Queries of the audit log (services/audit.ts writes through {@link insertAudit}). */
import { and, desc, eq, lt, type SQL } from 'drizzle-orm'
import { auditLog } from './schema.js'
import type { DbOrTx } from './store.js'

/** An audit log row. */
export type AuditRow = typeof auditLog.$inferSelect

/** Appends one entry. */
export async function insertAudit(db: DbOrTx, row: typeof auditLog.$inferInsert): Promise<AuditRow> {
  const [inserted] = await db.insert(auditLog).values(row).returning()
  return inserted!
}

/** What {@link listAudit} filters on: one resource, and entries older than `before` (paging). */
export type AuditFilter = { limit: number; before?: number; targetType?: string; targetId?: string }

/** The newest entries first. */
export async function listAudit(db: DbOrTx, filter: AuditFilter): Promise<AuditRow[]> {
  const where: SQL[] = []
  if (filter.before !== undefined) where.push(lt(auditLog.id, filter.before))
  if (filter.targetType !== undefined) where.push(eq(auditLog.targetType, filter.targetType))
  if (filter.targetId !== undefined) where.push(eq(auditLog.targetId, filter.targetId))
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(filter.limit)
}
