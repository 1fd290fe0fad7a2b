/** The access section's two tables (SPEC §3): API tokens and delegation groups, each with its create button. */
import type { ReactNode } from 'react'
import { Badge, Button, Flex, Text } from '@radix-ui/themes'
import { PlusIcon } from '@radix-ui/react-icons'
import { DataTable, type DataTableColumn, type RenderLink } from '@cirrus/design-system'
import type { TableQueryProps } from '@cirrus/app-kit'
import { resourceTableQuery, resourceTableState } from '../../components/resource-table'
import { dateTimeText } from '../../app/format'
import type { GroupRow, TokenRow } from './access-rows'
import { accessCreatePath, type AccessCreateType } from './paths'

/** A create link of the section: 'Create API token', 'Create delegation group'. */
export function AccessCreateButton({
  type,
  renderLink,
  variant,
}: {
  type: AccessCreateType
  renderLink: RenderLink
  variant?: 'soft'
}) {
  return (
    <Button asChild variant={variant}>
      {renderLink({
        href: accessCreatePath(type),
        children: (
          <>
            <PlusIcon aria-hidden /> {type === 'api_token' ? 'Create API token' : 'Create delegation group'}
          </>
        ),
      })}
    </Button>
  )
}

/** A scope with the word 'restricted' as a badge when it is (SPEC §3). */
export function ScopeText({ restricted, scope }: { restricted: boolean; scope: string }): ReactNode {
  return restricted ? (
    <Flex gap="2" align="center" wrap="wrap">
      <Badge color="amber" highContrast>
        restricted
      </Badge>
      <Text>{scope.replace(/^Restricted to /, '')}</Text>
    </Flex>
  ) : (
    <Text>{scope}</Text>
  )
}

type TableProps<R> = {
  rows: readonly R[] | undefined
  error?: string | null
  onRetry?: () => void
  renderLink: RenderLink
  /** The table's search, filters and sort, kept in the URL (`useTableUrlState(prefix)`); the table's own without. */
  tableQuery?: TableQueryProps
}

/** The API tokens: description (the link), scope, the secret's first characters and when it was created. */
export function TokenTable({
  rows,
  error,
  onRetry,
  renderLink,
  timeZone,
  tableQuery,
}: TableProps<TokenRow> & { timeZone: string }) {
  const columns: DataTableColumn<TokenRow>[] = [
    {
      id: 'name',
      header: 'Description',
      cell: (r) => r.name,
      primary: true,
      sortable: true,
      sortValue: (r) => r.name,
    },
    {
      id: 'scope',
      header: 'Scope',
      cell: (r) => <ScopeText restricted={r.restricted} scope={r.scope} />,
      sortable: true,
      sortValue: (r) => r.scope,
      filterable: true,
    },
    {
      id: 'prefix',
      header: 'Starts with',
      hideBelow: 'sm',
      cell: (r) => <Text className="cirrus-tabular">{r.prefix}</Text>,
    },
    {
      id: 'created',
      header: 'Created',
      hideBelow: 'xs',
      cell: (r) => dateTimeText(r.createdAt, timeZone) ?? '—',
      sortable: true,
      sortValue: (r) => r.createdAt ?? '',
    },
  ]
  return (
    <DataTable
      label="API tokens"
      columns={columns}
      {...resourceTableState({ rows, error, onRetry })}
      getRowId={(r) => r.id}
      getRowHref={(r) => r.href}
      renderLink={renderLink}
      emptyMessage="No API tokens yet"
      emptyAction={<AccessCreateButton type="api_token" renderLink={renderLink} />}
      viewAll
      {...resourceTableQuery(tableQuery)}
    />
  )
}

/** The delegation groups: name (the link), what they share ('restricted' to one account or not) and users. */
export function GroupTable({ rows, error, onRetry, renderLink, tableQuery }: TableProps<GroupRow>) {
  const columns: DataTableColumn<GroupRow>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (r) => r.name,
      primary: true,
      sortable: true,
      sortValue: (r) => r.name,
    },
    {
      id: 'scope',
      header: 'Shares',
      cell: (r) => <ScopeText restricted={r.restricted} scope={r.scope} />,
      sortable: true,
      sortValue: (r) => r.scope,
      filterable: true,
    },
    {
      id: 'members',
      header: 'Users',
      numeric: true,
      cell: (r) => r.members,
      sortable: true,
      sortValue: (r) => r.members,
    },
  ]
  return (
    <DataTable
      label="Delegation groups"
      columns={columns}
      {...resourceTableState({ rows, error, onRetry })}
      getRowId={(r) => r.id}
      getRowHref={(r) => r.href}
      renderLink={renderLink}
      emptyMessage="No delegation groups yet"
      emptyAction={<AccessCreateButton type="access_delegation" renderLink={renderLink} />}
      defaultSort={{ columnId: 'name', direction: 'asc' }}
      viewAll
      {...resourceTableQuery(tableQuery)}
    />
  )
}
