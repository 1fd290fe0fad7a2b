/**
 * The audit log's read side (issue 13 "Audit log"; CONTRACTS "Admin API"): `GET /v1/admin/audit` (every entry,
 * newest first, paged with `before`, optionally one resource's with `target_type` + `target_id`) and
 * `GET /v1/admin/audit/{type}/{id}` (one resource's). Administrators only: the admin guard (http/admin.ts) answers
 * anyone else 403 before these run.
 */
import { AuditListQuerySchema, AuditTargetSchema } from '@cirrus/domain'
import { apiRoutes, takes } from '../http/route.js'
import { AuditEntry } from '../http/entities.js'
import type { Platform } from '../platform.js'
import { toAuditEntry } from '../services/audit.js'
import { listAudit } from '../store/audit.js'

const PageQuery = AuditListQuerySchema.pick({ limit: true, before: true })

/** The audit routes. */
export const adminAuditRoutes = (p: Platform) => {
  const db = p.store.db
  return apiRoutes()
    .get('/admin/audit', takes(AuditListQuerySchema, [AuditEntry]), async (c) => {
      const q = c.req.valid('json')
      const rows = await listAudit(db, {
        limit: q.limit,
        ...(q.before !== undefined ? { before: q.before } : {}),
        ...(q.target_type !== undefined ? { targetType: q.target_type } : {}),
        ...(q.target_id !== undefined ? { targetId: q.target_id } : {}),
      })
      return c.json(rows.map(toAuditEntry))
    })
    .get('/admin/audit/:type/:id', takes(PageQuery, [AuditEntry]), async (c) => {
      const q = c.req.valid('json')
      const target = AuditTargetSchema.parse({ type: c.req.param('type'), id: c.req.param('id') })
      const rows = await listAudit(db, {
        limit: q.limit,
        ...(q.before !== undefined ? { before: q.before } : {}),
        targetType: target.type,
        targetId: target.id,
      })
      return c.json(rows.map(toAuditEntry))
    })
}
