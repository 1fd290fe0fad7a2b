import { lazy, Suspense } from 'react'
import { Card, Flex, Heading, Text } from '@radix-ui/themes'
import { DataTable, StatusBadge, type DataTableColumn } from '@cirrus/design-system'
import {
  INVOICE_TYPE_LABELS,
  formatDateTime,
  type AdminInvoice,
  type RevenueMonth,
  type RevenueReport,
  type RevenueRow,
} from '@cirrus/domain'
import { serverDataTableProps, serverTextColumn, type ServerTableViewProps } from '../../app/use-server-table'
import { revenueBars, revenueCurrencies, revenueTotal } from './revenue'
import { AdminScreen } from '../../components/PageHeader'

const RevenueChart = lazy(() => import('./RevenueChart'))

/** Rows per page of the invoice table (paged on the server). */
export const INVOICES_PAGE_SIZE = 50

/**
 * Props of {@link ReportsView}: the invoice table (its column filters `month`, YYYY-MM, and `status`, paid or
 * unpaid) and the revenue report.
 */
export type ReportsViewProps = ServerTableViewProps<AdminInvoice> & {
  /** Opens an invoice's billing account. */
  onOpenAccount: (invoice: AdminInvoice) => void
  /** The revenue report; undefined while loading. */
  revenue: RevenueReport | undefined
  revenueError?: string
  onRevenueRetry?: () => void
}

const exact = (amount: string, currency: string) => `${amount} ${currency}`

const monthColumns: DataTableColumn<RevenueMonth>[] = [
  { id: 'month', header: 'Month', primary: true, cell: (m) => m.month, value: (m) => m.month },
  {
    id: 'invoices',
    hideBelow: 'xs',
    header: 'Invoices',
    numeric: true,
    cell: (m) => m.invoices,
    value: (m) => m.invoices,
  },
  {
    id: 'subtotal',
    hideBelow: 'xs',
    header: 'Revenue before VAT',
    numeric: true,
    cell: (m) => exact(m.subtotal, m.currency),
    value: (m) => m.subtotal,
  },
  {
    id: 'vat',
    hideBelow: 'xs',
    header: 'VAT',
    numeric: true,
    cell: (m) => exact(m.vat_tax, m.currency),
    value: (m) => m.vat_tax,
  },
  {
    id: 'total',
    header: 'Total',
    numeric: true,
    cell: (m) => exact(m.total, m.currency),
    value: (m) => m.total,
  },
  { id: 'currency', hideBelow: 'xs', header: 'Currency', cell: (m) => m.currency, value: (m) => m.currency },
]

const rowColumns: DataTableColumn<RevenueRow>[] = [
  {
    id: 'month',
    header: 'Month',
    primary: true,
    cell: (r) => r.month,
    value: (r) => r.month,
    sortable: true,
    sortValue: (r) => r.month,
  },
  {
    id: 'location',
    hideBelow: 'xs',
    header: 'Location',
    cell: (r) => (r.location === 'none' ? '—' : r.location),
    value: (r) => r.location,
    filterable: true,
  },
  {
    id: 'type',
    header: 'Resource type',
    cell: (r) => r.resource_type,
    value: (r) => r.resource_type,
    filterable: true,
  },
  {
    id: 'amount',
    header: 'Amount',
    numeric: true,
    cell: (r) => exact(r.amount, r.currency),
    value: (r) => r.amount,
  },
  { id: 'currency', hideBelow: 'xs', header: 'Currency', cell: (r) => r.currency, value: (r) => r.currency },
]

/** The revenue section: the chart (first currency), the month totals and the rows they are made of. */
function Revenue({
  revenue,
  error,
  onRetry,
}: {
  revenue?: RevenueReport
  error?: string
  onRetry?: () => void
}) {
  const currency = revenue ? revenueCurrencies(revenue)[0] : undefined
  const chart = revenue && currency ? revenueBars(revenue, currency) : undefined
  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="5">
        Revenue
      </Heading>
      <Text color="gray">
        Invoiced revenue by month, location and resource type. The rows add up to the invoices exactly
        (credits are negative; custom products and credits have no location).
      </Text>
      {chart && chart.bars.length > 0 && (
        <Card>
          <Suspense fallback={<div style={{ height: 240 }} />}>
            <RevenueChart bars={chart.bars} types={chart.types} currency={currency!} />
          </Suspense>
          <Text as="p" size="2" color="gray">
            Sum of every row: {exact(revenueTotal(revenue!, currency!), currency!)}
          </Text>
        </Card>
      )}
      <DataTable
        label="Revenue by month"
        columns={monthColumns}
        rows={revenue?.months ?? []}
        getRowId={(m) => `${m.month}-${m.currency}`}
        loading={revenue === undefined && !error}
        error={error}
        onRetry={onRetry}
        emptyMessage="No invoiced months yet"
        csvFileName="revenue-by-month.csv"
      />
      <DataTable
        label="Revenue by location and resource type"
        columns={rowColumns}
        rows={revenue?.rows ?? []}
        getRowId={(r) => `${r.month}-${r.currency}-${r.location}-${r.resource_type}`}
        loading={revenue === undefined && !error}
        error={error}
        onRetry={onRetry}
        emptyMessage="No invoiced revenue yet"
        searchable
        csvFileName="revenue.csv"
      />
    </Flex>
  )
}

/** /reports (issue 14): invoices of every account by month and status, and the revenue report. */
export function ReportsView(props: ReportsViewProps) {
  const columns: DataTableColumn<AdminInvoice>[] = [
    { id: 'id', hideBelow: 'xs', header: 'Id', numeric: true, cell: (i) => i.id, value: (i) => i.id },
    serverTextColumn<AdminInvoice>('month', 'Month', (i) => i.month, { primary: true }),
    {
      id: 'type',
      hideBelow: 'xs',
      header: 'Type',
      cell: (i) => INVOICE_TYPE_LABELS[i.type as keyof typeof INVOICE_TYPE_LABELS]?.one ?? i.type,
      value: (i) => i.type,
    },
    {
      id: 'status',
      header: 'Status',
      filterable: true,
      cell: (i) => (
        <StatusBadge
          status={i.status === 'paid' ? 'active' : 'pending'}
          label={i.status === 'paid' ? 'Paid' : 'Unpaid'}
        />
      ),
      value: (i) => i.status,
    },
    {
      id: 'account',
      hideBelow: 'xs',
      header: 'Billing account',
      cell: (i) => i.billing_account_title,
      value: (i) => i.billing_account_title,
    },
    {
      id: 'owner',
      header: 'Owner',
      cell: (i) => i.owner_email,
      value: (i) => i.owner_email,
      hideBelow: 'md',
    },
    {
      id: 'subtotal',
      header: 'Subtotal',
      numeric: true,
      cell: (i) => exact(i.subtotal, i.currency),
      value: (i) => i.subtotal,
      hideBelow: 'md',
    },
    {
      id: 'total',
      header: 'Total',
      numeric: true,
      sortable: true,
      sortValue: (i) => Number(i.total),
      cell: (i) => exact(i.total, i.currency),
      value: (i) => i.total,
    },
    {
      id: 'created',
      header: 'Created (UTC)',
      sortable: true,
      sortValue: (i) => new Date(i.created_at),
      cell: (i) => formatDateTime(i.created_at, { timeZone: 'UTC' }),
      value: (i) => i.created_at,
      hideBelow: 'md',
    },
  ]
  return (
    <AdminScreen
      title="Invoices & Reports"
      description="Every billing account’s documents, and the revenue they add up to."
    >
      <Revenue revenue={props.revenue} error={props.revenueError} onRetry={props.onRevenueRetry} />
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5">
          Invoices
        </Heading>
        <DataTable
          label="Invoices"
          columns={columns}
          {...serverDataTableProps(props, INVOICES_PAGE_SIZE)}
          getRowId={(i) => String(i.id)}
          onRowOpen={props.onOpenAccount}
          emptyMessage="No invoices yet"
          noMatchesMessage="No invoices match the search or filters"
          columnChooserKey="cirrus.admin.invoices.columns"
          csvFileName="invoices.csv"
        />
      </Flex>
    </AdminScreen>
  )
}
