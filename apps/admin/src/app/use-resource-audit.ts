/** The audit panel's data of one resource's admin page: its entries, load error and retry. */
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import type { AuditTarget } from '@cirrus/domain'
import type { AuditPanelProps } from '../components/AuditPanel'
import { adminQueries } from './queries'

/** Reads `GET /v1/admin/audit/{type}/{id}` and answers the {@link AuditPanelProps}. */
export function useResourceAudit(target: AuditTarget): AuditPanelProps {
  const { client } = useServices()
  const audit = useQuery(adminQueries(client).auditOf(target))
  return {
    entries: audit.data,
    error: audit.error ? errorDetail(audit.error) : undefined,
    onRetry: () => void audit.refetch(),
  }
}
