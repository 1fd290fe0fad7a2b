/** Exact sums of billing documents and the month-end forecast (CONTRACTS.md "Money"): pure, no clock. */
import {
  addMoney,
  divRound,
  fromNanos,
  money,
  multiplyMoney,
  sumMoney,
  toNanos,
  toRatio,
  type Money,
} from '../pricing/money.js'
import type { BillingDocument, BillingLine } from './schema.js'

/**
 * The forecast to the month's end: what the month cost so far plus the last metered hour's rate for every hour
 * left (resources keep running as they are now).
 */
export function forecastMonthEnd(monthToDate: Money, hourlyRate: Money, hoursLeft: number): Money {
  return addMoney(monthToDate, multiplyMoney(hourlyRate, hoursLeft))
}

/** The whole hours from `now` to the first instant of the next UTC month (the running hour counts). */
export function hoursLeftInMonth(now: Date): number {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)
  const hourStart = Math.floor(now.getTime() / 3_600_000) * 3_600_000
  return Math.max(0, Math.round((end - hourStart) / 3_600_000))
}

/** A document's totals recomputed from its lines alone, exactly. */
export type DocumentTotals = { subtotal: Money; vat: Money; total: Money }

/**
 * Recomputes a document from its lines: the lines summed, VAT at its percentage rounded half away from zero to
 * the nano-unit, the total. A document is reproducible when these equal what it states ({@link isReproducible}).
 */
export function documentTotals(
  document: Pick<BillingDocument, 'lines' | 'currency' | 'vat_percentage'>,
): DocumentTotals {
  const subtotal = sumMoney(
    document.lines.map((l) => money(l.amount, document.currency)),
    document.currency,
  )
  const rate = toRatio(document.vat_percentage)
  const vat = fromNanos(divRound(toNanos(subtotal) * rate.num, rate.den * 100n), document.currency)
  return { subtotal, vat, total: addMoney(subtotal, vat) }
}

/** True when a document's subtotal, VAT and total are exactly what its lines give. */
export function isReproducible(document: BillingDocument): boolean {
  const totals = documentTotals(document)
  return (
    totals.subtotal.amount === money(document.subtotal, document.currency).amount &&
    totals.vat.amount === money(document.vat_tax, document.currency).amount &&
    totals.total.amount === money(document.total, document.currency).amount
  )
}

/** The hourly unit price of a line: its amount over its hours, half away from zero to the nano-unit. */
export function lineUnitPrice(line: Pick<BillingLine, 'amount' | 'hours'>, currency: string): Money {
  if (line.hours <= 0) return money('0', currency)
  return fromNanos(divRound(toNanos(line.amount), BigInt(Math.round(line.hours))), currency)
}
