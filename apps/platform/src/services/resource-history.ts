/**
 * Reading the history of billable resources (store/resource-history.ts, schema `resource_history`, written by the triggers of migration
 * 0004): which states each resource had during an hour. Meter sources price an hour from these states, never
 * from the resource tables' current rows, so a resource resized, stopped or deleted since is billed as it was.
 */
import type { Money } from '@cirrus/domain'
import { compareMoney } from '@cirrus/domain'
import { oldestStateStart, statesOverlapping, type ResourceState } from '../store/resource-history.js'
import type { DbOrTx } from '../store/store.js'

export type { ResourceState }

/** An hour `[start, end)`. */
export type Hour = { start: Date; end: Date }

/**
 * The states of the given kinds that overlap the hour (zero-length states, replaced at the instant they began,
 * do not count), grouped by kind then resource uuid, each resource's states oldest first.
 */
export async function statesDuring(
  db: DbOrTx,
  kinds: readonly string[],
  hour: Hour,
): Promise<Map<string, Map<string, ResourceState[]>>> {
  const rows = await statesOverlapping(db, kinds, hour.start, hour.end)
  const byKind = new Map<string, Map<string, ResourceState[]>>(kinds.map((k) => [k, new Map()]))
  for (const row of rows) {
    const resources = byKind.get(row.kind)!
    const states = resources.get(row.uuid)
    if (states) states.push(row)
    else resources.set(row.uuid, [row])
  }
  return byKind
}

/**
 * The partial-hour rule: a resource that existed at any moment of an hour pays the whole hour, at the most
 * expensive of the states it had during that hour (the latest of equal ones). Null when no state has a price.
 */
export function priciest<S>(states: readonly S[], price: (state: S) => Money | null) {
  let best: { state: S; price: Money | null } = { state: states.at(-1)!, price: null }
  for (const state of states) {
    const p = price(state)
    if (p && (best.price === null || compareMoney(p, best.price) >= 0)) best = { state, price: p }
  }
  return best
}

/** The hour the oldest state begins (where a fresh platform starts metering), or null when there is none. */
export function firstStateStart(db: DbOrTx): Promise<Date | null> {
  return oldestStateStart(db)
}
