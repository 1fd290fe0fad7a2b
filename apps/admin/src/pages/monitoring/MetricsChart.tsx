/**
 * One line chart of the monitoring page (issue 13 /help "a monitoring dashboard"). Recharts (the console's chart
 * library) is imported only here and this module only through `React.lazy` (MonitoringView): its own chunk,
 * loaded when the page shows. The SVG is hidden from assistive technology: the table view has the same figures.
 */
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { MetricsPoint } from '@cirrus/domain'

/** Props of {@link MetricsChart}. */
export type MetricsChartProps = {
  /** The points, oldest first. */
  points: readonly MetricsPoint[]
  /** Which figure to draw. */
  figure: 'requestRate' | 'latencyMs' | 'operationsPerMinute' | 'rssMb'
  /** Formats a value for the axis and tooltip. */
  format: (value: number) => string
}

const time = (at: number) => new Date(at).toISOString().slice(11, 19)

/** A line of one figure over the time the page has been open. */
export default function MetricsChart({ points, figure, format }: MetricsChartProps) {
  return (
    <div aria-hidden="true" style={{ width: '100%', height: 160 }}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={[...points]}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="at" tickFormatter={time} fontSize={11} interval="preserveStartEnd" />
          <YAxis tickFormatter={format} width={64} fontSize={11} />
          <Tooltip
            labelFormatter={(at) => time(Number(at))}
            formatter={(v) => format(Number(v))}
            isAnimationActive={false}
          />
          <Line dataKey={figure} stroke="var(--indigo-9)" dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  )
}
