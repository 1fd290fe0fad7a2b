import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  breakpointFor,
  clampSidebarWidth,
  isMobileBreakpoint,
  maxSidebarWidth,
  sidebarWidthForKey,
} from './layout'

describe('breakpointFor', () => {
  it.each([
    [1920, 'md'],
    [1024, 'md'],
    [1023, 'sm'],
    [768, 'sm'],
    [767, 'xs'],
    [520, 'xs'],
    [519, 'xxs'],
    [320, 'xxs'],
    [0, 'xxs'],
  ] as const)('%i px is %s', (width, expected) => {
    expect(breakpointFor(width)).toBe(expected)
  })

  it('treats an unmeasured width as desktop', () => {
    expect(breakpointFor(Number.NaN)).toBe('md')
  })

  it('uses the mobile layout below md only', () => {
    expect(isMobileBreakpoint('md')).toBe(false)
    expect(['sm', 'xs', 'xxs'].map((b) => isMobileBreakpoint(b as 'sm'))).toEqual([true, true, true])
  })
})

describe('clampSidebarWidth', () => {
  it('keeps a width inside 250–500 on a wide screen', () => {
    expect(clampSidebarWidth(330, 1440)).toBe(330)
    expect(clampSidebarWidth(100, 1440)).toBe(250)
    expect(clampSidebarWidth(900, 1440)).toBe(500)
  })

  it('never exceeds half the screen', () => {
    expect(clampSidebarWidth(500, 900)).toBe(450)
    expect(clampSidebarWidth(480, 961)).toBe(480)
    expect(maxSidebarWidth(700)).toBe(350)
  })

  it('lets half the screen win over the minimum on a tiny screen', () => {
    expect(clampSidebarWidth(330, 400)).toBe(200)
  })

  it('rounds to whole pixels', () => {
    expect(clampSidebarWidth(333.6, 1440)).toBe(334)
  })

  it('turns a width that is not a number into the default', () => {
    expect(clampSidebarWidth(Number.NaN, 1440)).toBe(330)
    expect(clampSidebarWidth(Number.POSITIVE_INFINITY, 1440)).toBe(330)
  })

  it('uses the 500 px limit when the screen is not measured', () => {
    expect(clampSidebarWidth(800, Number.NaN)).toBe(500)
  })

  it('always returns a width within the limits (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
        fc.integer({ min: 500, max: 8000 }),
        (w, vw) => {
          const out = clampSidebarWidth(w, vw)
          return out >= 250 && out <= 500 && out <= vw / 2 && Number.isInteger(out)
        },
      ),
    )
  })
})

describe('sidebarWidthForKey', () => {
  it('moves by 10 px with the arrow keys', () => {
    expect(sidebarWidthForKey('ArrowRight', 330, 1440)).toBe(340)
    expect(sidebarWidthForKey('ArrowLeft', 330, 1440)).toBe(320)
  })

  it('stops at the limits', () => {
    expect(sidebarWidthForKey('ArrowRight', 495, 1440)).toBe(500)
    expect(sidebarWidthForKey('ArrowLeft', 255, 1440)).toBe(250)
  })

  it('jumps to the minimum and maximum with Home and End', () => {
    expect(sidebarWidthForKey('Home', 400, 1440)).toBe(250)
    expect(sidebarWidthForKey('End', 300, 1440)).toBe(500)
    expect(sidebarWidthForKey('End', 300, 960)).toBe(480)
  })

  it('ignores other keys', () => {
    expect(sidebarWidthForKey('ArrowUp', 330, 1440)).toBeNull()
    expect(sidebarWidthForKey('a', 330, 1440)).toBeNull()
  })
})
