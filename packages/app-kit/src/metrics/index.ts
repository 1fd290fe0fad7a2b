export { MetricsPanel, MetricsSection } from './MetricsPanel'
export type { MetricsPanelProps, MetricsSectionProps, MetricsQuery } from './MetricsPanel'
