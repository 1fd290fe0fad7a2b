// Public names of the metrics module (src/index.ts re-exports them).
export {
  METRICS_RANGES,
  METRICS_BUCKETS,
  METRIC_MEASURES,
  MetricsRangeSchema,
  VmMetricsQuerySchema,
  HostMetricsQuerySchema,
  MetricsSeriesSchema,
  vmMetricsPath,
  emptyMetricsSeries,
} from './schema.js'
export type {
  MetricsRange,
  MetricMeasure,
  VmMetricsQuery,
  HostMetricsQuery,
  MetricsSeries,
} from './schema.js'
export { metricCharts, formatMetric } from './charts.js'
export type { MetricLine, MetricChartData } from './charts.js'
