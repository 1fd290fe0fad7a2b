/**
 * One price calculation (pricing/engine.ts): collects warnings and prices parts exactly; `priceOf` (one resource
 * type) and `totalHourlyPrice` (many prices) on top of it.
 */
import { divRound, fromNanos, toNanos, toRatio, type Money, type Ratio } from './money.js'
import { DEFAULT_RULE_SET, type ResourceType } from './schema.js'
import { type PriceResult, type PriceWarning, type PricingContext } from './context.js'
import { multiplierFor, normaliseMultipliers, type PriceMultipliers } from './multipliers.js'
import { type ResolvedRules, resolveRules, selectTier } from './tiers.js'

/** One calculation: the rules and multipliers it prices with, and the warnings it met. */
export class Calc {
  readonly warnings: PriceWarning[] = []
  readonly rules: ResolvedRules
  readonly multipliers: Map<string, Ratio>

  constructor(ctx: PricingContext, ruleSet: string | null | undefined, multipliers: PriceMultipliers) {
    this.rules = resolveRules(ctx.list, ctx.currency, ruleSet || DEFAULT_RULE_SET)
    this.multipliers = normaliseMultipliers(multipliers)
    for (const w of this.rules.warnings) this.warn(w)
  }

  warn(warning: PriceWarning): void {
    if (!this.warnings.some((w) => w.message === warning.message)) this.warnings.push(warning)
  }

  /**
   * Price of `quantity` units. `types` is the rule lookup chain (first priced type wins) and also the multiplier
   * lookup chain. A zero quantity or a zero multiplier is an exact zero without needing a rule.
   */
  part(types: readonly string[], quantity: Ratio, billed = true): bigint | null {
    if (!billed || quantity.num === 0n) return 0n
    const factor = multiplierFor(this.multipliers, types)
    if (factor.num === 0n) return 0n
    const tiers = types.map((t) => this.rules.tiers.get(t)).find((t) => t && t.length > 0)
    const tier = tiers && selectTier(tiers, quantity)
    if (!tier) {
      if (this.rules.ok) {
        const { currency, ruleSet } = this.rules
        this.warn({
          code: 'missing-rule',
          message: `Missing price rule ${types[0]} for currency ${currency} (rule set ${ruleSet})`,
          currency,
          ruleSet,
          resourceType: types[0],
        })
      }
      return null
    }
    return divRound(tier.nanos * quantity.num * factor.num, quantity.den * factor.den)
  }

  money(nanos: bigint | null): Money | null {
    return nanos === null || !this.rules.ok ? null : fromNanos(nanos, this.rules.currency)
  }

  finish<T extends { warnings: PriceWarning[] }>(ctx: PricingContext, result: Omit<T, 'warnings'>): T {
    for (const w of this.warnings) ctx.logger?.warn(w.message)
    return { ...result, warnings: this.warnings } as T
  }
}

/** The exact sum, or `null` when any part is unavailable. */
export function sumNanos(values: readonly (bigint | null)[]): bigint | null {
  let total = 0n
  for (const v of values) {
    if (v === null) return null
    total += v
  }
  return total
}

/** A count as an exact ratio. */
export const count = (n: number): Ratio => toRatio(n)

/** Options of {@link priceOf}. */
export type PriceOfOptions = { ruleSet?: string | null; multipliers?: PriceMultipliers }

/**
 * Hourly price of `quantity` units of one resource type (vCPUs, GB, IPs, …), with tiers, rule set override and
 * multipliers applied: the building block for create forms ("this VM will cost …") and metering lines.
 */
export function priceOf(
  ctx: PricingContext,
  resourceType: ResourceType,
  quantity: number,
  options: PriceOfOptions = {},
): PriceResult {
  const calc = new Calc(ctx, options.ruleSet, options.multipliers)
  return calc.finish<PriceResult>(ctx, { price: calc.money(calc.part([resourceType], toRatio(quantity))) })
}

/**
 * Exact total of many hourly prices of one currency (a list page footer, a dashboard card, a metering run):
 * `null` when any is unavailable, so a partial sum is never presented as the whole.
 */
export function totalHourlyPrice(prices: readonly (Money | null)[], currency: string): Money | null {
  let total = 0n
  for (const price of prices) {
    if (price === null) return null
    if (price.currency !== currency) throw new TypeError(`Cannot combine ${price.currency} with ${currency}`)
    total += toNanos(price)
  }
  return fromNanos(total, currency)
}
