import { Badge, Button, Flex, Text } from '@radix-ui/themes'
import { StatusBadge, type DataTableColumn } from '@cirrus/design-system'
import { formatDateTime, type AdminUser } from '@cirrus/domain'
import { serverTextColumn, type ServerTableViewProps } from '../../app/use-server-table'
import { ServerListView } from '../../components/ServerListView'

/** Rows per page of the users table (paged on the server). */
export const USERS_PAGE_SIZE = 50

/** Props of {@link UsersView}. */
export type UsersViewProps = ServerTableViewProps<AdminUser> & {
  /** 'users' lists everyone; 'admins' only administrators (/admin_users). */
  kind: 'users' | 'admins'
  /** Opens a user's admin page. */
  onOpen: (user: AdminUser) => void
  /** Suspends (`true`) or unsuspends a user. */
  onSuspend: (user: AdminUser, suspended: boolean) => void
  /** Grants (`true`) or revokes administrator. */
  onSetAdmin: (user: AdminUser, isAdmin: boolean) => void
  /** The id of the user an action is running for (its buttons wait). */
  busyUserId?: number
  /** The signed-in administrator (they cannot suspend themselves or revoke their own role). */
  selfId?: number
}

const name = (u: AdminUser) => [u.first_name, u.last_name].filter(Boolean).join(' ')

/** /users and /admin_users (issue 13): every user, searched and paged on the server, with their actions. */
export function UsersView(props: UsersViewProps) {
  const { kind, busyUserId, selfId } = props
  const columns: DataTableColumn<AdminUser>[] = [
    { id: 'id', hideBelow: 'xs', header: 'Id', numeric: true, cell: (u) => u.id, value: (u) => u.id },
    serverTextColumn<AdminUser>('email', 'E-mail', (u) => u.email, { primary: true }),
    serverTextColumn<AdminUser>('name', 'Name', name, { hideBelow: 'sm' }),
    {
      id: 'role',
      hideBelow: 'xs',
      header: 'Role',
      cell: (u) => (u.is_admin ? <Badge color="iris">Administrator</Badge> : <Text color="gray">User</Text>),
      value: (u) => (u.is_admin ? 'Administrator' : 'User'),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (u) => (
        <StatusBadge status={u.suspended ? 'error' : 'active'} label={u.suspended ? 'Suspended' : 'Active'} />
      ),
      value: (u) => (u.suspended ? 'Suspended' : 'Active'),
    },
    {
      id: 'created',
      header: 'Created (UTC)',
      cell: (u) => formatDateTime(u.created_at, { timeZone: 'UTC' }),
      sortable: true,
      sortValue: (u) => new Date(u.created_at),
      value: (u) => u.created_at,
      hideBelow: 'md',
    },
    {
      id: 'last_activity',
      hideBelow: 'xs',
      sortable: true,
      sortValue: (u) => u.last_activity ?? '',
      header: 'Last activity (UTC)',
      defaultHidden: true,
      cell: (u) => (u.last_activity ? formatDateTime(u.last_activity, { timeZone: 'UTC' }) : '—'),
      value: (u) => u.last_activity,
    },
    {
      id: 'actions',
      hideBelow: 'xs',
      header: 'Actions',
      cell: (u) => (
        <Flex gap="2" justify="end">
          <Button
            size="1"
            variant="soft"
            color={u.suspended ? 'gray' : 'red'}
            disabled={u.id === selfId}
            loading={busyUserId === u.id}
            aria-label={`${u.suspended ? 'Unsuspend' : 'Suspend'} ${u.email}`}
            onClick={() => props.onSuspend(u, !u.suspended)}
          >
            {u.suspended ? 'Unsuspend' : 'Suspend'}
          </Button>
          <Button
            size="1"
            variant="soft"
            color="gray"
            disabled={u.id === selfId && u.is_admin}
            loading={busyUserId === u.id}
            aria-label={`${u.is_admin ? 'Revoke admin' : 'Make admin'} ${u.email}`}
            onClick={() => props.onSetAdmin(u, !u.is_admin)}
          >
            {u.is_admin ? 'Revoke admin' : 'Make admin'}
          </Button>
        </Flex>
      ),
      align: 'right',
    },
  ]
  const title = kind === 'admins' ? 'Admin users' : 'Users'
  return (
    <ServerListView
      {...props}
      title={title}
      description={
        kind === 'admins'
          ? 'The users who may open the admin app.'
          : 'Every user of the platform. A suspended user’s API calls are refused.'
      }
      label={title}
      columns={columns}
      getRowId={(u) => String(u.id)}
      emptyMessage={kind === 'admins' ? 'No administrators' : 'No users yet'}
      name={kind}
      csvFileName={kind === 'admins' ? 'admin-users.csv' : 'users.csv'}
      pageSize={USERS_PAGE_SIZE}
      onRowOpen={props.onOpen}
    />
  )
}
