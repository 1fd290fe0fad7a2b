import { Badge, Button, Flex, Heading, Text } from '@radix-ui/themes'
import { PlusIcon } from '@radix-ui/react-icons'
import { DataTable, type DataTableColumn, type RenderLink } from '@cirrus/design-system'
import { formatMoney } from '@cirrus/domain'
import { displayAmount } from '../../app/money'
import type { BillingAccountRow } from './billing-rows'
import { BILLING_CREATE_PATH } from './paths'
import type { TableQueryProps } from '@cirrus/app-kit'

/** Props of {@link BillingListView}. */
export type BillingListViewProps = {
  /** The user's billing accounts; undefined while they load. */
  rows: readonly BillingAccountRow[] | undefined
  /** Why they could not be loaded. */
  error?: string | null
  /** Retries the load. */
  onRetry?: () => void
  /** Renders links with the router. */
  renderLink: RenderLink
  /** The table's search, filters and sort, kept in the URL (`useTableUrlState`); the table's own without. */
  tableQuery?: TableQueryProps
}

/**
 * The billing section (SPEC §2 side nav "billing"): every billing account the user may use, with its contact
 * and the running month's cost so far (before VAT), 10 rows first (SPEC §9) and the create button.
 */
export function BillingListView({ rows, error, onRetry, renderLink, tableQuery }: BillingListViewProps) {
  const columns: DataTableColumn<BillingAccountRow>[] = [
    {
      id: 'name',
      header: 'Name',
      primary: true,
      sortable: true,
      sortValue: (r) => r.name,
      cell: (r) => (
        <Flex gap="2" align="center">
          {r.name}
          {r.isDefault && (
            <Badge color="gray" variant="soft">
              Default
            </Badge>
          )}
        </Flex>
      ),
    },
    { id: 'email', header: 'Contact', hideBelow: 'sm', cell: (r) => r.email },
    { id: 'currency', header: 'Currency', hideBelow: 'xs', cell: (r) => r.currency },
    {
      id: 'month',
      header: 'This month so far',
      numeric: true,
      sortable: true,
      sortValue: (r) => displayAmount(r.monthToDate) ?? 0,
      cell: (r) => <Text className="cirrus-tabular">{formatMoney(r.monthToDate)}</Text>,
    },
  ]
  const create = (
    <Button asChild>
      {renderLink({
        href: BILLING_CREATE_PATH,
        children: (
          <>
            <PlusIcon aria-hidden /> Create billing account
          </>
        ),
      })}
    </Button>
  )
  return (
    <Flex direction="column" gap="4" p="4" maxWidth="1100px">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="6">
            Billing
          </Heading>
          <Text size="2" color="gray">
            Every resource is billed by the hour to one billing account; costs are before VAT
          </Text>
        </Flex>
        {rows && rows.length > 0 && create}
      </Flex>
      <DataTable
        label="Billing accounts"
        columns={columns}
        rows={rows ?? []}
        getRowId={(r) => r.id}
        getRowHref={(r) => r.href}
        renderLink={renderLink}
        loading={rows === undefined && !error}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyMessage="No billing accounts yet"
        emptyAction={create}
        viewAll
        searchable={tableQuery !== undefined}
        {...tableQuery}
      />
    </Flex>
  )
}
