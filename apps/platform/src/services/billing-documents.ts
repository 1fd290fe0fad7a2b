/**
 * Billing documents and costs (CONTRACTS.md "Billing"): a document as CSV and as PDF, and a billing account's
 * cost per day with the forecast to the month's end. Money is the domain's (exact decimal strings summed in
 * nano-units, CONTRACTS "Money"); nothing here adds floats.
 *
 * The PDF is made here, on the platform, with pdf-lib (MIT, pure JavaScript, no native code and no fonts to ship:
 * the standard Helvetica): an API client (curl, an accounting system) gets the same file as the console, and the
 * browser bundle stays free of a PDF library.
 */
import type { PDFFont } from 'pdf-lib'
import {
  INVOICE_TYPE_LABELS,
  InvoiceTypeSchema,
  forecastMonthEnd,
  formatMoney,
  hoursLeftInMonth,
  lineUnitPrice,
  money,
  sumMoney,
  type BillingCosts,
  type BillingDocument,
} from '@cirrus/domain'
import type { Platform } from '../platform.js'
import type { BillingAccountRow } from '../store/billing-accounts.js'
import { dailyCosts, recordsOfHour } from '../store/invoices.js'
import { monthOf } from './format.js'
import { monthStart } from './metering.js'

const HOUR = 3_600_000

/** The file name of a document download: `invoice-2026-10-42.pdf`. */
export function documentFileName(document: BillingDocument, extension: 'pdf' | 'csv'): string {
  return `${document.type.replace('_', '-')}-${document.month}-${document.id}.${extension}`
}

/** A CSV field, quoted when it must be (RFC 4180), with spreadsheet formula prefixes neutralised. */
function csvField(value: string | number): string {
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * A document as CSV (RFC 4180, CRLF): one row per line — resource type, resource, description, hours, unit
 * price per hour (amount ÷ hours, exact to the nano-unit), amount — then the subtotal, VAT and total rows, all
 * amounts as exact decimals in the document's currency.
 */
export function documentCsv(document: BillingDocument): string {
  const rows: (string | number)[][] = [
    ['resource_type', 'resource_uuid', 'description', 'hours', 'unit_price', 'amount', 'currency'],
    ...document.lines.map((l) => [
      l.resource_type,
      l.resource_uuid ?? '',
      l.description,
      l.hours,
      unitPrice(l.amount, l.hours, document.currency),
      l.amount,
      document.currency,
    ]),
    ['subtotal', '', '', '', '', document.subtotal, document.currency],
    [`vat ${document.vat_percentage}%`, '', '', '', '', document.vat_tax, document.currency],
    ['total', '', '', '', '', document.total, document.currency],
  ]
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n'
}

function unitPrice(amount: string, hours: number, currency: string): string {
  return lineUnitPrice({ amount, hours }, currency).amount
}

/** Text a standard PDF font can draw (WinAnsi): anything else becomes `?`. */
function drawable(font: PDFFont, text: string): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch)
        return ch
      } catch {
        return '?'
      }
    })
    .join('')
}

/**
 * A document as a one-or-more-page A4 PDF: the account and the period, a table of lines (description, hours,
 * unit price, amount) and the subtotal, VAT and total. Amounts are formatted by the domain (en-GB).
 */
export async function documentPdf(
  document: BillingDocument,
  account: BillingAccountRow,
): Promise<Uint8Array> {
  // pdf-lib (≈ 20 MB of a process's memory) is loaded by the first PDF asked for, not at start (issue 17).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib')
  const pdf = await PDFDocument.create()
  const label = INVOICE_TYPE_LABELS[InvoiceTypeSchema.parse(document.type)].one
  pdf.setTitle(`${label} ${document.id} — ${document.month}`)
  pdf.setCreator('Cirrus platform')
  pdf.setCreationDate(new Date(document.created_at ?? `${document.month}-01T00:00:00Z`))
  pdf.setModificationDate(new Date(document.created_at ?? `${document.month}-01T00:00:00Z`))
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const fmt = (amount: string) => formatMoney(money(amount, document.currency))
  let page = pdf.addPage([595.28, 841.89])
  let y = 790
  const text = (value: string, x: number, size = 10, f = font, right = false) => {
    const safe = drawable(f, value)
    const width = right ? f.widthOfTextAtSize(safe, size) : 0
    page.drawText(safe, { x: x - width, y, size, font: f, color: rgb(0.1, 0.1, 0.12) })
  }
  text(`${label} ${document.id}`, 50, 18, bold)
  y -= 24
  text(`Period: ${document.month}   Status: ${document.status}   Currency: ${document.currency}`, 50)
  y -= 16
  text(`Billing account ${account.id}: ${account.title}`, 50)
  y -= 14
  const details = account.details as Record<string, unknown>
  const address = ['company_name', 'address_line1', 'postal_code', 'city', 'country']
    .map((k) => details[k])
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .join(', ')
  if (address) {
    text(address, 50)
    y -= 14
  }
  if (typeof details.vat_number === 'string' && details.vat_number) {
    text(`VAT number: ${details.vat_number}`, 50)
    y -= 14
  }
  y -= 16
  const header = () => {
    text('Resource', 50, 10, bold)
    text('Hours', 360, 10, bold, true)
    text('Unit price', 450, 10, bold, true)
    text('Amount', 545, 10, bold, true)
    y -= 16
  }
  header()
  for (const line of document.lines) {
    if (y < 90) {
      page = pdf.addPage([595.28, 841.89])
      y = 790
      header()
    }
    const description = line.description.length > 55 ? `${line.description.slice(0, 54)}…` : line.description
    text(description, 50)
    text(String(line.hours), 360, 10, font, true)
    text(fmt(unitPrice(line.amount, line.hours, document.currency)), 450, 10, font, true)
    text(fmt(line.amount), 545, 10, font, true)
    y -= 14
  }
  y -= 10
  text('Subtotal', 450, 10, bold, true)
  text(fmt(document.subtotal), 545, 10, font, true)
  y -= 14
  text(`VAT ${document.vat_percentage}%`, 450, 10, bold, true)
  text(fmt(document.vat_tax), 545, 10, font, true)
  y -= 14
  text('Total', 450, 11, bold, true)
  text(fmt(document.total), 545, 11, bold, true)
  return pdf.save()
}

/** The first instant of the month before `date`'s (UTC). */
function previousMonthStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1))
}

/**
 * A billing account's costs (CONTRACTS "Billing" `GET …/costs`): per UTC day and resource type over the previous
 * and the running month, the running month so far, the last completed hour's records (the resources billed now
 * and their hourly amounts) and the forecast: the month so far plus that hour's rate for each hour left.
 */
export async function billingCosts(p: Platform, account: BillingAccountRow): Promise<BillingCosts> {
  const now = p.clock()
  const thisMonth = monthStart(now)
  const from = previousMonthStart(now)
  const currency = account.currency
  const days = await dailyCosts(p.store, account.id, currency, from, new Date(now.getTime() + HOUR))
  const month = monthOf(now)
  const monthToDate = sumMoney(
    days.filter((d) => d.date.startsWith(month)).map((d) => money(d.amount, currency)),
    currency,
  )
  const lastHour = new Date(Math.floor(now.getTime() / HOUR) * HOUR - HOUR)
  const records = lastHour >= thisMonth ? await recordsOfHour(p.store, account.id, currency, lastHour) : []
  const rate = sumMoney(
    records.map((r) => money(r.amount, currency)),
    currency,
  )
  const hoursLeft = hoursLeftInMonth(now)
  return {
    billing_account_id: account.id,
    currency,
    month,
    previous_month: monthOf(from),
    days: days.map((d) => ({ ...d, amount: money(d.amount, currency).amount })),
    month_to_date: monthToDate.amount,
    hourly_rate: rate.amount,
    hours_left: hoursLeft,
    forecast: forecastMonthEnd(monthToDate, rate, hoursLeft).amount,
    resources: records
      .map((r) => ({ ...r, hourly: money(r.amount, currency).amount }))
      .map(({ amount: _amount, ...r }) => r),
  }
}
