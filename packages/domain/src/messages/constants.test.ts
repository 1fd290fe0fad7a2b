import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { breakpointFor, clampSidebarWidth, constants } from './constants.js'

describe('constants of SPEC §9', () => {
  it.each([
    ['toasts.max', 5],
    ['toasts.position', 'top-right'],
    ['toasts.progressLifetimeMs', 180_000],
    ['router.pendingMs', 1000],
    ['router.pendingMinMs', 500],
    ['router.preloadDelayMs', 50],
    ['router.cacheLifeMs', 300_000],
    ['router.preloadStaleMs', 30_000],
    ['router.scrollSaveThrottleMs', 100],
    ['sidebar.minWidth', 250],
    ['sidebar.maxWidth', 500],
    ['sidebar.defaultWidth', 330],
    ['sidebar.maxScreenFraction', 0.5],
    ['breakpoints.md', 1024],
    ['breakpoints.sm', 768],
    ['breakpoints.xs', 520],
    ['viewAllRows', 10],
    ['sectionPreloadMs', 2000],
    ['blobUrlSweepMs', 60_000],
    ['locale', 'en-GB'],
    ['defaultRuleSet', 'DEFAULT'],
    ['notFoundIdLimit', 30],
  ])('%s is %s', (path, value) => {
    const found = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], constants)
    expect(found).toBe(value)
  })

  it('the progress lifetime is 5 base units', () => {
    expect(constants.baseTimeUnitMs * 5).toBe(constants.toasts.progressLifetimeMs)
    expect(constants.prefetchSubscribedMs).toEqual({
      short: constants.baseTimeUnitMs * 1.5,
      long: constants.baseTimeUnitMs * 15,
    })
  })
})

describe('breakpoints: 1024 md, 768 sm, 520 xs, below that xxs', () => {
  it.each([
    [1440, 'md'],
    [1024, 'md'],
    [1023, 'sm'],
    [768, 'sm'],
    [767, 'xs'],
    [520, 'xs'],
    [519, 'xxs'],
    [320, 'xxs'],
  ])('%i px is %s', (width, name) => {
    expect(breakpointFor(width)).toBe(name)
  })
})

describe('sidebar width: 250 to 500 px, at most half the screen', () => {
  it.each([
    [330, 1920, 330],
    [100, 1920, 250],
    [900, 1920, 500],
    [450, 800, 400], // half of 800
    [300, 400, 200], // half the screen wins over the minimum
    [Number.NaN, 1920, 330],
  ])('%d on a %d px screen is %d', (width, screen, expected) => {
    expect(clampSidebarWidth(width, screen)).toBe(expected)
  })

  it('always stays within the limits', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), fc.integer({ min: 0, max: 8000 }), (width, screen) => {
        const result = clampSidebarWidth(width, screen)
        expect(result).toBeLessThanOrEqual(Math.min(500, screen / 2))
        expect(result).toBeGreaterThanOrEqual(Math.min(250, Math.floor(screen / 2)))
      }),
    )
  })
})
