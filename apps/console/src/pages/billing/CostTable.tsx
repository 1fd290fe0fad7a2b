/** The table view of the cost chart (issue 12, accessible): the same days, by resource type, with the forecast. */
import { Table, Text, VisuallyHidden } from '@radix-ui/themes'
import { formatMoney } from '@cirrus/domain'
import { resourceTypeLabel, type CostSeries } from './billing-rows'

/** Props of {@link CostTable}. */
export type CostTableProps = {
  /** Cost per day by resource type (billing-rows.ts `costSeries`). */
  series: CostSeries
}

/** One row per day (days without cost left out), a column per resource type, the day's total and forecast. */
export function CostTable({ series }: CostTableProps) {
  const days = series.days.filter((d) => d.forecast !== null || Object.keys(d.byType).length > 0)
  return (
    <Table.Root size="1" variant="surface">
      <VisuallyHidden asChild>
        <caption>Cost per day</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Day</Table.ColumnHeaderCell>
          {series.types.map((t) => (
            <Table.ColumnHeaderCell key={t} justify="end">
              {resourceTypeLabel(t)}
            </Table.ColumnHeaderCell>
          ))}
          <Table.ColumnHeaderCell justify="end">Total</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {days.length === 0 && (
          <Table.Row>
            <Table.Cell colSpan={series.types.length + 2}>
              <Text color="gray">Nothing billed in these two months</Text>
            </Table.Cell>
          </Table.Row>
        )}
        {days.map((d) => (
          <Table.Row key={d.date}>
            <Table.RowHeaderCell>{d.forecast ? `${d.date} (forecast)` : d.date}</Table.RowHeaderCell>
            {series.types.map((t) => (
              <Table.Cell key={t} justify="end" className="cirrus-tabular">
                {d.byType[t] ? formatMoney(d.byType[t]) : '—'}
              </Table.Cell>
            ))}
            <Table.Cell justify="end" className="cirrus-tabular">
              {formatMoney(d.forecast ?? d.total)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}
