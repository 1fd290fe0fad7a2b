import { useSyncExternalStore } from 'react'
import { constants } from '@cirrus/domain'

/** The md breakpoint in px: below it the console uses its mobile layout (SPEC §2 Layout behaviour, §9). */
export const MOBILE_BELOW_PX: number = constants.breakpoints.md

const QUERY = `(max-width: ${MOBILE_BELOW_PX - 0.02}px)`

/** True when the viewport is narrower than md, read now (loaders use this; components use the hook). */
export function isMobileViewport(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY).matches
    : false
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {}
  const media = window.matchMedia(QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

/** Follows whether the viewport is below the md breakpoint (SPEC §2: a simplified layout on mobile). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileViewport, () => false)
}
