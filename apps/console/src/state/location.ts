import { atomWithStorage } from 'jotai/utils'
import { CHOSEN_LOCATION_KEY, chosenLocationStorage } from './location-choice'

/**
 * The location the user picked in the top bar (a slug), or null for the platform's default location
 * (API-NOTES §1.1). Remembered across reloads; a slug that no longer exists falls back to the default where
 * it is read (see `useCurrentLocation`).
 */
export const chosenLocationAtom = atomWithStorage<string | null>(
  CHOSEN_LOCATION_KEY,
  null,
  chosenLocationStorage,
  { getOnInit: true },
)
