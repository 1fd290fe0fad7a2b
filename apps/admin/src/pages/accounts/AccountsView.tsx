import { Button } from '@radix-ui/themes'
import { StatusBadge, type DataTableColumn } from '@cirrus/design-system'
import { formatDateTime, type AdminBillingAccount } from '@cirrus/domain'
import { serverTextColumn, type ServerTableViewProps } from '../../app/use-server-table'
import { ServerListView } from '../../components/ServerListView'

/** Rows per page of the billing account table (paged on the server). */
export const ACCOUNTS_PAGE_SIZE = 50

/** Props of {@link AccountsView}. */
export type AccountsViewProps = ServerTableViewProps<AdminBillingAccount> & {
  /** Opens the account's admin page (a row click or Enter). */
  onOpenPage: (account: AdminBillingAccount) => void
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
    <ServerListView
      {...props}
      title="Billing accounts"
      description="Every billing account, with its owner and this UTC month’s cost so far."
      onRowOpen={props.onOpenPage}
      label="Billing accounts"
      columns={columns}
      getRowId={(a) => String(a.id)}
      emptyMessage="No billing accounts yet"
      name="accounts"
      csvFileName="billing-accounts.csv"
      pageSize={ACCOUNTS_PAGE_SIZE}
    />
  )
}
