import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import {
  DataTable,
  StatusBadge,
  type ColumnFilters,
  type DataTableColumn,
  type SortState,
} from '@cirrus/design-system'
import { formatDateTime, type AdminBillingAccount, type AdminBillingAccountPage } from '@cirrus/domain'
import { serverTextColumn } from '../../app/use-server-table'

/** Rows per page of the billing account table (paged on the server). */
export const ACCOUNTS_PAGE_SIZE = 50

/** Props of {@link AccountsView}. */
export type AccountsViewProps = {
  /** Opens the account's admin page (a row click or Enter). */
  onOpenPage: (account: AdminBillingAccount) => void
  page: AdminBillingAccountPage | undefined
  error?: string
  onRetry?: () => void
  search: string
  onSearchChange: (search: string) => void
  pageNumber: number
  onPageChange: (page: number) => void
  sort: SortState | null
  onSortChange: (sort: SortState | null) => void
  /** The column filters (column id → text), sent to the server. */
  filters: ColumnFilters
  onFiltersChange: (filters: ColumnFilters) => void
  fetchAll: () => Promise<readonly AdminBillingAccount[]>
  /** Suspends (`true`) or reactivates an account. */
  onSuspend: (account: AdminBillingAccount, suspended: boolean) => void
  /** Opens the owner's user page. */
  onOpenOwner: (account: AdminBillingAccount) => void
  busyId?: number
}

const money = (amount: string | number, currency: string) => `${amount} ${currency}`

/** /accounts (issue 13): every billing account with owner, month-to-date cost, credit and state. */
export function AccountsView(props: AccountsViewProps) {
  const columns: DataTableColumn<AdminBillingAccount>[] = [
    { id: 'id', hideBelow: 'xs', header: 'Id', numeric: true, cell: (a) => a.id, value: (a) => a.id },
    serverTextColumn<AdminBillingAccount>('title', 'Title', (a) => a.title, { primary: true }),
    {
      id: 'owner',
      hideBelow: 'xs',
      sortable: true,
      sortValue: (a) => a.owner_email,
      filterable: true,
      header: 'Owner',
      cell: (a) => (
        <Button
          size="1"
          variant="ghost"
          aria-label={`Open owner ${a.owner_email}`}
          onClick={() => props.onOpenOwner(a)}
        >
          {a.owner_email}
        </Button>
      ),
      value: (a) => a.owner_email,
    },
    {
      id: 'cost',
      hideBelow: 'xs',
      header: 'Month to date',
      numeric: true,
      cell: (a) => money(a.month_to_date_cost, a.currency),
      value: (a) => a.month_to_date_cost,
    },
    {
      id: 'credit',
      hideBelow: 'xs',
      sortable: true,
      sortValue: (a) => a.credit,
      header: 'Credit',
      numeric: true,
      cell: (a) => money(a.credit, a.currency),
      value: (a) => a.credit,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (a) => (
        <StatusBadge status={a.is_active ? 'active' : 'error'} label={a.is_active ? 'Active' : 'Suspended'} />
      ),
      value: (a) => (a.is_active ? 'Active' : 'Suspended'),
    },
    {
      id: 'reason',
      hideBelow: 'xs',
      header: 'Suspend reason',
      defaultHidden: true,
      cell: (a) => a.suspend_reason ?? '—',
      value: (a) => a.suspend_reason,
    },
    {
      id: 'created',
      header: 'Created (UTC)',
      sortable: true,
      sortValue: (a) => new Date(a.created_at),
      value: (a) => a.created_at,
      cell: (a) => formatDateTime(a.created_at, { timeZone: 'UTC' }),
      hideBelow: 'md',
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (a) => (
        <Button
          size="1"
          variant="soft"
          color={a.is_active ? 'red' : 'gray'}
          loading={props.busyId === a.id}
          aria-label={`${a.is_active ? 'Suspend' : 'Activate'} billing account ${a.title}`}
          onClick={() => props.onSuspend(a, a.is_active)}
        >
          {a.is_active ? 'Suspend' : 'Activate'}
        </Button>
      ),
    },
  ]
  return (
    <Flex direction="column" gap="4" p={{ initial: '4', md: '6' }}>
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          Billing accounts
        </Heading>
        <Text color="gray">Every billing account, with its owner and this UTC month’s cost so far.</Text>
      </Flex>
      <DataTable
        onRowOpen={props.onOpenPage}
        label="Billing accounts"
        columns={columns}
        rows={props.page?.items ?? []}
        getRowId={(a) => String(a.id)}
        loading={props.page === undefined && !props.error}
        error={props.error}
        onRetry={props.onRetry}
        emptyMessage="No billing accounts yet"
        searchable
        search={props.search}
        onSearchChange={props.onSearchChange}
        sort={props.sort}
        onSortChange={props.onSortChange}
        filters={props.filters}
        onFiltersChange={props.onFiltersChange}
        columnChooserKey="cirrus.admin.accounts.columns"
        csvFileName="billing-accounts.csv"
        fetchAllRows={props.fetchAll}
        paging={{
          page: props.pageNumber,
          pageSize: ACCOUNTS_PAGE_SIZE,
          total: props.page?.total ?? 0,
          onPageChange: props.onPageChange,
        }}
      />
    </Flex>
  )
}
