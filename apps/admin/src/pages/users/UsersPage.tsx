/** /users and /admin_users: the route modules of the admin users table (issue 13). */
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import type { SortState } from '@cirrus/design-system'
import { ADMIN_PAGE_MAX, type AdminUser, type AdminUserListQuery } from '@cirrus/domain'
import { adminKeys } from '../../app/queries'
import { USERS_PAGE_SIZE, UsersView } from './UsersView'

const NEWEST_FIRST: SortState = { columnId: 'created', direction: 'desc' }

/** The users table, of everyone or of administrators only. */
export function UsersScreen({ kind }: { kind: 'users' | 'admins' }) {
  const { client, queries } = useServices()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [search, setSearch] = useState('')
  const [pageNumber, setPageNumber] = useState(1)
  const [sort, setSort] = useState<SortState | null>(NEWEST_FIRST)
  const filter: AdminUserListQuery = {
    search: search.trim() || undefined,
    is_admin: kind === 'admins' ? true : undefined,
    order: sort?.direction === 'asc' ? 'asc' : 'desc',
  }
  const query = { ...filter, offset: (pageNumber - 1) * USERS_PAGE_SIZE, limit: USERS_PAGE_SIZE }
  const page = useQuery({
    queryKey: [...adminKeys.all, 'users', query],
    queryFn: ({ signal }) => client.admin.users(query, { signal }),
    placeholderData: keepPreviousData,
  })
  const me = useQuery(queries.currentUser())
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all })
  const suspend = useMutation({
    mutationFn: ({ user, suspended }: { user: AdminUser; suspended: boolean }) =>
      client.admin.suspendUser({ id: user.id, suspended }),
    onSettled: refresh,
  })
  const role = useMutation({
    mutationFn: ({ user, isAdmin }: { user: AdminUser; isAdmin: boolean }) =>
      client.admin.setUserAdmin({ id: user.id, is_admin: isAdmin }),
    onSettled: refresh,
  })
  const fetchAll = async () => {
    const all: AdminUser[] = []
    for (let offset = 0; ; offset += ADMIN_PAGE_MAX) {
      const next = await client.admin.users({ ...filter, search: undefined, offset, limit: ADMIN_PAGE_MAX })
      all.push(...next.items)
      if (all.length >= next.total || next.items.length === 0) return all
    }
  }
  const busy = suspend.isPending
    ? suspend.variables?.user.id
    : role.isPending
      ? role.variables?.user.id
      : undefined
  return (
    <UsersView
      kind={kind}
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
      onOpen={(user) => void navigate(`/users/${user.id}`)}
      onSuspend={(user, suspended) => suspend.mutate({ user, suspended })}
      onSetAdmin={(user, isAdmin) => role.mutate({ user, isAdmin })}
      busyUserId={busy}
      selfId={me.data?.id}
    />
  )
}

/** /users. */
export default function UsersPage() {
  return <UsersScreen kind="users" />
}
