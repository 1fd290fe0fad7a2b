import type { Breakpoint } from './AppShell.variants'

/** Minimum widths of the named breakpoints in px (SPEC §2 "Layout behaviour", §9). */
export const breakpointWidths = { md: 1024, sm: 768, xs: 520 } as const

/** Sidebar width limits in px (SPEC §2, §9): 250 to 500, default 330, keyboard step 10. */
export const sidebarLimits = { min: 250, max: 500, default: 330, step: 10 } as const

/**
 * The breakpoint a width falls in: md from 1024 px, sm from 768, xs from 520, xxs below (SPEC §2).
 * A width that is not a number (not measured yet) counts as desktop.
 */
export function breakpointFor(width: number): Breakpoint {
  if (Number.isNaN(width) || width >= breakpointWidths.md) return 'md'
  if (width >= breakpointWidths.sm) return 'sm'
  if (width >= breakpointWidths.xs) return 'xs'
  return 'xxs'
}

/** Below md the shell switches to its simplified mobile layout: no sidebar beside the content. */
export function isMobileBreakpoint(breakpoint: Breakpoint): boolean {
  return breakpoint !== 'md'
}

/** The widest the sidebar may be on a screen of this width: 500 px, and never more than half of it. */
export function maxSidebarWidth(viewportWidth: number): number {
  if (!Number.isFinite(viewportWidth)) return sidebarLimits.max
  return Math.max(0, Math.min(sidebarLimits.max, Math.floor(viewportWidth / 2)))
}

/**
 * A sidebar width the layout can use (SPEC §2): rounded to whole px, between 250 and 500, and at most half the
 * screen. Half the screen wins over the 250 minimum on a screen narrower than 500 px. A width that is not a
 * number (e.g. garbage read from local storage) becomes the default 330.
 */
export function clampSidebarWidth(width: number, viewportWidth: number): number {
  const upper = maxSidebarWidth(viewportWidth)
  const lower = Math.min(sidebarLimits.min, upper)
  const wanted = Number.isFinite(width) ? Math.round(width) : sidebarLimits.default
  return Math.min(upper, Math.max(lower, wanted))
}

/**
 * The sidebar width after a key press on the resize handle, or `null` when the key does not resize:
 * ArrowLeft/ArrowRight move by 10 px, Home and End jump to the minimum and maximum (WAI-ARIA window splitter).
 */
export function sidebarWidthForKey(key: string, width: number, viewportWidth: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return clampSidebarWidth(width - sidebarLimits.step, viewportWidth)
    case 'ArrowRight':
      return clampSidebarWidth(width + sidebarLimits.step, viewportWidth)
    case 'Home':
      return clampSidebarWidth(sidebarLimits.min, viewportWidth)
    case 'End':
      return clampSidebarWidth(sidebarLimits.max, viewportWidth)
    default:
      return null
  }
}
