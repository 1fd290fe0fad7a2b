/**
 * Where the location picked in the top bar is remembered, without jotai's atoms: the compute list's loader reads
 * it on first load (issue 17), `chosenLocationAtom` (location.ts) keeps it for the screens.
 */
import { validatedLocalStorage } from './storage'

function isSlugOrNull(value: unknown): value is string | null {
  return value === null || (typeof value === 'string' && value.length > 0)
}

export const CHOSEN_LOCATION_KEY = 'cirrus.location'
export const chosenLocationStorage = validatedLocalStorage(isSlugOrNull)

/** The remembered choice outside React: a route loader starts the first list before any screen renders. */
export function readChosenLocation(): string | null {
  return chosenLocationStorage.getItem(CHOSEN_LOCATION_KEY, null)
}
