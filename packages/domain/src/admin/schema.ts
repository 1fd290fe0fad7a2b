/**
 * The admin API's entities and inputs (issue 13 "Admin API in the platform", docs/CONTRACTS.md "Admin API"): the
 * audit log of every admin mutation (who, when, what, before/after). Both the platform (validation, OpenAPI) and
 * the admin app (parsing) use these schemas.
 */
import { z } from 'zod'

/** Longest action name and resource type/id of an audit entry. */
export const AUDIT_NAME_MAX = 100

/** A resource an admin mutation changed: its type (`console_config`, `user`, `vm`…) and id. */
export const AuditTargetSchema = z.object({
  type: z.string().min(1).max(AUDIT_NAME_MAX),
  id: z.string().min(1).max(AUDIT_NAME_MAX),
})

/** What an admin mutation changed; see {@link AuditTargetSchema}. */
export type AuditTarget = z.infer<typeof AuditTargetSchema>

/** One audit log entry: who did what to which resource, when, with the state before and after. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** The administrator's user id and e-mail. */
  actor_user_id: z.number().int(),
  actor_email: z.string(),
  /** What was done, e.g. `config.update`. */
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
})

/** Parsed audit log entry; see {@link AuditEntrySchema}. */
export type AuditEntry = z.infer<typeof AuditEntrySchema>

/** Most entries one audit page returns. */
export const AUDIT_PAGE_MAX = 200

/** Query of `GET /v1/admin/audit`: newest first, `limit` entries older than entry `before` (paging), optionally one resource. */
export const AuditListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
  before: z.coerce.number().int().min(1).optional(),
  target_type: z.string().min(1).max(AUDIT_NAME_MAX).optional(),
  target_id: z.string().min(1).max(AUDIT_NAME_MAX).optional(),
})

/** Parsed audit list query; see {@link AuditListQuerySchema}. */
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>
