import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { columnHideBelow, hideBelowWidth, hidesColumns } from './column-visibility'
import { columnHideBreakpoints } from './DataTable.variants'

describe('columnHideBelow', () => {
  it('is the column’s own breakpoint for a secondary column', () => {
    expect(columnHideBelow({ hideBelow: 'xs' })).toBe('xs')
    expect(columnHideBelow({ primary: false, hideBelow: 'md' })).toBe('md')
  })

  it('never hides the primary column, whatever it asks', () => {
    expect(columnHideBelow({ primary: true, hideBelow: 'sm' })).toBeUndefined()
  })

  it('never hides a column without the option', () => {
    expect(columnHideBelow({})).toBeUndefined()
  })
})

describe('hidesColumns', () => {
  it('is true when a secondary column can hide', () => {
    expect(hidesColumns([{ primary: true }, {}, { hideBelow: 'xs' }])).toBe(true)
  })

  it('is false when none can, a primary column asking to hide included', () => {
    expect(hidesColumns([{ primary: true, hideBelow: 'xs' }, {}])).toBe(false)
    expect(hidesColumns([])).toBe(false)
  })
})

describe('hideBelowWidth', () => {
  it('is the breakpoint’s minimum width (SPEC §2: md 1024, sm 768, xs 520)', () => {
    expect(columnHideBreakpoints.map(hideBelowWidth)).toEqual([1024, 768, 520])
  })
})

describe('DataTable.module.css container queries', () => {
  const css = readFileSync(new URL('./DataTable.module.css', import.meta.url), 'utf8')
  /** Every `@container (width < Npx) { … [data-hide-below='bp'] … }` rule as [bp, N]. */
  const rules = [
    ...css.matchAll(/@container \(width < (\d+)px\) \{[^{]*\[data-hide-below='(\w+)'\][^}]*\}\s*\}/g),
  ].map((m) => [m[2], Number(m[1])])

  it('hide each breakpoint’s columns below that breakpoint’s width, and nothing else', () => {
    expect(rules).toEqual(columnHideBreakpoints.map((bp) => [bp, hideBelowWidth(bp)]))
  })

  it('hide with display: none, which takes the cells out of the accessibility tree', () => {
    expect(css.match(/\[data-hide-below='\w+'\] \{\s*display: none;\s*\}/g)).toHaveLength(3)
  })
})
