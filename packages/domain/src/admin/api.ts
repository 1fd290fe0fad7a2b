/**
 * The admin API calls (docs/CONTRACTS.md "Admin API"): everything under `/v1/admin`, administrators only (403 for
 * anyone else).
 */
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { compact } from '../http/encode.js'
import { AuditEntrySchema, type AuditEntry, type AuditListQuery } from './schema.js'

const entries = (b: unknown) => AuditEntrySchema.array().parse(b)

/** The admin calls of one client. */
export function adminApi(http: WarrenHttp) {
  return {
    /** `GET /v1/admin/audit`: the newest audit entries, optionally of one resource (`target_type`, `target_id`). */
    audit: (query: Partial<AuditListQuery> = {}, opts: CallOptions = {}): Promise<AuditEntry[]> =>
      http.request('GET', 'admin/audit', { ...opts, query: compact(query) }, entries),
  }
}

/** The admin calls; see {@link adminApi}. */
export type AdminApi = ReturnType<typeof adminApi>
