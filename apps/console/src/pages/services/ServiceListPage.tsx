/** /services: the services section's route module — the user's managed services, priced. */
import { useTableUrlState } from '@cirrus/app-kit'
import { renderRouterLink } from '../../app/links'
import { ServiceListView } from './ServiceListView'
import { useServiceList } from './use-service-list'

/** The services section. */
export default function ServiceListPage() {
  const tableQuery = useTableUrlState()
  const list = useServiceList()
  return (
    <ServiceListView
      tableQuery={tableQuery}
      rows={list.rows}
      error={list.error}
      onRetry={list.retry}
      currency={list.currency}
      renderLink={renderRouterLink}
    />
  )
}
