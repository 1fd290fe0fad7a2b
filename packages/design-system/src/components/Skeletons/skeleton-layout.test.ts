import { describe, expect, it } from 'vitest'
import { skeletonCellWidth, skeletonLineWidths } from './skeleton-layout'

describe('skeletonLineWidths', () => {
  it('gives one width per line with a short last line', () => {
    expect(skeletonLineWidths(3)).toEqual(['100%', '94%', '60%'])
  })

  it('keeps a single line full width', () => {
    expect(skeletonLineWidths(1)).toEqual(['100%'])
  })

  it('cycles the ragged edge on long paragraphs', () => {
    const widths = skeletonLineWidths(7)
    expect(widths).toHaveLength(7)
    expect(widths[4]).toBe(widths[0])
    expect(widths.at(-1)).toBe('60%')
  })

  it('draws nothing for zero, negative or fractional counts below one', () => {
    expect(skeletonLineWidths(0)).toEqual([])
    expect(skeletonLineWidths(-2)).toEqual([])
    expect(skeletonLineWidths(0.5)).toEqual([])
  })

  it('is the same on every call (screenshots depend on it)', () => {
    expect(skeletonLineWidths(5)).toEqual(skeletonLineWidths(5))
  })
})

describe('skeletonCellWidth', () => {
  it('makes the last column a short price cell', () => {
    expect(skeletonCellWidth(0, 3, 4)).toBe('48px')
    expect(skeletonCellWidth(5, 3, 4)).toBe('48px')
  })

  it('varies the name column by row', () => {
    expect(skeletonCellWidth(0, 0, 4)).not.toBe(skeletonCellWidth(1, 0, 4))
  })
})
