import type { Money } from '@cirrus/domain'

/**
 * The number the design system's Price component displays. Display only: sums and estimates are computed
 * exactly by the domain (CONTRACTS "Money"); this is the last step before text. `null` stays "unavailable".
 */
export function displayAmount(money: Money | null | undefined): number | null {
  return money ? Number(money.amount) : null
}
