import { Badge, Button, Flex, Heading, Text } from '@radix-ui/themes'
import { DataTable, StatusBadge, type DataTableColumn, type RenderLink } from '@cirrus/design-system'
import { formatDateTime, type AdminUserDetail } from '@cirrus/domain'
import { AuditPanel, type AuditPanelProps } from '../../components/AuditPanel'
import { linkTo } from '../../components/ResourceDetailView'
import { resourceKindLabels, userResourceHref } from './user-resources'

type Detail = AdminUserDetail
type Account = Detail['billing_accounts'][number]
type Vm = Detail['virtual_machines']['items'][number]
type Resource = Detail['resources'][number]
type Session = Detail['sessions'][number]
type Token = Detail['api_tokens'][number]

const utc = (iso: string) => formatDateTime(iso, { timeZone: 'UTC' })

const accountColumns: DataTableColumn<Account>[] = [
  { id: 'id', header: 'Id', numeric: true, cell: (a) => a.id },
  { id: 'title', header: 'Title', primary: true, cell: (a) => a.title },
  {
    id: 'state',
    header: 'Status',
    cell: (a) => (
      <StatusBadge status={a.is_active ? 'active' : 'error'} label={a.is_active ? 'Active' : 'Suspended'} />
    ),
  },
  { id: 'credit', header: 'Credit', numeric: true, cell: (a) => `${a.credit} ${a.currency}` },
  {
    id: 'cost',
    header: 'Month to date',
    numeric: true,
    cell: (a) => `${a.month_to_date_cost} ${a.currency}`,
  },
]
const vmColumns = (renderLink: RenderLink): DataTableColumn<Vm>[] => [
  {
    id: 'name',
    header: 'Name',
    primary: true,
    cell: (v) => linkTo(renderLink, `/virtual_machines/${v.uuid}`, v.name),
  },
  { id: 'status', header: 'Status', cell: (v) => <StatusBadge status={v.status} /> },
  { id: 'location', header: 'Location', cell: (v) => v.location },
  { id: 'ip', header: 'IP address', cell: (v) => v.public_ipv4 ?? v.private_ipv4 },
]
const resourceColumns = (renderLink: RenderLink): DataTableColumn<Resource>[] => [
  {
    id: 'name',
    header: 'Name',
    primary: true,
    cell: (r) => {
      const href = userResourceHref(r)
      return href ? linkTo(renderLink, href, r.name) : r.name
    },
  },
  { id: 'kind', header: 'Kind', cell: (r) => resourceKindLabels[r.kind] },
  { id: 'location', header: 'Location', cell: (r) => r.location ?? '—' },
  { id: 'status', header: 'Status', cell: (r) => (r.status ? <StatusBadge status={r.status} /> : '—') },
  { id: 'detail', header: 'Details', cell: (r) => r.detail, hideBelow: 'sm' },
  { id: 'created', header: 'Created (UTC)', cell: (r) => utc(r.created_at), hideBelow: 'md' },
]
const sessionColumns: DataTableColumn<Session>[] = [
  { id: 'created', header: 'Signed in (UTC)', primary: true, cell: (s) => utc(s.created_at) },
  { id: 'expires', header: 'Expires (UTC)', cell: (s) => utc(s.expires_at) },
]
const tokenColumns: DataTableColumn<Token>[] = [
  { id: 'description', header: 'Description', primary: true, cell: (k) => k.description || '—' },
  { id: 'prefix', header: 'Token', cell: (k) => `${k.token_prefix}…` },
  {
    id: 'restricted',
    header: 'Restricted to',
    cell: (k) => (k.restricted ? `Billing account ${k.billing_account_id}` : 'All'),
  },
  { id: 'created', header: 'Created (UTC)', cell: (k) => utc(k.created_at) },
]

/** Props of {@link UserDetailView}. */
export type UserDetailViewProps = {
  /** The user's page; undefined while loading. */
  detail: Detail | undefined
  error?: string
  onRetry?: () => void
  onSuspend: (suspended: boolean) => void
  onSetAdmin: (isAdmin: boolean) => void
  busy?: boolean
  /** True when this is the signed-in administrator. */
  isSelf?: boolean
  /** The user's audit entries (suspensions, role changes). */
  audit: AuditPanelProps
  /** Renders links to other admin pages: the app passes its router's. */
  renderLink: RenderLink
}

/** /users/{id}: a user's resources, billing accounts, sessions and tokens, and the admin actions (issue 13). */
export function UserDetailView({
  detail,
  error,
  onRetry,
  onSuspend,
  onSetAdmin,
  busy,
  isSelf,
  audit,
  renderLink,
}: UserDetailViewProps) {
  const user = detail?.user
  const section = <T,>(
    title: string,
    columns: DataTableColumn<T>[],
    rows: readonly T[] | undefined,
    id: (r: T) => string,
    empty: string,
  ) => (
    <Flex direction="column" gap="2">
      <Heading as="h2" size="4">
        {title}
      </Heading>
      <DataTable
        label={title}
        columns={columns}
        rows={rows ?? []}
        getRowId={id}
        loading={!detail && !error}
        emptyMessage={empty}
      />
    </Flex>
  )
  return (
    <Flex direction="column" gap="5" p={{ initial: '4', md: '6' }}>
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="7">
            {user?.email ?? 'User'}
          </Heading>
          {user && (
            <Flex gap="2" align="center">
              <StatusBadge
                status={user.suspended ? 'error' : 'active'}
                label={user.suspended ? 'Suspended' : 'Active'}
              />
              {user.is_admin && <Badge color="iris">Administrator</Badge>}
              <Text size="2" color="gray">
                Id {user.id}, signed up {utc(user.created_at)} UTC
              </Text>
            </Flex>
          )}
        </Flex>
        {user && (
          <Flex gap="2">
            <Button
              variant="soft"
              color={user.suspended ? 'gray' : 'red'}
              loading={busy}
              disabled={isSelf}
              onClick={() => onSuspend(!user.suspended)}
            >
              {user.suspended ? 'Unsuspend' : 'Suspend'}
            </Button>
            <Button
              variant="soft"
              color="gray"
              loading={busy}
              disabled={isSelf && user.is_admin}
              onClick={() => onSetAdmin(!user.is_admin)}
            >
              {user.is_admin ? 'Revoke admin' : 'Make admin'}
            </Button>
          </Flex>
        )}
      </Flex>
      {error && (
        <Flex gap="2" align="center">
          <Text color="red">{error}</Text>
          {onRetry && (
            <Button size="1" variant="soft" onClick={onRetry}>
              Retry
            </Button>
          )}
        </Flex>
      )}
      {section(
        'Billing accounts',
        accountColumns,
        detail?.billing_accounts,
        (a) => String(a.id),
        'No billing accounts',
      )}
      {section(
        'Virtual machines',
        vmColumns(renderLink),
        detail?.virtual_machines.items,
        (v) => v.uuid,
        'No virtual machines',
      )}
      {section(
        'Other resources',
        resourceColumns(renderLink),
        detail?.resources,
        (r) => `${r.kind}:${r.id}`,
        'No disks, IP addresses, networks, buckets, load balancers, services or bare metal',
      )}
      {section('Sessions', sessionColumns, detail?.sessions, (s) => String(s.id), 'Not signed in anywhere')}
      {section('API tokens', tokenColumns, detail?.api_tokens, (k) => String(k.id), 'No API tokens')}
      {!error && <AuditPanel {...audit} />}
    </Flex>
  )
}
