/** /admin: the route module of the admin dashboard (issue 13). */
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { adminQueries } from '../../app/queries'
import { DashboardView } from './DashboardView'

/** How many audit entries the dashboard shows. */
export const RECENT_AUDIT_ENTRIES = 10

/** The admin dashboard screen. */
export default function DashboardPage() {
  const { client } = useServices()
  const queries = adminQueries(client)
  const overview = useQuery(queries.overview())
  const audit = useQuery(queries.audit({ limit: RECENT_AUDIT_ENTRIES }))
  return (
    <DashboardView
      overview={overview.data}
      overviewError={overview.error ? errorDetail(overview.error) : undefined}
      onRetryOverview={() => void overview.refetch()}
      audit={audit.data}
      auditError={audit.error ? errorDetail(audit.error) : undefined}
      onRetryAudit={() => void audit.refetch()}
    />
  )
}
