/** The Motion page's block (docs/foundations/Motion.mdx): the animations the loaded stylesheets define. */
import { useState } from 'react'
import { Code, Table } from '@radix-ui/themes'

type Motion = { selector: string; animation: string; duration: string; easing: string }

/** The animations the loaded stylesheets define (Radix Themes and Cirrus), read from the CSSOM. */
function loadedMotion(): Motion[] {
  const found = new Map<string, Motion>()
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if ('cssRules' in rule && !(rule instanceof CSSStyleRule)) visit((rule as CSSGroupingRule).cssRules)
      if (!(rule instanceof CSSStyleRule)) continue
      const name = rule.style.animationName
      if (!name || name === 'none' || name.startsWith('var(')) continue
      if (!found.has(name)) {
        found.set(name, {
          selector: rule.selectorText.split(',')[0]!.slice(0, 80),
          animation: name,
          duration: rule.style.animationDuration || '—',
          easing: rule.style.animationTimingFunction || '—',
        })
      }
    }
  }
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      visit(sheet.cssRules)
    } catch {
      // A cross-origin sheet cannot be read; the theme's own are same-origin.
    }
  }
  return [...found.values()].sort((a, b) => a.animation.localeCompare(b.animation))
}

/** The motion in use: each keyframe animation with its duration and easing, as the stylesheets set them. */
export function MotionTable() {
  // Docs render in the browser only, where the stylesheets are loaded by the time a page renders.
  const [motion] = useState<Motion[]>(loadedMotion)
  return (
    <Table.Root className="sb-unstyled" size="1" aria-label="Animations">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Animation</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Duration</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Easing</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>First rule using it</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {motion.map((m) => (
          <Table.Row key={m.animation}>
            <Table.RowHeaderCell>
              <Code variant="ghost">{m.animation}</Code>
            </Table.RowHeaderCell>
            <Table.Cell>{m.duration}</Table.Cell>
            <Table.Cell>
              <Code variant="ghost" color="gray">
                {m.easing}
              </Code>
            </Table.Cell>
            <Table.Cell>
              <Code variant="ghost" color="gray" size="1">
                {m.selector}
              </Code>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}
