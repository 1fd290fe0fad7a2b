/** /accounts: the route module of the admin billing account table (issue 13). */
import { useNavigate } from 'react-router'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { adminBillingAccountSortKeys, type AdminBillingAccount } from '@cirrus/domain'
import { adminKeys } from '../../app/queries'
import { fetchEveryRow, useServerTable } from '../../app/use-server-table'
import { ACCOUNTS_PAGE_SIZE, AccountsView } from './AccountsView'

const ACCOUNT_FILTERS = ['title', 'owner'] as const

/** The admin billing account screen. */
export default function AccountsPage() {
  const { client } = useServices()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { query, table } = useServerTable({
    sortKeys: adminBillingAccountSortKeys,
    filterKeys: ACCOUNT_FILTERS,
    pageSize: ACCOUNTS_PAGE_SIZE,
  })
  const page = useQuery({
    queryKey: [...adminKeys.all, 'billing_accounts', query],
    queryFn: ({ signal }) => client.admin.billingAccounts(query, { signal }),
    placeholderData: keepPreviousData,
  })
  const suspend = useMutation({
    mutationFn: ({ account, suspended }: { account: AdminBillingAccount; suspended: boolean }) =>
      client.admin.suspendBillingAccount({ id: account.id, suspended }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
  return (
    <AccountsView
      onOpenPage={(x) => void navigate(`/accounts/${x.id}`)}
      page={page.data}
      error={page.error ? errorDetail(page.error) : undefined}
      onRetry={() => void page.refetch()}
      {...table}
      fetchAll={() => fetchEveryRow(query, (q) => client.admin.billingAccounts(q))}
      onSuspend={(account, suspended) => suspend.mutate({ account, suspended })}
      onOpenOwner={(account) => void navigate(`/users/${account.owner_id}`)}
      busyId={suspend.isPending ? suspend.variables?.account.id : undefined}
    />
  )
}
