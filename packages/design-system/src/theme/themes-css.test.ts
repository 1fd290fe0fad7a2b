// The generated Radix Themes stylesheet (issue 17, scripts/themes-css.mjs): current, and cutting only what no
// source uses.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  cutsFor,
  generate,
  importedThemesNames,
  outFile,
  prune,
  sourceFiles,
  utilityProps,
} from '../../scripts/themes-css.mjs'

describe('themes-css', () => {
  const sources = sourceFiles()

  it('the committed src/theme/vendor/radix-themes.css is what the script writes for today’s source', () => {
    // When this fails: node packages/design-system/scripts/themes-css.mjs, then commit the file.
    expect(readFileSync(outFile, 'utf8') === generate(sources)).toBe(true)
  })

  it('keeps every component a source imports and the breakpoints the source names', () => {
    const css = readFileSync(outFile, 'utf8')
    const cuts = cutsFor(sources)
    for (const name of importedThemesNames(sources)) expect(cuts.components).not.toContain(name)
    for (const cls of [
      '.rt-SelectTrigger',
      '.rt-TableRootTable',
      '.rt-DataListRoot',
      '.rt-TabsContent',
      '.rt-BaseTabList',
      '.rt-r-p-4',
    ]) {
      expect(css).toContain(cls)
    }
    expect(css).toContain('.md\\:rt-r-p-4')
    expect(css).not.toMatch(/\.rt-Inset(?![a-z])/)
    // NumberSlider draws Radix's Slider primitive with Themes' classes: spelled, so kept.
    expect(css).toContain('.rt-SliderRoot')
    expect(css).not.toContain('.xl\\:rt-r-')
  })

  it('a component, breakpoint or layout prop that a source starts to use is kept again', () => {
    const before = cutsFor([])
    expect(before.components).toContain('Slider')
    expect(before.breakpoints).toContain('xl')
    expect(before.utilities).toContain('rt-r-gcs')
    const after = cutsFor([
      "import { Slider, Box } from '@radix-ui/themes'\n<Box gridColumnStart=\"2\" p={{ initial: '1', xl: '3' }} />",
    ])
    expect(after.components).not.toContain('Slider')
    expect(after.breakpoints).not.toContain('xl')
    expect(after.utilities).not.toContain('rt-r-gcs')
    expect(cutsFor(['<div className="rt-InsetRoot" />']).components).not.toContain('Inset')
  })

  it('reads the utility families from Themes’ prop definitions', () => {
    expect([...(utilityProps().get('rt-r-gcs') ?? [])]).toEqual(['gridColumnStart'])
    expect([...(utilityProps().get('rt-r-p') ?? [])]).toEqual(['p'])
  })

  it('drops a rule only when each of its selectors names a cut class, and empty at-rules with it', () => {
    const css = [
      '.rt-SliderRoot { color: red }',
      '.rt-SliderThumb, .rt-BaseButton { color: blue }',
      '.rt-Sliders { color: green }',
      '.rt-r-gcs-2 { grid-column-start: 2 }',
      '.rt-r-gc-2 { grid-column: 2 }',
      '@media (min-width: 1640px) { .xl\\:rt-r-p-3 { padding: 0 } }',
      '@media (min-width: 1024px) { .md\\:rt-r-gcs-2 { grid-column-start: 2 } .md\\:rt-r-p-3 { padding: 0 } }',
      '@keyframes rt-slider { from { opacity: 0 } }',
      ':where(.rt-BaseTab[data-state], .rt-SliderLink) .rt-Inner { font-weight: 500 }',
      ':where(.rt-SliderA, :is(.rt-SliderB, .rt-SliderC)) .rt-Gone { color: red }',
      '.rt-Kept:not(.rt-SliderRoot) { color: teal }',
    ].join('\n')
    const out = prune(css, { stems: ['Slider'], breakpoints: ['xl'], utilities: ['rt-r-gcs'] })
    expect(out).not.toContain('.rt-SliderRoot {')
    expect(out).toContain('.rt-BaseButton { color: blue }')
    expect(out).not.toContain('.rt-SliderThumb')
    expect(out).toContain('.rt-Sliders')
    expect(out).not.toContain('.rt-r-gcs-2 {')
    expect(out).toContain('.rt-r-gc-2')
    expect(out).not.toContain('1640px')
    expect(out).not.toContain('md\\:rt-r-gcs-2')
    expect(out).toContain('.md\\:rt-r-p-3')
    expect(out).toContain('@keyframes rt-slider')
    // One alternative of a :where() list left is enough; a cut class under :not() never kills a rule.
    expect(out).toContain('.rt-Inner { font-weight: 500 }')
    expect(out).not.toContain('.rt-Gone')
    expect(out).toContain('.rt-Kept:not(.rt-SliderRoot)')
  })
})
