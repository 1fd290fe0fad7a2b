/** /reports: the route module of Invoices & Reports (issue 14). */
import { useNavigate } from 'react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { adminInvoiceSortKeys, type AdminInvoiceListQuery } from '@cirrus/domain'
import { adminKeys } from '../../app/queries'
import { fetchEveryRow, useServerTable } from '../../app/use-server-table'
import { INVOICES_PAGE_SIZE, ReportsView } from './ReportsView'

const INVOICE_FILTERS = ['month', 'status'] as const

/** Only a whole month (`YYYY-MM`) and a known status reach the server; a half-typed filter sends nothing. */
function listQuery<Q extends { offset: number; limit: number; month?: string; status?: string }>(query: Q) {
  const { month, status, ...rest } = query
  const known = status?.toLowerCase()
  const sent: typeof rest & Pick<AdminInvoiceListQuery, 'month' | 'status'> = { ...rest }
  if (month && /^\d{4}-\d{2}$/.test(month)) sent.month = month
  if (known === 'paid' || known === 'unpaid') sent.status = known
  return sent
}

/** The Invoices & Reports screen. */
export default function ReportsPage() {
  const { client } = useServices()
  const navigate = useNavigate()
  const { query, table } = useServerTable({
    sortKeys: adminInvoiceSortKeys,
    filterKeys: INVOICE_FILTERS,
    pageSize: INVOICES_PAGE_SIZE,
  })
  const sent = listQuery(query)
  const page = useQuery({
    queryKey: [...adminKeys.all, 'invoices', sent],
    queryFn: ({ signal }) => client.admin.invoices(sent, { signal }),
    placeholderData: keepPreviousData,
  })
  const revenue = useQuery({
    queryKey: [...adminKeys.all, 'revenue'],
    queryFn: ({ signal }) => client.admin.revenue({}, { signal }),
  })
  return (
    <ReportsView
      page={page.data}
      error={page.error ? errorDetail(page.error) : undefined}
      onRetry={() => void page.refetch()}
      {...table}
      fetchAll={() => fetchEveryRow(sent, (q) => client.admin.invoices(q))}
      onOpenAccount={(invoice) => void navigate(`/accounts/${invoice.billing_account_id}`)}
      revenue={revenue.data}
      revenueError={revenue.error ? errorDetail(revenue.error) : undefined}
      onRevenueRetry={() => void revenue.refetch()}
    />
  )
}
