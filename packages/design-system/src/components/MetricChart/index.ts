export { MetricChart, type MetricChartProps } from './MetricChart'
export {
  metricChartViews,
  metricChartPalette,
  metricChartDefaultLabels,
  type MetricChartView,
  type MetricChartLabels,
} from './MetricChart.variants'
export { chartSummary, chartTableRows, chartTimeFormatter, type ChartSeries } from './metric-chart'
