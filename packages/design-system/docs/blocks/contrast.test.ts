import { describe, expect, it } from 'vitest'
import { contrastLevel, contrastRatio, formatRatio, parseRgb, relativeLuminance } from './contrast'

describe('WCAG contrast', () => {
  it('gives black on white 21:1 and a colour on itself 1:1', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5)
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5)
    expect(contrastRatio([120, 50, 200], [120, 50, 200])).toBe(1)
  })

  it('matches the WCAG luminance of a mid grey and a known pair', () => {
    expect(relativeLuminance([119, 119, 119])).toBeCloseTo(0.1845, 3)
    // #767676 on white is the classic 4.54:1, just AA.
    expect(formatRatio(contrastRatio([118, 118, 118], [255, 255, 255]))).toBe('4.54:1')
  })

  it('names the level a ratio reaches, never rounding a failing ratio up', () => {
    expect(contrastLevel(7)).toBe('AAA')
    expect(contrastLevel(4.5)).toBe('AA')
    expect(contrastLevel(4.49)).toBe('AA large')
    expect(contrastLevel(2.99)).toBe('fail')
    expect(formatRatio(4.499)).toBe('4.49:1')
  })

  it('parses the computed colour syntaxes', () => {
    expect(parseRgb('rgb(1, 2, 3)')).toEqual([1, 2, 3])
    expect(parseRgb('rgba(10, 20, 30, 0.5)')).toEqual([10, 20, 30])
    expect(parseRgb('rgb(10 20 30 / 50%)')).toEqual([10, 20, 30])
    expect(parseRgb('color(display-p3 1 0 0)')).toBeNull()
  })
})
