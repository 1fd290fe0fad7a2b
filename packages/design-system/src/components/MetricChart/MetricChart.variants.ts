/** The two ways a {@link MetricChart} shows its data: the picture, or a table of every point. */
export const metricChartViews = ['chart', 'table'] as const
export type MetricChartView = (typeof metricChartViews)[number]

/**
 * The colours of a chart's lines, in order (Radix Themes variables, so light and dark follow the theme): indigo,
 * orange, teal, crimson. Named scales, not the accent, which a `color` prop around the legend would change.
 */
export const metricChartPalette = ['--indigo-9', '--orange-9', '--teal-9', '--crimson-9'] as const

/** Default texts (an app passes its catalogue's). */
export const metricChartDefaultLabels = {
  /** The toggle between the chart and its table. */
  tableView: 'Table view',
  /** The table's first column. */
  time: 'Time',
  /** The busy region while the data loads. */
  loading: 'Loading',
  /** Shown when there are no points. */
  empty: 'No data for this period.',
  /** The summary's word for the latest value. */
  latest: 'latest',
  /** The summary's word for the highest value. */
  peak: 'peak',
}
export type MetricChartLabels = typeof metricChartDefaultLabels
