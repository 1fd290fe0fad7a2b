/** /users and /admin_users: the route modules of the admin users table (issue 13). */
import { useNavigate } from 'react-router'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { adminUserSortKeys, type AdminUser } from '@cirrus/domain'
import { adminKeys } from '../../app/queries'
import { fetchEveryRow, useServerTable } from '../../app/use-server-table'
import { USERS_PAGE_SIZE, UsersView } from './UsersView'

const USER_FILTERS = ['email', 'name'] as const

/** The users table, of everyone or of administrators only. */
export function UsersScreen({ kind }: { kind: 'users' | 'admins' }) {
  const { client, queries } = useServices()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const server = useServerTable({
    sortKeys: adminUserSortKeys,
    filterKeys: USER_FILTERS,
    pageSize: USERS_PAGE_SIZE,
  })
  const query = { ...server.query, is_admin: kind === 'admins' ? true : undefined }
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
      {...server.table}
      fetchAll={() => fetchEveryRow(query, (q) => client.admin.users(q))}
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
