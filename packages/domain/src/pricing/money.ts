/**
 * Exact money (CONTRACTS.md "Money"). A {@link Money} holds its amount as a canonical decimal string with at
 * most 9 fraction digits (nano-units of the currency) plus the ISO 4217 currency code. It is plain JSON, has no
 * size limit (IDR totals overflow a float's exact range quickly), and compares with `===` on `amount`.
 * Arithmetic runs on `bigint` nano-units inside this module only; nobody else does arithmetic on prices.
 */

/** An exact amount of one currency. `amount` is canonical: no exponent, no trailing zeros, `'0'` for zero. */
export type Money = {
  /** Decimal string, e.g. `'0.0123'`, `'12.5'`, `'0'`; at most 9 fraction digits. */
  readonly amount: string
  /** ISO 4217 code, e.g. `'EUR'`. */
  readonly currency: string
}

/** Nano-units per currency unit: money is exact to 1e-9. */
export const NANOS_PER_UNIT = 1_000_000_000

/** Hours in the monthly estimate (CONTRACTS.md "Money": 730 hours, i.e. 365 × 24 / 12). */
export const HOURS_PER_MONTH = 730

const NANO = 1_000_000_000n

/** An exact non-negative-denominator fraction. */
export type Ratio = { readonly num: bigint; readonly den: bigint }

const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$|^([+-])?\.(\d+)(?:[eE]([+-]?\d+))?$/

/**
 * Converts a finite number or a decimal string to an exact fraction. A number is read through its shortest
 * round-trip decimal form (`0.1` is one tenth, not the binary float), which is what a JSON price means.
 * Throws a RangeError for NaN, infinities and non-decimal strings: passing one is a bug.
 */
export function toRatio(value: number | string | bigint): Ratio {
  if (typeof value === 'bigint') return { num: value, den: 1n }
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim()
  const match = DECIMAL.exec(text)
  if (!match) throw new RangeError(`Not a decimal number: ${JSON.stringify(String(value))}`)
  const sign = match[1] ?? match[5] ?? '+'
  const whole = match[2] ?? '0'
  const fraction = match[3] ?? match[6] ?? ''
  const exponent = Number(match[4] ?? match[7] ?? '0')
  let num = BigInt(whole + fraction)
  const scale = fraction.length - exponent
  let den = 1n
  if (scale > 0) den = 10n ** BigInt(scale)
  else if (scale < 0) num *= 10n ** BigInt(-scale)
  if (sign === '-') num = -num
  return { num, den }
}

/** Divides and rounds half away from zero (the rounding people expect on an invoice). */
export function divRound(num: bigint, den: bigint): bigint {
  if (den === 0n) throw new RangeError('Division by zero')
  if (den < 0n) return divRound(-num, -den)
  const negative = num < 0n
  const abs = negative ? -num : num
  const q = (abs * 2n + den) / (den * 2n)
  return negative ? -q : q
}

/** Compares two fractions: -1, 0 or 1. */
export function compareRatio(a: Ratio, b: Ratio): -1 | 0 | 1 {
  const left = a.num * b.den
  const right = b.num * a.den
  return left < right ? -1 : left > right ? 1 : 0
}

/** Nano-units of an amount, rounded half away from zero at the ninth fraction digit. */
export function toNanos(value: number | string | Money): bigint {
  const ratio = toRatio(typeof value === 'object' ? value.amount : value)
  return divRound(ratio.num * NANO, ratio.den)
}

/** Builds a Money from nano-units. */
export function fromNanos(nanos: bigint, currency: string): Money {
  const negative = nanos < 0n
  const abs = negative ? -nanos : nanos
  const whole = abs / NANO
  const fraction = (abs % NANO).toString().padStart(9, '0').replace(/0+$/, '')
  const amount = `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
  return { amount, currency }
}

/**
 * Builds a Money from a number or decimal string, exact to the nano-unit (e.g. `money('0.0123', 'EUR')`).
 * Throws a RangeError for a non-decimal value.
 */
export function money(amount: number | string, currency: string): Money {
  return fromNanos(toNanos(amount), currency)
}

/** Zero in the given currency. */
export function zeroMoney(currency: string): Money {
  return { amount: '0', currency }
}

function sameCurrency(a: Money, b: Money): void {
  // Adding euros to dollars is a programming error, not an expected failure (STYLE.md "A domain module").
  if (a.currency !== b.currency) throw new TypeError(`Cannot combine ${a.currency} with ${b.currency}`)
}

/** Exact sum of two amounts of the same currency. Throws a TypeError when the currencies differ. */
export function addMoney(a: Money, b: Money): Money {
  sameCurrency(a, b)
  return fromNanos(toNanos(a) + toNanos(b), a.currency)
}

/**
 * Exact sum of many amounts of one currency (an empty list gives zero). Sums thousands of hourly prices without
 * drift: every step is integer nano-unit arithmetic (SPEC.md §9 "Hourly prices are summed").
 */
export function sumMoney(values: readonly Money[], currency: string): Money {
  let total = 0n
  for (const value of values) {
    sameCurrency(value, { amount: '0', currency })
    total += toNanos(value)
  }
  return fromNanos(total, currency)
}

/** Multiplies by an exact factor (number or decimal string), rounding half away from zero to the nano-unit. */
export function multiplyMoney(value: Money, factor: number | string): Money {
  const ratio = toRatio(factor)
  return fromNanos(divRound(toNanos(value) * ratio.num, ratio.den), value.currency)
}

/** Compares two amounts of the same currency: -1, 0 or 1. Throws a TypeError when the currencies differ. */
export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  sameCurrency(a, b)
  const diff = toNanos(a) - toNanos(b)
  return diff < 0n ? -1 : diff > 0n ? 1 : 0
}

/** True when the amount is exactly zero. */
export function isZeroMoney(value: Money): boolean {
  return toNanos(value) === 0n
}

/** The monthly estimate of an hourly price: 730 hours (CONTRACTS.md "Money"). Null stays null (unavailable). */
export function monthlyEstimate(hourly: Money): Money
export function monthlyEstimate(hourly: Money | null): Money | null
export function monthlyEstimate(hourly: Money | null): Money | null {
  return hourly === null ? null : fromNanos(toNanos(hourly) * BigInt(HOURS_PER_MONTH), hourly.currency)
}

/** Options of {@link formatMoney}. */
export type FormatMoneyOptions = {
  /** Appends `/h` or `/month`. */
  per?: 'hour' | 'month'
  /** Text for an unavailable price (`null`). @default 'Price unavailable' */
  unavailable?: string
}

/** Text shown instead of a price that cannot be computed: never a zero that looks real (SPEC.md §8). */
export const PRICE_UNAVAILABLE = 'Price unavailable'

const formatters = new Map<string, Intl.NumberFormat>()
function currencyFormat(locale: string, currency: string, minDigits?: number, maxDigits?: number) {
  const key = `${locale}|${currency}|${minDigits}|${maxDigits}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(minDigits === undefined
        ? {}
        : { minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits }),
    })
    formatters.set(key, format)
  }
  return format
}

/**
 * Formats money for people (SPEC.md §9: locale en-GB), e.g. `€0.0137/h`, `€10.00/month`, `Rp 1.234`.
 * Amounts of 1 or more use the currency's usual digits. Smaller amounts (hourly prices are often a fraction of a
 * cent) keep three significant digits, so `0.000685` shows as `€0.000685` rather than `€0.00`. The amount is
 * passed to Intl as a decimal string, so formatting is exact too. `null` means unavailable and is spelled out.
 */
export function formatMoney(
  value: Money | null,
  locale: string = 'en-GB',
  options: FormatMoneyOptions = {},
): string {
  if (value === null) return options.unavailable ?? PRICE_UNAVAILABLE
  const suffix = options.per === 'hour' ? '/h' : options.per === 'month' ? '/month' : ''
  const usual = currencyFormat(locale, value.currency).resolvedOptions().maximumFractionDigits ?? 2
  const [whole = '0', fraction = ''] = value.amount.replace('-', '').split('.')
  let maxDigits = usual
  if (whole === '0' && fraction !== '') {
    const leadingZeros = fraction.length - fraction.replace(/^0+/, '').length
    maxDigits = Math.min(9, Math.max(usual, leadingZeros + 3))
  }
  const text = currencyFormat(locale, value.currency, usual, maxDigits).format(value.amount as `${number}`)
  return text + suffix
}
