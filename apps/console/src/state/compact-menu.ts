import { atomWithStorage } from 'jotai/utils'
import { validatedLocalStorage } from './storage'

function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean'
}

/** Whether the side nav shows icons only (compact) instead of icons with labels; kept in local storage. */
export const compactMenuAtom = atomWithStorage<boolean>(
  'cirrus.compact-menu',
  false,
  validatedLocalStorage(isBoolean),
  { getOnInit: true },
)
