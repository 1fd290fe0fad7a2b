/**
 * The metrics of a VM or a host (issue 18): a range switch (last hour, day, week) and four charts — CPU, memory,
 * disk I/O, network — each with its table view (the design system's MetricChart, whose chart library is
 * lazy-loaded). {@link MetricsPanel} is the props-only view; {@link MetricsSection} reads a range through a query
 * (the console: `queries.vmMetrics`; the admin app: the host's metrics) and keeps the chosen range.
 */
import { useId, useMemo, useState } from 'react'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { Flex, Grid, Heading, SegmentedControl, Text } from '@radix-ui/themes'
import { MetricChart } from '@cirrus/design-system'
import {
  METRICS_RANGES,
  emptyMetricsSeries,
  formatMetric,
  metricCharts,
  metricsTexts,
  type MetricChartData,
  type MetricsRange,
  type MetricsSeries,
} from '@cirrus/domain'

/** Stable formatters (the chart redraws when its formatter changes). */
const FORMATTERS: Record<MetricChartData['unit'], (value: number) => string> = {
  percent: (v) => formatMetric('percent', v),
  bytes: (v) => formatMetric('bytes', v),
  bytesPerSecond: (v) => formatMetric('bytesPerSecond', v),
}

/** Byte axes tick at 1, 2, 4 … 512 × 1 B, KB, MB, GB, TB (whole binary units, as formatMetric prints them). */
const BINARY_INCREMENTS = [0, 1, 2, 3, 4].flatMap((power) =>
  [1, 2, 4, 8, 16, 32, 64, 128, 256, 512].map((n) => n * 1024 ** power),
)

/** Props of {@link MetricsPanel}. */
export type MetricsPanelProps = {
  /** The series of the chosen range; undefined while it loads. */
  series: MetricsSeries | undefined
  /** The chosen range. */
  range: MetricsRange
  /** Called when another range is chosen. */
  onRangeChange: (range: MetricsRange) => void
  /** True when the series could not be read. */
  failed?: boolean
  /** A line under the heading (e.g. that a stopped VM's measures are zero). */
  note?: string
  /** IANA time zone of the axes and tables (the browser's when undefined). */
  timeZone?: string
}

/** The four charts of a VM or host with their range switch. */
export function MetricsPanel({
  series,
  range,
  onRangeChange,
  failed = false,
  note,
  timeZone,
}: MetricsPanelProps) {
  const charts = useMemo(() => metricCharts(series ?? emptyMetricsSeries(range)), [series, range])
  const t = metricsTexts
  const headingId = useId()
  return (
    <Flex asChild direction="column" gap="3">
      <section aria-labelledby={headingId}>
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="4" id={headingId}>
            {t.title}
          </Heading>
          <SegmentedControl.Root
            size="1"
            value={range}
            aria-label={t.rangeLabel}
            onValueChange={(value) => onRangeChange(value as MetricsRange)}
          >
            {METRICS_RANGES.map((r) => (
              <SegmentedControl.Item key={r} value={r}>
                {t.ranges[r]}
              </SegmentedControl.Item>
            ))}
          </SegmentedControl.Root>
        </Flex>
        {note && (
          <Text as="p" size="2" color="gray">
            {note}
          </Text>
        )}
        <Grid columns="repeat(auto-fit, minmax(min(100%, 420px), 1fr))" gap="3">
          {charts.map(({ id, unit, lines, ...chart }) => (
            <MetricChart
              key={id}
              {...chart}
              series={lines}
              formatValue={FORMATTERS[unit]}
              valueIncrements={unit === 'percent' ? undefined : BINARY_INCREMENTS}
              loading={!series && !failed}
              error={failed ? t.loadError : null}
              timeZone={timeZone}
              labels={{ time: t.time, tableView: t.tableView, empty: t.empty }}
            />
          ))}
        </Grid>
      </section>
    </Flex>
  )
}

/** A query of one range's series: what `queries.vmMetrics(location, uuid, range)` returns. */
export type MetricsQuery<TKey extends QueryKey = QueryKey> = (
  range: MetricsRange,
) => UseQueryOptions<MetricsSeries, Error, MetricsSeries, TKey>

/** Props of {@link MetricsSection}. */
export type MetricsSectionProps<TKey extends QueryKey = QueryKey> = Pick<
  MetricsPanelProps,
  'note' | 'timeZone'
> & {
  /** The query of a range. */
  query: MetricsQuery<TKey>
}

/** {@link MetricsPanel} reading its range through the query cache; starts at the last hour. */
export function MetricsSection<TKey extends QueryKey>({ query, note, timeZone }: MetricsSectionProps<TKey>) {
  const [range, setRange] = useState<MetricsRange>('1h')
  const result = useQuery(query(range))
  return (
    <MetricsPanel
      series={result.data}
      range={range}
      onRangeChange={setRange}
      failed={result.isError}
      note={note}
      timeZone={timeZone}
    />
  )
}
