import { Suspense, lazy, useId, useMemo, useState } from 'react'
import { Box, Button, Callout, Card, Flex, Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes'
import { SkeletonBlock } from '../Skeletons'
import {
  chartSummary,
  chartTableRows,
  chartTimeFormatter,
  legendValue,
  type ChartSeries,
} from './metric-chart'
import {
  metricChartDefaultLabels,
  metricChartPalette,
  type MetricChartLabels,
  type MetricChartView,
} from './MetricChart.variants'
import styles from './MetricChart.module.css'

// The chart library loads only when a chart first shows (its own chunk; UPlotChart.tsx).
const UPlotChart = lazy(() => import('./UPlotChart'))

export type MetricChartProps = {
  /** The chart's title, also the name of its region (e.g. 'CPU'). */
  title: string
  /** The points' times, Unix seconds, oldest first. */
  times: readonly number[]
  /** The lines: a name and one value per time each (at most four are coloured apart). */
  series: readonly ChartSeries[]
  /** Formats a value for the axis, the legend and the table (e.g. `42.0 %`). @default String */
  formatValue?: (value: number) => string
  /** The steps the value axis may use between ticks (e.g. powers of two for bytes). @default decimal steps */
  valueIncrements?: readonly number[]
  /** The y axis maximum (100 for a percentage), or null to fit the data. @default null */
  max?: number | null
  /** True while the data loads: a busy placeholder of the chart's size. @default false */
  loading?: boolean
  /** An error text: shown as an alert instead of the chart. */
  error?: string | null
  /** A line under the chart (e.g. why it is flat). */
  note?: string
  /** The view when controlled. */
  view?: MetricChartView
  /** The first view when uncontrolled. @default 'chart' */
  defaultView?: MetricChartView
  /** Called when the table toggle is pressed. */
  onViewChange?: (view: MetricChartView) => void
  /** The chart's height in pixels. @default 160 */
  height?: number
  /** IANA time zone of the axis and the table (the browser's when undefined), e.g. 'UTC'. */
  timeZone?: string
  /** Texts (defaults in English: {@link metricChartDefaultLabels}). */
  labels?: Partial<MetricChartLabels>
}

/**
 * A time-series chart: lines over time with a legend (the hovered or latest values), a summary for screen readers
 * and a table view of every point (the toggle). Generic: series in, chart out. The chart library (uPlot) is
 * lazy-loaded.
 */
export function MetricChart({
  title,
  times,
  series,
  formatValue = String,
  max = null,
  valueIncrements,
  loading = false,
  error,
  note,
  view: controlledView,
  defaultView = 'chart',
  onViewChange,
  height = 160,
  timeZone,
  labels: labelOverrides,
}: MetricChartProps) {
  const labels = { ...metricChartDefaultLabels, ...labelOverrides }
  const titleId = useId()
  const [ownView, setOwnView] = useState<MetricChartView>(defaultView)
  const view = controlledView ?? ownView
  const [hovered, setHovered] = useState<number | null>(null)
  const formatTime = useMemo(() => chartTimeFormatter(timeZone), [timeZone])
  const hasData = !loading && !error && times.length > 0
  const toggle = () => {
    const next = view === 'table' ? 'chart' : 'table'
    setOwnView(next)
    onViewChange?.(next)
  }

  let body
  if (loading) {
    body = (
      <Box role="status" aria-busy="true" aria-label={labels.loading}>
        <SkeletonBlock height={`${height}px`} />
      </Box>
    )
  } else if (error) {
    body = (
      <Callout.Root color="red" role="alert" size="1">
        <Callout.Text>{error}</Callout.Text>
      </Callout.Root>
    )
  } else if (times.length === 0) {
    body = (
      <Flex align="center" justify="center" style={{ height }}>
        <Text size="2" color="gray">
          {labels.empty}
        </Text>
      </Flex>
    )
  } else if (view === 'table') {
    body = (
      // A scrolling region takes focus so that keyboard users can scroll it.
      <Box
        className={styles.tableScroll}
        tabIndex={0}
        role="region"
        aria-label={`${title}: ${labels.tableView}`}
      >
        <Table.Root size="1">
          <VisuallyHidden asChild>
            <caption>{title}</caption>
          </VisuallyHidden>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{labels.time}</Table.ColumnHeaderCell>
              {series.map((s) => (
                <Table.ColumnHeaderCell key={s.name} justify="end">
                  {s.name}
                </Table.ColumnHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {chartTableRows(times, series, formatValue, formatTime).map((row) => (
              <Table.Row key={row.key}>
                <Table.RowHeaderCell>{row.cells[0]}</Table.RowHeaderCell>
                {row.cells.slice(1).map((cell, i) => (
                  <Table.Cell key={series[i]!.name} justify="end">
                    {cell}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    )
  } else {
    body = (
      <Box role="img" aria-label={chartSummary(title, series, formatValue, labels)}>
        <Suspense fallback={<SkeletonBlock height={`${height}px`} />}>
          <UPlotChart
            {...{ times, series, formatValue, valueIncrements, max, height, timeZone, formatTime }}
            onHover={setHovered}
          />
        </Suspense>
      </Box>
    )
  }

  return (
    <Card asChild>
      <section aria-labelledby={titleId}>
        <Flex justify="between" align="center" gap="2" mb="2" wrap="wrap">
          <Heading as="h3" size="3" id={titleId}>
            {title}
          </Heading>
          {hasData && (
            <Button
              size="1"
              variant={view === 'table' ? 'soft' : 'ghost'}
              aria-pressed={view === 'table'}
              onClick={toggle}
            >
              {labels.tableView}
            </Button>
          )}
        </Flex>
        {hasData && (
          <Flex gap="3" wrap="wrap" mb="2" aria-hidden="true">
            {series.map((s, i) => {
              const value = legendValue(s.values, hovered)
              return (
                <Text key={s.name} size="1" color="gray">
                  <span
                    className={styles.swatch}
                    style={{ backgroundColor: `var(${metricChartPalette[i % metricChartPalette.length]})` }}
                  />{' '}
                  {s.name}{' '}
                  <Text weight="medium" highContrast>
                    {value === undefined ? '–' : formatValue(value)}
                  </Text>
                </Text>
              )
            })}
          </Flex>
        )}
        {body}
        {note && (
          <Text as="p" size="1" color="gray" mt="2">
            {note}
          </Text>
        )}
      </section>
    </Card>
  )
}
