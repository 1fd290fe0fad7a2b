/** /accounts: the route module of the admin billing account table (issue 13). */
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import type { SortState } from '@cirrus/design-system'
import { ADMIN_PAGE_MAX, type AdminBillingAccount, type AdminBillingAccountListQuery } from '@cirrus/domain'
import { adminKeys } from '../../app/queries'
import { ACCOUNTS_PAGE_SIZE, AccountsView } from './AccountsView'

const NEWEST_FIRST: SortState = { columnId: 'created', direction: 'desc' }

/** The admin billing account screen. */
export default function AccountsPage() {
  const { client } = useServices()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [search, setSearch] = useState('')
  const [pageNumber, setPageNumber] = useState(1)
  const [sort, setSort] = useState<SortState | null>(NEWEST_FIRST)
  const order = sort?.direction === 'asc' ? 'asc' : 'desc'
  const query: AdminBillingAccountListQuery = {
    search: search.trim() || undefined,
    order,
    offset: (pageNumber - 1) * ACCOUNTS_PAGE_SIZE,
    limit: ACCOUNTS_PAGE_SIZE,
  }
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
  const fetchAll = async () => {
    const all: AdminBillingAccount[] = []
    for (let offset = 0; ; offset += ADMIN_PAGE_MAX) {
      const next = await client.admin.billingAccounts({ order, offset, limit: ADMIN_PAGE_MAX })
      all.push(...next.items)
      if (all.length >= next.total || next.items.length === 0) return all
    }
  }
  return (
    <AccountsView
      onOpenPage={(x) => void navigate(`/accounts/${x.id}`)}
      page={page.data}
      error={page.error ? errorDetail(page.error) : undefined}
      onRetry={() => void page.refetch()}
      search={search}
      onSearchChange={(next) => {
        setSearch(next)
        setPageNumber(1)
      }}
      pageNumber={pageNumber}
      onPageChange={setPageNumber}
      sort={sort}
      onSortChange={setSort}
      fetchAll={fetchAll}
      onSuspend={(account, suspended) => suspend.mutate({ account, suspended })}
      onOpenOwner={(account) => void navigate(`/users/${account.owner_id}`)}
      busyId={suspend.isPending ? suspend.variables?.account.id : undefined}
    />
  )
}
