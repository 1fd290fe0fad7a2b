/**
 * The price of a bare-metal lease (SPEC §3 Pricing BARE_METAL_SERVER): one server per hour at its machine type's
 * rule (`metal:<type>` rule set of the price list, else the DEFAULT rule). An active or provisioning lease is
 * shown at that price; a released one costs nothing. The platform's metering bills the hours a lease was active
 * with the same function.
 */
import { bareMetalHourlyPrice, type PriceResult, type PricingContext } from '../pricing/engine.js'
import { metalRuleSet, type LeaseState } from './schema.js'

/** Hourly price of one server of a machine type (the create form's price, a type card's price). */
export function metalTypeHourlyPrice(typeName: string, ctx: PricingContext): PriceResult {
  return bareMetalHourlyPrice({ rule_set: metalRuleSet(typeName) }, ctx)
}

/** Hourly price of a lease: its machine type's price, zero once released. */
export function metalLeaseHourlyPrice(
  lease: { readonly status: LeaseState; readonly machine_type: { readonly name: string } },
  ctx: PricingContext,
): PriceResult {
  if (lease.status === 'released') {
    const zero = bareMetalHourlyPrice({ price_multipliers: { BARE_METAL_SERVER: 0 } }, ctx)
    return zero
  }
  return metalTypeHourlyPrice(lease.machine_type.name, ctx)
}
