/** Price rules resolved for one currency and rule set, and the tier a quantity falls in (SPEC.md §3 Pricing). */
import { compareRatio, toNanos, toRatio, type Ratio } from './money.js'
import { DEFAULT_RULE_SET, type PriceList, type PriceRule } from './schema.js'
import { type PriceWarning } from './context.js'

/** One tier of a resource type, with its threshold and exact unit price. */
export type PriceTier = {
  /** Threshold: `num_cpus_from ?? gigabytes_from ?? 0`. */
  from: number
  /** Hourly unit price in nano-units. */
  nanos: bigint
  rule: PriceRule
}

/** The rules that apply for one currency and rule set, tiers sorted by threshold. */
export type ResolvedRules = {
  /** False when the list, the currency or its DEFAULT rule set is missing: every price is then unavailable. */
  ok: boolean
  currency: string
  ruleSet: string
  tiers: ReadonlyMap<string, readonly PriceTier[]>
  warnings: PriceWarning[]
}

/**
 * The tiers of each rule list, kept per list object (issue 17): every price of a page of VMs resolves the same
 * rules, and parsing each rule's decimal price (`toNanos`) for each VM was the main cost of drawing a big list. A
 * memo of a pure function on an immutable input (a parsed price list): the answer is the same with or without it.
 */
const parsedTiers = new WeakMap<readonly PriceRule[], ReadonlyMap<string, PriceTier[]>>()

/** The tiers of `rules` by resource type (a new map each call: `resolveRules` overrides types in it). */
function tiersOf(rules: readonly PriceRule[]): Map<string, PriceTier[]> {
  let parsed = parsedTiers.get(rules)
  if (!parsed) parsedTiers.set(rules, (parsed = parseTiers(rules)))
  return new Map(parsed)
}

function parseTiers(rules: readonly PriceRule[]): Map<string, PriceTier[]> {
  const byType = new Map<string, PriceTier[]>()
  for (const rule of rules) {
    const from = rule.num_cpus_from ?? rule.gigabytes_from ?? 0
    const tiers = byType.get(rule.resource_type) ?? []
    // Two rules with the same threshold are ambiguous; the first in the list wins, deterministically.
    if (!tiers.some((t) => t.from === from)) tiers.push({ from, nanos: toNanos(rule.price_per_unit), rule })
    byType.set(rule.resource_type, tiers)
  }
  for (const tiers of byType.values()) tiers.sort((a, b) => a.from - b.from)
  return byType
}

/**
 * The rules for a currency and rule set. A rule set other than DEFAULT (e.g. a designated pool uuid) overrides
 * DEFAULT resource type by resource type: if it prices a type at all, all of that type's tiers come from it
 * (API-NOTES §2.2). A named rule set that does not exist is not an error — most pools have no own prices — and
 * falls back to DEFAULT. A missing list, currency or DEFAULT gives a warning and an empty default (SPEC.md §8).
 */
export function resolveRules(
  list: PriceList | null | undefined,
  currency?: string,
  ruleSet: string = DEFAULT_RULE_SET,
): ResolvedRules {
  const code = currency ?? list?.default_currency ?? ''
  const empty = (warning: PriceWarning): ResolvedRules => ({
    ok: false,
    currency: code,
    ruleSet,
    tiers: new Map(),
    warnings: [warning],
  })
  if (!list) return empty({ code: 'missing-price-list', message: 'No price list is available' })
  const prices = list.currencies[code]
  if (!prices) {
    return empty({
      code: 'missing-currency',
      message: `Missing price rules for currency ${code}`,
      currency: code,
    })
  }
  const base = prices.rule_sets[DEFAULT_RULE_SET]
  if (!base) {
    return empty({
      code: 'missing-rule-set',
      message: `Missing price rule set ${DEFAULT_RULE_SET} for currency ${code}`,
      currency: code,
      ruleSet: DEFAULT_RULE_SET,
    })
  }
  const tiers = tiersOf(base)
  const override = ruleSet === DEFAULT_RULE_SET ? undefined : prices.rule_sets[ruleSet]
  if (override) for (const [type, typeTiers] of tiersOf(override)) tiers.set(type, typeTiers)
  return { ok: true, currency: code, ruleSet, tiers, warnings: [] }
}

/**
 * The tier that applies to a quantity: the highest tier whose threshold is not above the quantity (SPEC.md §9).
 * The unit price of that tier applies to the whole quantity (volume pricing, Warren's "Gradual" model: "the unit
 * price depends on how many units are bought", API-NOTES §2.1). A quantity below every threshold takes the
 * lowest tier, so a 256 MB VM is priced rather than shown as free. Returns undefined for no tiers.
 */
export function selectTier(tiers: readonly PriceTier[], quantity: number | Ratio): PriceTier | undefined {
  const q = typeof quantity === 'number' ? toRatio(quantity) : quantity
  let chosen: PriceTier | undefined
  let lowest: PriceTier | undefined
  for (const tier of tiers) {
    if (!lowest || tier.from < lowest.from) lowest = tier
    const applies = compareRatio(toRatio(tier.from), q) <= 0
    if (applies && (!chosen || tier.from > chosen.from)) chosen = tier
  }
  return chosen ?? lowest
}
