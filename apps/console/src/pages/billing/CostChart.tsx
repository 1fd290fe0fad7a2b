/**
 * The cost chart of a billing account (issue 12): cost per day of the last and the running month, stacked by
 * resource type, and the forecast for the days left. Recharts (MIT, SVG, the most used React chart library) is
 * only imported here, and this module only through `React.lazy` (BillingAccountView): it is a chunk of its own,
 * loaded when an account page shows its chart, never in the console's entry bundle.
 *
 * The SVG is hidden from assistive technology and from the keyboard (`accessibilityLayer` off): the same data is
 * the table view beside it (CostTable).
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { formatMoney, money } from '@cirrus/domain'
import { displayAmount } from '../../app/money'
import { resourceTypeLabel, type CostSeries } from './billing-rows'

const COLOURS = [
  'var(--indigo-9)',
  'var(--teal-9)',
  'var(--amber-9)',
  'var(--crimson-9)',
  'var(--cyan-9)',
  'var(--grass-9)',
]

/** Props of {@link CostChart}. */
export type CostChartProps = {
  /** Cost per day by resource type (billing-rows.ts `costSeries`). */
  series: CostSeries
  /** The currency of the amounts. */
  currency: string
  /** Height in px. @default 260 */
  height?: number
}

/** Stacked bars per day; the forecast days in grey; a line where the running month starts. */
export default function CostChart({ series, currency, height = 260 }: CostChartProps) {
  const data = series.days.map((d) => ({
    date: d.date,
    ...Object.fromEntries(series.types.map((t) => [t, displayAmount(d.byType[t] ?? null) ?? 0])),
    forecast: displayAmount(d.forecast),
  }))
  const firstOfMonth = series.days.find((d, i) => i > 0 && d.date.endsWith('-01'))?.date
  const tick = (value: number) => formatMoney(money(value, currency))
  return (
    <div aria-hidden="true" style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={(d: string) => d.slice(8)}
            interval="preserveStartEnd"
            fontSize={11}
          />
          <YAxis tickFormatter={tick} width={72} fontSize={11} />
          <Tooltip formatter={(value) => tick(Number(value))} isAnimationActive={false} />
          <Legend formatter={(key: string) => (key === 'forecast' ? 'Forecast' : resourceTypeLabel(key))} />
          {firstOfMonth && <ReferenceLine x={firstOfMonth} stroke="var(--gray-8)" />}
          {series.types.map((type, i) => (
            <Bar
              key={type}
              dataKey={type}
              stackId="cost"
              fill={COLOURS[i % COLOURS.length]}
              isAnimationActive={false}
            />
          ))}
          <Bar dataKey="forecast" stackId="cost" fill="var(--gray-6)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
