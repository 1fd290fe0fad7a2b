/**
 * The admin menu's mode (compact or expanded) and its folded groups, kept in local storage (SPEC §2 "Admin app":
 * "collapsible groups and a compact mode saved in local storage").
 */
import { atomWithStorage } from 'jotai/utils'
import { validatedLocalStorage } from '@cirrus/app-kit'
import { sideNavModes, type SideNavMode } from '@cirrus/design-system'

/** The local-storage key of the menu mode. */
export const MENU_MODE_KEY = 'cirrus.admin.menu-mode'
/** The local-storage key of the folded groups. */
export const MENU_COLLAPSED_KEY = 'cirrus.admin.menu-collapsed'

const isMode = (value: unknown): value is SideNavMode =>
  typeof value === 'string' && (sideNavModes as readonly string[]).includes(value)

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= 50 && value.every((v) => typeof v === 'string')

/** Compact (icons) or expanded (icons and labels); expanded by default, so a newcomer reads the groups. */
export const menuModeAtom = atomWithStorage<SideNavMode>(
  MENU_MODE_KEY,
  'expanded',
  validatedLocalStorage(isMode),
  { getOnInit: true },
)

/** The ids of the folded groups; none by default. */
export const menuCollapsedAtom = atomWithStorage<string[]>(
  MENU_COLLAPSED_KEY,
  [],
  validatedLocalStorage(isIdList),
  { getOnInit: true },
)
