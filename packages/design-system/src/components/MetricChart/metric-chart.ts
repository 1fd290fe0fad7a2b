/** Pure logic of {@link MetricChart}: the table's rows, the summary screen readers hear, time labels. */
import type { MetricChartLabels } from './MetricChart.variants'

/** One line of a chart: its name and one value per time. */
export type ChartSeries = { name: string; values: readonly number[] }

/** A time label (`27 Nov, 14:05`) in the given IANA time zone (the browser's when undefined). */
export function chartTimeFormatter(timeZone?: string): (unixSeconds: number) => string {
  const format = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  })
  return (unixSeconds) => format.format(new Date(unixSeconds * 1000))
}

/** The table view's rows, newest first: the time, then each line's value, formatted. */
export function chartTableRows(
  times: readonly number[],
  series: readonly ChartSeries[],
  formatValue: (value: number) => string,
  formatTime: (unixSeconds: number) => string,
): { key: number; cells: string[] }[] {
  const rows = times.map((time, i) => ({
    key: time,
    cells: [
      formatTime(time),
      ...series.map((s) => (s.values[i] === undefined ? '–' : formatValue(s.values[i]))),
    ],
  }))
  return rows.reverse()
}

/** `CPU used: latest 12.0 %, peak 40.5 %. Memory: …` — what the chart's picture says, in words. */
export function chartSummary(
  title: string,
  series: readonly ChartSeries[],
  formatValue: (value: number) => string,
  labels: Pick<MetricChartLabels, 'latest' | 'peak'>,
): string {
  const lines = series.map((s) => {
    if (s.values.length === 0) return `${s.name}: –`
    const latest = s.values[s.values.length - 1]!
    const peak = Math.max(...s.values)
    return `${s.name}: ${labels.latest} ${formatValue(latest)}, ${labels.peak} ${formatValue(peak)}`
  })
  return `${title}. ${lines.join('. ')}`
}

/** The value shown in the legend: at the hovered point, else the latest. */
export function legendValue(values: readonly number[], index: number | null): number | undefined {
  return index === null ? values[values.length - 1] : values[index]
}
