/**
 * The revenue report's figures for the chart and the totals row (issue 14 /reports): the rows summed per month and
 * resource type with the domain's exact money (decimal strings, never float sums). Only the chart turns the exact
 * sums into numbers, to draw bars; every figure the page prints is exact.
 */
import { addMoney, type RevenueReport } from '@cirrus/domain'

/** One bar of the chart: a month and its amount per resource type (numbers only for drawing). */
export type RevenueBar = { month: string } & Record<string, number | string>

/** Exact sums of the rows of one currency per month and resource type, and the resource types seen. */
export function revenueByMonth(report: RevenueReport, currency: string) {
  const sums = new Map<string, Map<string, string>>()
  const types = new Set<string>()
  for (const row of report.rows) {
    if (row.currency !== currency) continue
    types.add(row.resource_type)
    const month = sums.get(row.month) ?? sums.set(row.month, new Map()).get(row.month)!
    const before = month.get(row.resource_type) ?? '0'
    month.set(
      row.resource_type,
      addMoney({ amount: before, currency }, { amount: row.amount, currency }).amount,
    )
  }
  return { sums, types: [...types].sort() }
}

/** The chart's bars of one currency, oldest month first. */
export function revenueBars(
  report: RevenueReport,
  currency: string,
): { bars: RevenueBar[]; types: string[] } {
  const { sums, types } = revenueByMonth(report, currency)
  const bars = [...sums.keys()].sort().map((month) => {
    const bar: RevenueBar = { month }
    for (const [type, amount] of sums.get(month)!) bar[type] = Number(amount)
    return bar
  })
  return { bars, types }
}

/** The exact sum of every row of one currency: equals the sum of the invoices' subtotals (the platform's check). */
export function revenueTotal(report: RevenueReport, currency: string): string {
  return report.rows
    .filter((r) => r.currency === currency)
    .reduce((sum, r) => addMoney(sum, { amount: r.amount, currency }), { amount: '0', currency }).amount
}

/** The currencies of a report, in order. */
export const revenueCurrencies = (report: RevenueReport) =>
  [...new Set([...report.months.map((m) => m.currency), ...report.rows.map((r) => r.currency)])].sort()
