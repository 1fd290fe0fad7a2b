import { atomWithStorage } from 'jotai/utils'
import { constants } from '@cirrus/domain'
import { validatedLocalStorage } from './storage'

/** The local-storage key of the sidebar width (SPEC §2: "saved in local storage"). */
export const SIDEBAR_WIDTH_KEY = 'cirrus.sidebar-width'

/** Default sidebar width in px (SPEC §2, §9). */
export const SIDEBAR_DEFAULT_WIDTH: number = constants.sidebar.defaultWidth

function isWidth(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
}

/**
 * The sidebar width the user chose, kept in local storage. The AppShell clamps it to 250–500 px and at most
 * half the screen when it lays out (SPEC §9); the stored value is what the user dragged to, so widening the
 * window gives the width back.
 */
export const sidebarWidthAtom = atomWithStorage<number>(
  SIDEBAR_WIDTH_KEY,
  SIDEBAR_DEFAULT_WIDTH,
  validatedLocalStorage(isWidth),
  { getOnInit: true },
)
