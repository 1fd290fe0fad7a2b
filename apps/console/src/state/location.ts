import { atomWithStorage } from 'jotai/utils'
import { validatedLocalStorage } from './storage'

function isSlugOrNull(value: unknown): value is string | null {
  return value === null || (typeof value === 'string' && value.length > 0)
}

/**
 * The location the user picked in the top bar (a slug), or null for the platform's default location
 * (API-NOTES §1.1). Remembered across reloads; a slug that no longer exists falls back to the default where
 * it is read (see `useCurrentLocation`).
 */
export const chosenLocationAtom = atomWithStorage<string | null>(
  'cirrus.location',
  null,
  validatedLocalStorage(isSlugOrNull),
  { getOnInit: true },
)
