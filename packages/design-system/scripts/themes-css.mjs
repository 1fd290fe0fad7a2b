#!/usr/bin/env node
// Radix Themes' component and utility CSS, less what Cirrus never renders (issue 17: first-load CSS ≤ 60 kB gzip).
//   node scripts/themes-css.mjs          writes src/theme/vendor/radix-themes.css (committed; styles.css imports it)
//   node scripts/themes-css.mjs --check  exits 1 when the committed file is not what the script writes
// Deterministic: the output depends only on @radix-ui/themes' components.css and utilities.css (its pinned
// version) and on the source of the apps and packages (git ls-files). Three cuts, each on whole rules:
//   1. the components no source imports from '@radix-ui/themes' nor names by class (UNUSED_COMPONENTS, `.rt-Inset…`);
//   2. the responsive prop classes of a breakpoint no source names (`xl: '…'` in a responsive object);
//   3. the utility families (`.rt-r-gcs-…`, Box's gridColumnStart) of a layout prop no source spells as a JSX
//      attribute or object key (`gridColumnStart=` / `gridColumnStart:`), read from Themes' own prop definitions.
// A new design that uses one of them: use it, run the script, commit the file (themes-css.test.ts says so).
import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const pkgDir = path.resolve(here, '..')
const repo = path.resolve(pkgDir, '../..')
const require = createRequire(path.join(pkgDir, 'package.json'))
const postcss = require('postcss')
const themesDir = path.dirname(require.resolve('@radix-ui/themes/package.json'))
export const outFile = path.join(pkgDir, 'src/theme/vendor/radix-themes.css')

/** Themes components (their CSS class stems) that no Cirrus source imports; checked by themes-css.test.ts. */
export const UNUSED_COMPONENTS = {
  Blockquote: ['Blockquote'],
  CheckboxCards: ['CheckboxCards', 'CheckboxCard'],
  CheckboxGroup: ['CheckboxGroup'],
  Container: ['Container'],
  ContextMenu: ['ContextMenu'],
  Em: ['Em'],
  HoverCard: ['HoverCard'],
  Inset: ['Inset'],
  Quote: ['Quote'],
  RadioCards: ['RadioCards'],
  Section: ['Section'],
  Separator: ['Separator'],
  Slider: ['Slider'],
  TabNav: ['TabNav'],
  ThemePanel: ['ThemePanel'],
}

/** Themes' breakpoints as its compiled CSS spells them (`@media (min-width: 1640px) { .xl\:rt-r-… }`). */
const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl']

/** The source the scan reads: every TypeScript file git tracks in the apps and packages, stories and tests included. */
export function sourceFiles() {
  const out = execFileSync(
    'git',
    ['ls-files', 'apps/*.ts', 'apps/*.tsx', 'packages/*.ts', 'packages/*.tsx'],
    {
      cwd: repo,
      encoding: 'utf8',
    },
  )
  return (
    out
      .split('\n')
      // Its own test spells unused components and props on purpose.
      .filter((f) => f && !f.endsWith('/themes-css.test.ts'))
      .map((f) => readFileSync(path.join(repo, f), 'utf8'))
  )
}

/** The names imported from '@radix-ui/themes' anywhere in the source. */
export function importedThemesNames(sources) {
  const names = new Set()
  for (const src of sources) {
    for (const m of src.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@radix-ui\/themes'/g)) {
      for (const part of m[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .replace(/\s+as\s+.*/s, '')
        if (name) names.add(name)
      }
    }
  }
  return names
}

/** Themes' responsive/layout prop definitions: utility class prefix (`rt-r-gcs`) → prop names (`gridColumnStart`). */
export function utilityProps() {
  const files = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(p)
      else if (/\.props?\.js$/.test(entry.name)) files.push(p)
    }
  }
  walk(path.join(themesDir, 'dist/esm'))
  const byClass = new Map()
  for (const file of files.sort()) {
    const code = readFileSync(file, 'utf8')
    for (const m of code.matchAll(/([A-Za-z$_][\w$]*)\s*:\s*\{[^{}]*?className\s*:\s*"(rt-r-[a-z-]+)"/g)) {
      const [, prop, cls] = m
      if (!byClass.has(cls)) byClass.set(cls, new Set())
      byClass.get(cls).add(prop)
    }
  }
  return byClass
}

/** Themes' own components (not their prop definitions): a prop they set internally keeps its utility family. */
function themesComponentSources() {
  const dir = path.join(themesDir, 'dist/esm/components')
  const out = []
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name)
      if (entry.isDirectory()) walk(p)
      else if (entry.name.endsWith('.js') && !/\.props?\.js$/.test(entry.name)) out.push(p)
    }
  }
  walk(dir)
  return out.sort().map((p) => readFileSync(p, 'utf8'))
}

/** Whether the source spells a prop as a JSX attribute or an object key (`top=` / `top:`), conservatively. */
function propUsed(prop, sources) {
  const re = new RegExp(`(?<![\\w$.-])${prop}\\s*[=:?]`)
  return sources.some((src) => re.test(src))
}

/** The cuts for this source: component class stems, breakpoints and utility class prefixes to drop. */
export function cutsFor(sources) {
  const imported = importedThemesNames(sources)
  // A component is used when a source imports it, or spells one of its classes (NumberSlider draws Radix's
  // Slider primitive with Themes' `rt-SliderRoot`…).
  const spelled = (c) =>
    UNUSED_COMPONENTS[c].some((stem) => sources.some((src) => new RegExp(`rt-${stem}(?![a-z])`).test(src)))
  const components = Object.keys(UNUSED_COMPONENTS).filter((c) => !imported.has(c) && !spelled(c))
  const stems = components.flatMap((c) => UNUSED_COMPONENTS[c])
  const breakpoints = BREAKPOINTS.filter(
    (bp) => !sources.some((src) => new RegExp(`(?<![\\w$])${bp}\\s*:\\s*['"\`{\\d]`).test(src)),
  )
  const withThemes = [...sources, ...themesComponentSources()]
  const utilities = [...utilityProps()]
    .filter(([, props]) => ![...props].some((p) => propUsed(p, withThemes)))
    .map(([cls]) => cls)
    .sort()
  return { components, stems, breakpoints, utilities }
}

/** Filters a Themes stylesheet: a rule goes when every one of its selectors names a dropped class. */
export function prune(css, { stems, breakpoints, utilities }) {
  const stemRe = stems.length ? new RegExp(`\\.rt-(?:${stems.join('|')})(?![a-z])`) : null
  const bpRe = breakpoints.length ? new RegExp(`\\.(?:${breakpoints.join('|')})\\\\:`) : null
  const utilRe = utilities.length
    ? new RegExp(`\\.(?:[a-z]+\\\\:)?(?:${utilities.join('|')})(?![a-z])(?:-|\\b)`)
    : null
  const names = (text) =>
    (stemRe && stemRe.test(text)) || (bpRe && bpRe.test(text)) || (utilRe && utilRe.test(text))
  // A selector is dead when a cut class must match: `:where(a, b)` / `:is(a, b)` only when every alternative
  // names one; inside any other parenthesis (`:not(.rt-Inset)`) a cut class never kills it (kept, to be safe).
  const dropped = (selector) => {
    let text = selector
    const group = /:([a-z-]+)\(([^()]*)\)/
    for (let m = group.exec(text); m; m = group.exec(text)) {
      const [whole, pseudo, inner] = m
      const dead =
        (pseudo === 'where' || pseudo === 'is') &&
        inner.split(',').every((alternative) => alternative.includes('.DEAD__') || names(alternative))
      text = text.replace(whole, dead ? '.DEAD__' : '')
    }
    return text.includes('.DEAD__') || names(text)
  }
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return
    const kept = rule.selectors.filter((s) => !dropped(s))
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selectors = kept
  })
  // At-rules left empty (a breakpoint's @media whose every rule went).
  let removed = true
  while (removed) {
    removed = false
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) {
        at.remove()
        removed = true
      }
    })
  }
  return root.toString()
}

/** The file's text for the current source. */
export function generate(sources = sourceFiles()) {
  const cuts = cutsFor(sources)
  const read = (name) => readFileSync(path.join(themesDir, name), 'utf8')
  const version = JSON.parse(read('package.json')).version
  const header = [
    `/* GENERATED by packages/design-system/scripts/themes-css.mjs from @radix-ui/themes ${version}`,
    `   components.css + utilities.css — do not edit; re-run the script (issue 17, README "Performance").`,
    `   Left out, as no Cirrus source uses them: components ${cuts.components.join(', ') || '–'};`,
    `   breakpoints ${cuts.breakpoints.join(', ') || '–'}; utility families ${cuts.utilities.join(', ') || '–'}. */`,
  ].join('\n')
  return `${header}\n${prune(read('components.css'), cuts)}\n${prune(read('utilities.css'), cuts)}\n`
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = generate()
  if (process.argv.includes('--check')) {
    const current = readFileSync(outFile, 'utf8')
    if (current !== text) {
      console.error(
        `${path.relative(repo, outFile)} is stale: run node packages/design-system/scripts/themes-css.mjs`,
      )
      process.exit(1)
    }
  } else {
    writeFileSync(outFile, text)
    console.log(`wrote ${path.relative(repo, outFile)}`)
  }
}
