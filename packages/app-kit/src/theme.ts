/**
 * Light, dark or system appearance (issue 18 "Themes"): chosen from the user menu, remembered in local storage
 * (`cirrus.appearance`), and applied by `AppProviders`. `theme-init.mjs` applies the same choice before first paint.
 */
import { useEffect, useState } from 'react'
import { useAtom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import { appearancePreferences, type AppearancePreference } from '@cirrus/design-system'
import { validatedLocalStorage } from './storage'

/** The local-storage key (the same as theme-init.mjs's APPEARANCE_KEY). */
export const APPEARANCE_STORAGE_KEY = 'cirrus.appearance'

function isPreference(value: unknown): value is AppearancePreference {
  return appearancePreferences.some((a) => a === value)
}

/** The chosen appearance; "system" until someone chooses. */
export const appearanceAtom = atomWithStorage<AppearancePreference>(
  APPEARANCE_STORAGE_KEY,
  'system',
  validatedLocalStorage(isPreference),
  { getOnInit: true },
)

/** The chosen appearance and its setter (the user menu's choice). */
export function useAppearance() {
  return useAtom(appearanceAtom)
}

const darkQuery = '(prefers-color-scheme: dark)'

function systemIsDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(darkQuery).matches
    : false
}

/** Light or dark as shown: the choice, or the device's setting for "system" (following its changes). */
export function useResolvedAppearance(choice: AppearancePreference): 'light' | 'dark' {
  const [dark, setDark] = useState(systemIsDark)
  useEffect(() => {
    if (choice !== 'system' || typeof window.matchMedia !== 'function') return
    const query = window.matchMedia(darkQuery)
    const onChange = () => setDark(query.matches)
    onChange()
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [choice])
  const resolved = choice === 'system' ? (dark ? 'dark' : 'light') : choice
  useEffect(() => {
    // Keep what theme-init.js set in step with the choice (the page behind the app, native controls).
    const root = document.documentElement
    root.dataset.appearance = resolved
    root.style.colorScheme = resolved
    root.style.backgroundColor = ''
  }, [resolved])
  return resolved
}
