/**
 * A billing account's page (SPEC §2 /billing/account/{id}/): its details (contact, address, VAT), the month so
 * far and the forecast to the month's end, the cost per day of the last and the running month by resource type
 * (a lazily loaded chart and the same data as a table), the resources billed now with their hourly prices, and
 * its documents by type (invoices, credit notes, usage reports) with period, total and status.
 */
import { lazy, Suspense, useState } from 'react'
import { Badge, Button, Flex, Grid, Heading, SegmentedControl, Tabs, Text } from '@radix-ui/themes'
import { Pencil1Icon } from '@radix-ui/react-icons'
import {
  DataTable,
  KeyValueList,
  Price,
  SkeletonBlock,
  SkeletonPage,
  type DataTableColumn,
  type RenderLink,
} from '@cirrus/design-system'
import {
  INVOICE_TYPE_LABELS,
  formatMoney,
  money,
  type BilledResource,
  type BillingAccount,
  type BillingCosts,
  type BillingDocument,
  type InvoiceType,
} from '@cirrus/domain'
import { displayAmount } from '../../app/money'
import { Section } from '../../components/Section'
import {
  costSeries,
  documentRows,
  documentTypes,
  resourceTypeLabel,
  type BillingDocumentRow,
} from './billing-rows'
import { CampaignRedeemForm, type CampaignRedeemFormProps } from './CampaignRedeemForm'
import { CostTable } from './CostTable'
import { billingAccountEditPath } from './paths'

// Recharts is a chunk of its own, loaded with the first chart (never in the entry bundle).
const CostChart = lazy(() => import('./CostChart'))

/** Props of {@link BillingAccountView}. */
export type BillingAccountViewProps = {
  /** The account. */
  account: BillingAccount
  /** Its costs; undefined while they load. */
  costs: BillingCosts | undefined
  /** Why the costs could not be loaded. */
  costsError?: string | null
  /** Its documents; undefined while they load. */
  documents: readonly BillingDocument[] | undefined
  /** Why the documents could not be loaded. */
  documentsError?: string | null
  /** Retries what failed. */
  onRetry?: () => void
  /** Today (UTC, `YYYY-MM-DD`): the chart's last billed day. */
  today: string
  /** 'chart' or 'table' first. @default 'chart' */
  initialCostView?: 'chart' | 'table'
  /** Renders links with the router. */
  renderLink: RenderLink
  /** The campaign code form (issue 14); shown to the account's owner only. */
  redeem?: CampaignRedeemFormProps
}

const detail = (account: BillingAccount, key: string) => {
  const value = (account as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : ''
}

/** The account's page. */
export function BillingAccountView({
  account,
  costs,
  costsError,
  documents,
  documentsError,
  onRetry,
  today,
  initialCostView = 'chart',
  renderLink,
  redeem,
}: BillingAccountViewProps) {
  const [costView, setCostView] = useState(initialCostView)
  const currency = costs?.currency ?? (detail(account, 'currency') || 'EUR')
  const address = [
    detail(account, 'company_name'),
    detail(account, 'address_line1'),
    [detail(account, 'postal_code'), detail(account, 'city')].filter(Boolean).join(' '),
    detail(account, 'country'),
  ]
    .filter(Boolean)
    .join(', ')
  const series = costs ? costSeries(costs, today) : undefined
  const resourceColumns: DataTableColumn<BilledResource>[] = [
    { id: 'resource', header: 'Resource', primary: true, cell: (r) => r.description, truncate: true },
    { id: 'type', header: 'Type', hideBelow: 'xs', cell: (r) => resourceTypeLabel(r.resource_type) },
    {
      id: 'hourly',
      header: 'Price',
      numeric: true,
      sortable: true,
      sortValue: (r) => Number(r.hourly),
      cell: (r) => (
        <Price
          amount={displayAmount(money(r.hourly, currency))}
          currency={currency}
          showMonthly={false}
          size="1"
          align="right"
        />
      ),
    },
  ]
  return (
    <Flex direction="column" gap="4" p="4" maxWidth="1100px">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Flex gap="2" align="center">
            <Heading as="h1" size="6">
              {account.title}
            </Heading>
            {account.is_default && (
              <Badge color="gray" variant="soft">
                Default
              </Badge>
            )}
          </Flex>
          <Text size="2" color="gray">
            Billing account {account.id}
          </Text>
        </Flex>
        <Button variant="soft" asChild>
          {renderLink({
            href: billingAccountEditPath(account.id),
            children: (
              <>
                <Pencil1Icon aria-hidden /> Edit
              </>
            ),
          })}
        </Button>
      </Flex>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <Section title="Details">
          <KeyValueList
            items={[
              { label: 'Contact', value: account.email ?? '' },
              { label: 'Currency', value: currency },
              { label: 'Address', value: address },
              { label: 'VAT number', value: detail(account, 'vat_number') },
              { label: 'VAT', value: `${account.vat_percentage} %` },
            ]}
          />
        </Section>
        <Section title="This month">
          {costs ? (
            <KeyValueList
              items={[
                { label: 'So far', value: formatMoney(money(costs.month_to_date, currency)) },
                {
                  label: 'Now per hour',
                  value: formatMoney(money(costs.hourly_rate, currency), 'en-GB', { per: 'hour' }),
                },
                { label: 'Forecast to month end', value: formatMoney(money(costs.forecast, currency)) },
                {
                  label: `Last month (${costs.previous_month})`,
                  value: series ? formatMoney(series.monthTotals[costs.previous_month] ?? null) : '',
                },
              ]}
            />
          ) : costsError ? (
            <Text color="red" size="2" role="alert">
              {costsError}
            </Text>
          ) : (
            <KeyValueList
              loading
              items={[
                { label: 'So far', value: '' },
                { label: 'Forecast to month end', value: '' },
              ]}
            />
          )}
        </Section>
      </Grid>
      {redeem && (
        <Section title="Campaign code">
          <CampaignRedeemForm {...redeem} />
        </Section>
      )}
      <Section
        title="Cost per day"
        actions={
          <SegmentedControl.Root
            size="1"
            value={costView}
            onValueChange={(v) => setCostView(v as 'chart' | 'table')}
            aria-label="Show the costs as"
          >
            <SegmentedControl.Item value="chart">Chart</SegmentedControl.Item>
            <SegmentedControl.Item value="table">Table</SegmentedControl.Item>
          </SegmentedControl.Root>
        }
      >
        <Text as="p" size="2" color="gray" mb="3">
          {costs
            ? `${costs.previous_month} and ${costs.month} by resource type, before VAT; the days left are forecast at the current hourly rate.`
            : 'Last month and this month by resource type, before VAT.'}
        </Text>
        {series ? (
          costView === 'chart' ? (
            <Suspense fallback={<SkeletonBlock height="260px" />}>
              <CostChart series={series} currency={currency} />
            </Suspense>
          ) : (
            <CostTable series={series} />
          )
        ) : costsError ? (
          <Text color="red" size="2" role="alert">
            {costsError}
          </Text>
        ) : (
          <SkeletonBlock height="260px" />
        )}
      </Section>
      <Section title="Resources billed now">
        <DataTable
          label="Resources billed now"
          columns={resourceColumns}
          rows={costs?.resources ?? []}
          getRowId={(r) => `${r.resource_type}:${r.resource_uuid}`}
          loading={costs === undefined && !costsError}
          error={costsError ?? undefined}
          onRetry={onRetry}
          emptyMessage="Nothing was billed to this account in the last hour"
          viewAll
        />
      </Section>
      <DocumentsSection
        documents={documents}
        error={documentsError}
        onRetry={onRetry}
        renderLink={renderLink}
      />
    </Flex>
  )
}

/** The documents, one tab per type the platform produced (invoices always). */
function DocumentsSection({
  documents,
  error,
  onRetry,
  renderLink,
}: {
  documents: readonly BillingDocument[] | undefined
  error?: string | null
  onRetry?: () => void
  renderLink: RenderLink
}) {
  const types = documentTypes(documents ?? [])
  const columns: DataTableColumn<BillingDocumentRow>[] = [
    {
      id: 'period',
      header: 'Period',
      primary: true,
      sortable: true,
      sortValue: (r) => r.period,
      cell: (r) => r.period,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (r) => (
        <Badge color={r.status === 'paid' ? 'green' : 'amber'} variant="soft">
          {r.status}
        </Badge>
      ),
    },
    {
      id: 'total',
      header: 'Total',
      numeric: true,
      cell: (r) => <Text className="cirrus-tabular">{formatMoney(r.total)}</Text>,
    },
  ]
  const table = (type: InvoiceType) => (
    <DataTable
      label={INVOICE_TYPE_LABELS[type].many}
      columns={columns}
      rows={documentRows(documents ?? [], type)}
      getRowId={(r) => r.id}
      getRowHref={(r) => r.href}
      renderLink={renderLink}
      loading={documents === undefined && !error}
      error={error ?? undefined}
      onRetry={onRetry}
      emptyMessage={`No ${INVOICE_TYPE_LABELS[type].many.toLowerCase()} yet: each month becomes one when it ends`}
      viewAll
    />
  )
  return (
    <Section title="Invoices and reports">
      {types.length === 1 ? (
        table(types[0]!)
      ) : (
        <Tabs.Root defaultValue={types[0]}>
          <Tabs.List>
            {types.map((t) => (
              <Tabs.Trigger key={t} value={t}>
                {INVOICE_TYPE_LABELS[t].many}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {types.map((t) => (
            <Tabs.Content key={t} value={t}>
              {table(t)}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Section>
  )
}

/** The page while the account loads. */
export function BillingAccountLoading() {
  return <SkeletonPage />
}
