/** What every pricing function takes and gives (pricing/engine.ts): the context, results and warnings. */
import { type Money } from './money.js'
import { type PriceList } from './schema.js'

/** Why a price could not be computed. */
export type PriceWarningCode =
  'missing-price-list' | 'missing-currency' | 'missing-rule-set' | 'missing-rule' | 'invalid-resource'

/** A problem met while pricing, returned as a value (and sent to the optional logger). */
export type PriceWarning = {
  code: PriceWarningCode
  /** For people and logs, e.g. "Missing price rules for currency IDR". */
  message: string
  currency?: string
  ruleSet?: string
  resourceType?: string
}

/** Where warnings go besides the returned value; `console` fits. */
export type PriceLogger = { warn: (message: string) => void }

/** What every pricing function needs: the current price list, the currency to price in and a logger. */
export type PricingContext = {
  /** `GET /pricing/list/current`; `null`/`undefined` while it is not loaded or failed to load. */
  list: PriceList | null | undefined
  /** ISO 4217 code. @default the list's `default_currency` */
  currency?: string
  /** Receives each warning's message once per call. */
  logger?: PriceLogger
}

/** A single price: `null` (with at least one warning) when it cannot be computed. */
export type PriceResult = { price: Money | null; warnings: PriceWarning[] }

/** A price range (managed services scale between a minimum and a maximum worker count, SPEC.md §9). */
export type PriceRangeResult = { min: Money | null; max: Money | null; warnings: PriceWarning[] }
