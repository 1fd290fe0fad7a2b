/** /billing: the billing section's route module — every billing account with the month so far. */
import { useTableUrlState } from '@cirrus/app-kit'
import { useQuery } from '@tanstack/react-query'
import { renderRouterLink } from '../../app/links'
import { useServices } from '../../app/services'
import { billingAccountRows } from './billing-rows'
import { BillingListView } from './BillingListView'

/** The billing section. */
export default function BillingListPage() {
  const tableQuery = useTableUrlState()
  const { queries } = useServices()
  const accounts = useQuery(queries.billingAccounts())
  return (
    <BillingListView
      tableQuery={tableQuery}
      rows={accounts.data ? billingAccountRows(accounts.data) : undefined}
      error={accounts.isError ? accounts.error.message : null}
      onRetry={() => void accounts.refetch()}
      renderLink={renderRouterLink}
    />
  )
}
