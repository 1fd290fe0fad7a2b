/**
 * Admin price changes (issue 13 /prices; SPEC §3 Pricing; ADMIN-NOTES prices, currencies). A change sets one price
 * or tier from an effective date that is never in the past, so months already billed stay as they were (past
 * months are locked); it becomes a new price list version, and customers see it once it is in force
 * (`GET /pricing/list/current` and metering read the version in force at their time, store/price-lists.ts).
 * A preview prices every billing account's resources of this hour under the list and under the change.
 */
import {
  DEFAULT_RULE_SET,
  fromNanos,
  multiplyMoney,
  money,
  sumMoney,
  toNanos,
  type Currency,
  type CurrencyCreateInput,
  type Money,
  type PriceChangeInput,
  type PriceList,
  type PricePreview,
  type PriceRule,
} from '@cirrus/domain'
import type { Principal } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import {
  accountsWithOwners,
  currencyRows,
  currencyUsage,
  insertCurrency,
  type CurrencyRow,
} from '../store/currencies.js'
import {
  insertPriceVersion,
  listPriceVersions,
  priceListOf,
  versionAt,
  type PriceListRow,
} from '../store/price-lists.js'
import type { DbOrTx } from '../store/store.js'
import { recordAudit } from './audit.js'
import { hourStart, warrenTime } from './format.js'

const HOUR = 3_600_000

/** A parsed price change (the schema's defaults applied). */
type Change = Omit<PriceChangeInput, 'rule_set'> & { rule_set: string }

/** The threshold a rule starts at (a rule with none starts at 0, SPEC §9). */
const from = (rule: { num_cpus_from?: number | null; gigabytes_from?: number | null }) => ({
  cpus: rule.num_cpus_from ?? 0,
  gb: rule.gigabytes_from ?? 0,
})

/** The list with one price or tier set; `previous` is the price it replaced (null for a new tier). */
export function applyPriceChange(
  list: PriceList,
  change: Change,
): { list: PriceList; previous: string | null } {
  const next: PriceList = structuredClone(list)
  const currency = (next.currencies[change.currency] ??= { rule_sets: {} })
  const rules = (currency.rule_sets[change.rule_set] ??= [])
  const wanted = from(change)
  const rule = rules.find(
    (r) =>
      r.resource_type === change.resource_type && from(r).cpus === wanted.cpus && from(r).gb === wanted.gb,
  )
  const price = String(change.price_per_unit)
  if (rule) {
    const previous = String(rule.price_per_unit)
    rule.price_per_unit = price
    if (change.description !== undefined && change.description !== '') rule.description = change.description
    return { list: next, previous }
  }
  const tier: PriceRule = {
    resource_type: change.resource_type,
    price_per_unit: price,
    description: change.description || change.resource_type,
    ...(change.num_cpus_from !== undefined ? { num_cpus_from: change.num_cpus_from } : {}),
    ...(change.gigabytes_from !== undefined ? { gigabytes_from: change.gigabytes_from } : {}),
  }
  rules.push(tier)
  return { list: next, previous: null }
}

/** When a change applies: its effective date, or now; a date in the past is refused (past months are locked). */
export function effectiveFrom(p: Platform, input: { effective_from?: string }): Date {
  const now = p.clock()
  if (input.effective_from === undefined) return now
  const at = new Date(input.effective_from)
  if (at.getTime() < now.getTime()) {
    const message = 'The effective date cannot be in the past'
    throw new WarrenError(400, message, { effective_from: message })
  }
  return at
}

async function knownCurrency(db: DbOrTx, code: string): Promise<void> {
  if (!(await currencyRows(db)).some((c) => c.code === code)) {
    const message = `Unknown currency: ${code}`
    throw new WarrenError(400, message, { currency: message })
  }
}

async function baseVersion(db: DbOrTx, at: Date): Promise<PriceListRow> {
  const row = await versionAt(db, at)
  if (!row) throw new WarrenError(400, 'No price list to change: the platform has none')
  return row
}

/** What a change does to every billing account's hourly cost (see {@link PricePreview}). */
export async function previewPriceChange(p: Platform, change: Change): Promise<PricePreview> {
  const db = p.store.db
  await knownCurrency(db, change.currency)
  const at = effectiveFrom(p, change)
  const base = priceListOf(await baseVersion(db, at))
  const { list: changed, previous } = applyPriceChange(base, change)
  const accounts = await accountsWithOwners(db)
  const start = hourStart(p.clock())
  const hour = { start, end: new Date(start.getTime() + HOUR) }
  const costs = async (list: PriceList) => {
    const currencyOf = new Map(accounts.map((a) => [a.id, a.currency]))
    const lines = (
      await Promise.all(
        p.meterSources.map((source) =>
          source(db, hour, (id) => ({
            list,
            currency: currencyOf.get(id) ?? list.default_currency,
            logger: { warn: () => {} },
          })),
        ),
      )
    ).flat()
    const byAccount = new Map<number, Money[]>()
    for (const line of lines) {
      if (line.amount)
        byAccount.set(line.billingAccountId, [...(byAccount.get(line.billingAccountId) ?? []), line.amount])
    }
    return byAccount
  }
  const [before, after] = [await costs(base), await costs(changed)]
  const rows = accounts
    .filter((a) => before.has(a.id) || after.has(a.id))
    .map((a) => {
      const b = sumMoney(before.get(a.id) ?? [], a.currency)
      const n = sumMoney(after.get(a.id) ?? [], a.currency)
      const delta = fromNanos(toNanos(n) - toNanos(b), a.currency)
      return {
        billing_account_id: a.id,
        title: a.title,
        owner_email: a.email,
        currency: a.currency,
        before: b.amount,
        after: n.amount,
        delta: delta.amount,
      }
    })
    .sort((x, y) => {
      const d = (r: { delta: string }) => (toNanos(r.delta) < 0n ? -toNanos(r.delta) : toNanos(r.delta))
      return d(y) > d(x) ? 1 : d(y) < d(x) ? -1 : x.billing_account_id - y.billing_account_id
    })
  return {
    effective_from: at.toISOString(),
    currency: change.currency,
    resource_type: change.resource_type,
    previous_price: previous,
    new_price: String(change.price_per_unit),
    accounts: rows,
    changed_accounts: rows.filter((r) => toNanos(r.delta) !== 0n).length,
  }
}

/** Applies a change: a new version from its effective date (a version scheduled for that same instant is updated). */
export async function changePrice(
  p: Platform,
  principal: Principal,
  change: Change,
): Promise<{ before: PriceList; after: PriceListRow }> {
  return p.store.db.transaction((tx) => changePriceIn(p, tx, principal, change))
}

/** {@link changePrice} inside the caller's transaction (a machine type's price set with the type, admin-metal.ts). */
export async function changePriceIn(
  p: Platform,
  tx: DbOrTx,
  principal: Principal,
  change: Change,
): Promise<{ before: PriceList; after: PriceListRow }> {
  await knownCurrency(tx, change.currency)
  const at = effectiveFrom(p, change)
  const base = await baseVersion(tx, at)
  const before = priceListOf(base)
  const { list } = applyPriceChange(before, change)
  const after = await insertPriceVersion(tx, at, list)
  const target = { type: 'price_list', id: String(after.id) }
  await recordAudit(tx, principal, 'price.change', target, before, { ...priceListOf(after), change })
  return { before, after }
}

/**
 * The price list in force now (undefined when the platform has none): its default currency and the price of one
 * unit of `resourceType` in rule set `ruleSet` there, else in DEFAULT (the engine's fallback), as an exact string.
 */
export async function priceNow(
  p: Platform,
  db: DbOrTx,
  ruleSet: string,
  resourceType: string,
): Promise<{ currency: string; price: string } | undefined> {
  const row = await versionAt(db, p.clock())
  if (!row) return undefined
  const list = priceListOf(row)
  const currency = list.default_currency
  const sets = list.currencies[currency]?.rule_sets ?? {}
  const find = (set: string) => sets[set]?.find((r) => r.resource_type === resourceType)
  const rule = find(ruleSet) ?? find(DEFAULT_RULE_SET)
  return { currency, price: rule ? String(rule.price_per_unit) : '0' }
}

/** Every version with its status: past (locked), current (in force now) or scheduled. */
export async function adminPriceLists(p: Platform) {
  const now = p.clock()
  const rows = await listPriceVersions(p.store.db)
  const current = await versionAt(p.store.db, now)
  return rows.map((row) => ({
    ...priceListOf(row),
    effective_from: row.validFrom.toISOString(),
    status:
      row.id === current?.id
        ? ('current' as const)
        : row.validFrom > now
          ? ('scheduled' as const)
          : ('past' as const),
  }))
}

/** A price list version for the admin (see {@link adminPriceLists}). */
export async function adminPriceList(p: Platform, row: PriceListRow) {
  return (await adminPriceLists(p)).find((v) => v.id === row.id)!
}

/** The admin's view of the currencies. */
export async function adminCurrencies(p: Platform): Promise<Currency[]> {
  const db = p.store.db
  const list = priceListOf((await versionAt(db, p.clock())) ?? (await listPriceVersions(db))[0]!)
  const usage = await currencyUsage(db)
  return (await currencyRows(db)).map((row) => toCurrency(row, list, usage.get(row.code) ?? 0))
}

function toCurrency(row: CurrencyRow, list: PriceList, accounts: number): Currency {
  return {
    code: row.code,
    name: row.name,
    exchange_rate: String(row.exchangeRate),
    is_default: row.code === list.default_currency,
    has_prices: list.currencies[row.code] !== undefined,
    billing_account_count: accounts,
    updated_at: warrenTime(row.updatedAt),
  }
}

/**
 * The default currency's rule sets converted at `rate` (exact, to the nano-unit): the prices of a new currency
 * (POST /admin/currencies with `copy_prices`).
 */
export function convertedRuleSets(list: PriceList, rate: string): PriceList['currencies'][string] {
  const source = list.currencies[list.default_currency]?.rule_sets ?? { [DEFAULT_RULE_SET]: [] }
  return {
    rule_sets: Object.fromEntries(
      Object.entries(source).map(([key, rules]) => [
        key,
        rules.map((rule) => ({
          ...rule,
          price_per_unit: multiplyMoney(money(rule.price_per_unit, 'XXX'), rate).amount,
        })),
      ]),
    ),
  }
}

/** The start of the next full hour after now: when a new currency's copied prices apply. */
export function nextHour(p: Platform): Date {
  return new Date(hourStart(p.clock()).getTime() + HOUR)
}

/**
 * Adds a currency; with `copy_prices` it gets the default currency's rule sets converted at its exchange rate,
 * in a new price list version from the next full hour (never the past).
 */
export async function createCurrency(
  p: Platform,
  principal: Principal,
  input: CurrencyCreateInput,
): Promise<void> {
  await p.store.db.transaction(async (tx) => {
    await insertCurrency(tx, { code: input.code, name: input.name, exchangeRate: input.exchange_rate })
    await recordAudit(tx, principal, 'currency.create', { type: 'currency', id: input.code }, null, input)
    if (!input.copy_prices) return
    const at = nextHour(p)
    const base = await versionAt(tx, at)
    if (!base) return
    const list = priceListOf(base)
    if (list.currencies[input.code]) return
    const currencies = { ...list.currencies, [input.code]: convertedRuleSets(list, input.exchange_rate) }
    await insertPriceVersion(tx, at, { ...list, currencies })
  })
}
