import { describe, expect, it } from 'vitest'
import { chartSummary, chartTableRows, chartTimeFormatter, legendValue } from './metric-chart'
import { metricChartDefaultLabels } from './MetricChart.variants'

const pct = (v: number) => `${v.toFixed(1)} %`
const utc = chartTimeFormatter('UTC')

describe('metric chart logic', () => {
  it('formats times in the given zone', () => {
    expect(utc(Date.UTC(2026, 10, 27, 14, 5) / 1000)).toBe('27 Nov, 14:05')
  })

  it('lists every point newest first, one column per line', () => {
    const rows = chartTableRows(
      [0, 60],
      [
        { name: 'Read', values: [1, 2] },
        { name: 'Write', values: [3] },
      ],
      pct,
      utc,
    )
    expect(rows.map((r) => r.cells)).toEqual([
      ['1 Jan, 00:01', '2.0 %', '–'],
      ['1 Jan, 00:00', '1.0 %', '3.0 %'],
    ])
  })

  it('summarises each line by its latest and highest value', () => {
    const text = chartSummary(
      'CPU',
      [{ name: 'CPU used', values: [5, 40, 12] }],
      pct,
      metricChartDefaultLabels,
    )
    expect(text).toBe('CPU. CPU used: latest 12.0 %, peak 40.0 %')
    expect(chartSummary('CPU', [{ name: 'CPU used', values: [] }], pct, metricChartDefaultLabels)).toBe(
      'CPU. CPU used: –',
    )
  })

  it('the legend shows the hovered point, else the latest', () => {
    expect(legendValue([1, 2, 3], null)).toBe(3)
    expect(legendValue([1, 2, 3], 0)).toBe(1)
  })
})
