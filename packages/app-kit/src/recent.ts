/** The command palette's recent items (issue 18): ids of what was last opened, most recent first, remembered. */
import { atomWithStorage } from 'jotai/utils'
import { validatedLocalStorage } from './storage'

function isIdList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string')
}

/** Ids of the palette's recently chosen entries (`pushRecent` from the domain keeps it short). */
export const recentPaletteAtom = atomWithStorage<string[]>(
  'cirrus.palette.recent',
  [],
  validatedLocalStorage(isIdList),
  { getOnInit: true },
)
