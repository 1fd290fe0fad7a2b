// Every design-system component has a docs page (issue 16): `<Name>/<Name>.mdx` beside it, attached to its stories,
// with the sections a designer and an engineer look for. A new component without one fails here.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const here = path.dirname(fileURLToPath(import.meta.url))
const componentsDir = path.join(here, '..', 'src', 'components')
const components = fs
  .readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
  .map((entry) => entry.name)

/** What every component page says, in this order. */
const sections = [
  '## When to use',
  '## When not to use',
  '## Props',
  '## Variants',
  '## Accessibility',
  "## Do and don't",
]

describe('component docs pages', () => {
  it('finds the components', () => {
    expect(components.length).toBeGreaterThan(20)
  })

  it.each(components)('%s has a docs page with every section', (name) => {
    const file = path.join(componentsDir, name, `${name}.mdx`)
    expect(
      fs.existsSync(file),
      `add src/components/${name}/${name}.mdx (copy StatusBadge/StatusBadge.mdx)`,
    ).toBe(true)
    const text = fs.readFileSync(file, 'utf8')
    expect(text).toContain(`import * as ${name}Stories from './${name}.stories'`)
    expect(text).toContain(`<Meta of={${name}Stories} />`)
    const at = sections.map((heading) => text.indexOf(heading))
    expect(
      at.every((index) => index >= 0),
      `${name}.mdx needs the sections ${sections.join(', ')}`,
    ).toBe(true)
    expect(at).toEqual([...at].sort((a, b) => a - b))
    // Props from the JSDoc, variants from the .variants.ts, a do/don't pair.
    expect(text).toContain('<ArgTypes of=')
    expect(text).toContain(`from './${name}.variants'`)
    expect(text).toMatch(/<Variants\s/)
    expect(text).toMatch(/<DoDont\s+good=["'][\s\S]+?\s+bad=["']/)
  })
})

describe('welcome and foundations', () => {
  it.each([
    'Welcome.mdx',
    ...['Colour', 'Typography', 'Spacing', 'Radius', 'Shadows', 'Icons', 'Motion'].map(
      (p) => `foundations/${p}.mdx`,
    ),
  ])('%s exists and is titled', (file) => {
    const text = fs.readFileSync(path.join(here, file), 'utf8')
    expect(text).toMatch(/<Meta title="(Welcome|Foundations\/\w+)" \/>/)
  })
})
