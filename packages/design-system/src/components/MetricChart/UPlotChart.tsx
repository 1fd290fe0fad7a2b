/**
 * The picture of a {@link MetricChart}, drawn by uPlot (canvas, ~20 kB gzip, no dependencies, framework-free so it
 * works with any React). This module is the ONLY one importing uPlot and is loaded with `React.lazy`, so the
 * library and its stylesheet land in their own chunk, fetched when a chart first shows.
 */
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { ChartSeries } from './metric-chart'
import { metricChartPalette } from './MetricChart.variants'
import styles from './MetricChart.module.css'

export type UPlotChartProps = {
  times: readonly number[]
  series: readonly ChartSeries[]
  formatValue: (value: number) => string
  max: number | null
  height: number
  timeZone?: string
  /** The steps the value axis may use between ticks (e.g. powers of two for bytes); uPlot's decimal ones if absent. */
  valueIncrements?: readonly number[]
  /** Formats a tick of the time axis (Unix seconds). */
  formatTime: (unixSeconds: number) => string
  /** Called with the hovered point's index, or null when the pointer leaves. */
  onHover: (index: number | null) => void
}

/** A CSS variable's value on `el` (a colour), with a fallback when the theme does not define it. */
const cssVar = (el: Element, name: string, fallback: string) =>
  getComputedStyle(el).getPropertyValue(name).trim() || fallback

export default function UPlotChart({
  times,
  series,
  formatValue,
  max,
  height,
  timeZone,
  formatTime,
  valueIncrements,
  onHover,
}: UPlotChartProps) {
  const ref = useRef<HTMLDivElement>(null)
  const hover = useRef(onHover)
  useEffect(() => {
    hover.current = onHover
  }, [onHover])

  useEffect(() => {
    const el = ref.current
    if (!el) return
    const text = cssVar(el, '--gray-11', '#60646c')
    const grid = cssVar(el, '--gray-a4', 'rgba(0,0,0,0.1)')
    const font = `11px ${cssVar(el, '--default-font-family', 'sans-serif')}`
    const axis = { stroke: text, font, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } }
    const options: uPlot.Options = {
      width: Math.max(el.clientWidth, 200),
      height,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 6 } },
      scales: {
        x: { time: true },
        y: { range: (_u, _min, high) => [0, max ?? (high > 0 ? high * 1.15 : 1)] },
      },
      axes: [
        { ...axis, space: 90, values: (_u, ticks) => ticks.map((t) => formatTime(t)) },
        {
          ...axis,
          size: 72,
          values: (_u, ticks) => ticks.map((v) => formatValue(v)),
          ...(valueIncrements ? { incrs: [...valueIncrements] } : {}),
        },
      ],
      series: [
        {},
        ...series.map((s, i) => {
          const colour = cssVar(el, metricChartPalette[i % metricChartPalette.length]!, '#3e63dd')
          return { label: s.name, stroke: colour, width: 1.5, points: { show: false } }
        }),
      ],
      hooks: { setCursor: [(u) => hover.current(u.cursor.idx ?? null)] },
      ...(timeZone ? { tzDate: (ts: number) => uPlot.tzDate(new Date(ts * 1000), timeZone) } : {}),
    }
    const data = [times, ...series.map((s) => s.values)] as uPlot.AlignedData
    // The axes are drawn on the canvas with the theme's font: wait for it, or the labels would be drawn (and
    // stay) in a fallback font.
    let plot: uPlot | undefined
    let cancelled = false
    const resize = new ResizeObserver(() => plot?.setSize({ width: Math.max(el.clientWidth, 200), height }))
    void document.fonts.ready.then(() => {
      if (cancelled) return
      plot = new uPlot({ ...options, width: Math.max(el.clientWidth, 200) }, data, el)
      resize.observe(el)
    })
    return () => {
      cancelled = true
      resize.disconnect()
      plot?.destroy()
    }
  }, [times, series, formatValue, formatTime, valueIncrements, max, height, timeZone])

  return <div ref={ref} className={styles.plot} style={{ height }} />
}
