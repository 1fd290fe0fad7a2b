/**
 * The revenue chart of /reports (issue 14): invoiced revenue per month, stacked by resource type. Recharts (the
 * console's and the monitoring page's chart library: maintained, SVG, React-native, already in the lockfile, so
 * no new dependency) is imported only here and this module only through `React.lazy` (ReportsView): its own chunk,
 * loaded when the page shows. Hidden from assistive technology: the tables beside it hold the same figures.
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { RevenueBar } from './revenue'

/** Props of {@link RevenueChart}. */
export type RevenueChartProps = {
  /** One bar per month, oldest first. */
  bars: readonly RevenueBar[]
  /** The resource types, one stacked segment each. */
  types: readonly string[]
  /** The currency of the amounts. */
  currency: string
}

const COLORS = ['var(--indigo-9)', 'var(--teal-9)', 'var(--amber-9)', 'var(--crimson-9)', 'var(--grass-9)']

/** Revenue per month, stacked by resource type. */
export default function RevenueChart({ bars, types, currency }: RevenueChartProps) {
  return (
    <div aria-hidden="true" style={{ width: '100%', height: 240 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={[...bars]}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" fontSize={11} />
          <YAxis width={72} fontSize={11} tickFormatter={(v: number) => `${v} ${currency}`} />
          <Tooltip isAnimationActive={false} />
          <Legend />
          {types.map((type, i) => (
            <Bar
              key={type}
              dataKey={type}
              stackId="revenue"
              fill={COLORS[i % COLORS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
