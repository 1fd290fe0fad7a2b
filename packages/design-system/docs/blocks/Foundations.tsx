/**
 * Blocks of the Foundations pages (issue 16). Each one measures the theme as it really renders — CSS variables
 * read with getComputedStyle inside a `CirrusTheme` of each appearance — so the pages cannot drift from the
 * tokens. Nothing here is a picture of a token; change the theme and the pages change with it.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import * as Icons from '@radix-ui/react-icons'
import { Box, Code, Flex, Grid, Heading, Table, Text } from '@radix-ui/themes'
import { CirrusTheme } from '../../src/theme'
import { contrastLevel, contrastRatio, formatRatio, parseRgb, type Rgb } from './contrast'

const shownAppearances = ['light', 'dark'] as const
type ShownAppearance = (typeof shownAppearances)[number]

/** The block twice, side by side: in a light and in a dark `CirrusTheme`. */
export function InBothAppearances({ children }: { children: (appearance: ShownAppearance) => ReactNode }) {
  return (
    // sb-unstyled: Storybook's docs styles (white table rows) stay out of the themed blocks.
    <Grid className="sb-unstyled" columns={{ initial: '1', md: '2' }} gap="3" my="3">
      {shownAppearances.map((appearance) => (
        <CirrusTheme key={appearance} appearance={appearance}>
          <Box p="3" style={{ borderRadius: 'var(--radius-3)', border: '1px solid var(--gray-a5)' }}>
            <Text as="p" size="1" color="gray" mb="2">
              {appearance === 'light' ? 'Light' : 'Dark'}
            </Text>
            {children(appearance)}
          </Box>
        </CirrusTheme>
      ))}
    </Grid>
  )
}

/** Reads CSS custom properties as resolved where `ref` sits (inside a theme), after the first paint. */
function useTokens(names: readonly string[]) {
  const ref = useRef<HTMLDivElement>(null)
  const [values, setValues] = useState<Record<string, string>>({})
  const key = names.join(',')
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const style = getComputedStyle(element)
    setValues(Object.fromEntries(key.split(',').map((n) => [n, style.getPropertyValue(n).trim()])))
  }, [key])
  return { ref, values }
}

/** A CSS colour as sRGB bytes, whatever its syntax (hex, rgb(), color(display-p3 …)): painted on a canvas. */
function toRgb(color: string): Rgb | null {
  const direct = parseRgb(color)
  if (direct) return direct
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = 1
  const context = canvas.getContext('2d')
  if (!context) return null
  context.fillStyle = color
  context.fillRect(0, 0, 1, 1)
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data
  return [r ?? 0, g ?? 0, b ?? 0]
}

const steps = Array.from({ length: 12 }, (_, i) => i + 1)

/** What each Radix step is for (https://www.radix-ui.com/colors/docs/palette-composition/understanding-the-scale). */
const stepUse: Record<number, string> = {
  1: 'App background',
  2: 'Subtle background',
  3: 'Element background',
  4: 'Hovered element',
  5: 'Active element',
  6: 'Subtle border',
  7: 'Border',
  8: 'Strong border, focus',
  9: 'Solid background',
  10: 'Hovered solid',
  11: 'Low-contrast text',
  12: 'High-contrast text',
}

/**
 * One Radix scale (`accent`, `gray`, `red`…) in both appearances: the 12 steps with their resolved colours,
 * and the WCAG contrast of the text steps (11, 12) on the backgrounds (1, 2, 3) and of white/contrast text on 9.
 */
export function ColorScale({ scale }: { scale: string }) {
  return <InBothAppearances>{() => <ScaleSwatches scale={scale} />}</InBothAppearances>
}

function ScaleSwatches({ scale }: { scale: string }) {
  const names = [...steps.map((s) => `--${scale}-${s}`), `--${scale}-contrast`]
  const { ref, values } = useTokens(names)
  const rgb = (name: string) => (values[name] ? toRgb(values[name]!) : null)
  const pairs: Array<[string, string, string]> = [
    [`--${scale}-12`, `--${scale}-1`, 'Text 12 on 1'],
    [`--${scale}-11`, `--${scale}-1`, 'Text 11 on 1'],
    [`--${scale}-11`, `--${scale}-2`, 'Text 11 on 2'],
    [`--${scale}-11`, `--${scale}-3`, 'Text 11 on 3'],
    [`--${scale}-contrast`, `--${scale}-9`, 'Contrast text on 9'],
    [`--${scale}-8`, `--${scale}-1`, 'Border 8 on 1 (UI part)'],
  ]
  return (
    <div ref={ref}>
      <Grid columns="12" gap="1" aria-label={`${scale} scale`} role="list">
        {steps.map((s) => (
          <div key={s} role="listitem" title={`${stepUse[s]}: ${values[`--${scale}-${s}`] ?? ''}`}>
            <div
              style={{ background: `var(--${scale}-${s})`, height: 40, borderRadius: 'var(--radius-2)' }}
            />
            <Text as="div" size="1" align="center" color="gray">
              {s}
            </Text>
          </div>
        ))}
      </Grid>
      <Table.Root size="1" mt="2" aria-label={`${scale} contrast`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Pair</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Sample</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">Ratio</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>WCAG</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {pairs.map(([fg, bg, label]) => {
            const a = rgb(fg)
            const b = rgb(bg)
            const ratio = a && b ? contrastRatio(a, b) : null
            return (
              <Table.Row key={label}>
                <Table.RowHeaderCell>{label}</Table.RowHeaderCell>
                <Table.Cell>
                  <span style={{ color: `var(${fg})`, background: `var(${bg})`, padding: '0 6px' }}>
                    Aa 123
                  </span>
                </Table.Cell>
                <Table.Cell justify="end" className="cirrus-tabular">
                  {ratio ? formatRatio(ratio) : '…'}
                </Table.Cell>
                <Table.Cell>{ratio ? contrastLevel(ratio) : '…'}</Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </div>
  )
}

/** Step names and uses, once (the same for every scale). */
export function ScaleSteps() {
  return (
    <Table.Root className="sb-unstyled" size="1" aria-label="Radix scale steps">
      <Table.Body>
        {steps.map((s) => (
          <Table.Row key={s}>
            <Table.RowHeaderCell>{s}</Table.RowHeaderCell>
            <Table.Cell>{stepUse[s]}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}

/** A token table: name, resolved value and a live sample drawn with the token. */
function TokenTable({
  label,
  names,
  sample,
}: {
  label: string
  names: readonly string[]
  sample: (name: string) => ReactNode
}) {
  const { ref, values } = useTokens(names)
  return (
    <div ref={ref} className="sb-unstyled">
      <Table.Root size="1" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Token</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Value</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Sample</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {names.map((name) => (
            <Table.Row key={name} align="center">
              <Table.RowHeaderCell>
                <Code variant="ghost">{name}</Code>
              </Table.RowHeaderCell>
              <Table.Cell>
                <Code variant="ghost" color="gray">
                  {values[name] || '…'}
                </Code>
              </Table.Cell>
              <Table.Cell>{sample(name)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </div>
  )
}

const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`)

/** Radix Themes' type scale as Cirrus sets it (Inter, `--font-size-1…9` with their line heights). */
export function TypeScale() {
  return (
    <InBothAppearances>
      {() => (
        <TokenTable
          label="Font sizes"
          names={range('--font-size-', 9)}
          sample={(name) => (
            <span
              style={{
                fontSize: `var(${name})`,
                lineHeight: `var(${name.replace('font-size', 'line-height')})`,
              }}
            >
              Cirrus
            </span>
          )}
        />
      )}
    </InBothAppearances>
  )
}

/** The font families and weights in use. */
export function FontTokens() {
  const names = [
    '--default-font-family',
    '--heading-font-family',
    '--code-font-family',
    '--font-weight-light',
    '--font-weight-regular',
    '--font-weight-medium',
    '--font-weight-bold',
  ]
  return (
    <InBothAppearances>
      {() => (
        <TokenTable
          label="Font families and weights"
          names={names}
          sample={(name) =>
            name.includes('weight') ? (
              <span style={{ fontWeight: `var(${name})` }}>Virtual machines</span>
            ) : (
              <span style={{ fontFamily: `var(${name})` }}>web-01 · 10.0.0.4</span>
            )
          }
        />
      )}
    </InBothAppearances>
  )
}

/** `--space-1…9`: the only gaps, paddings and margins components use. */
export function SpacingScale() {
  return (
    <TokenTable
      label="Spacing"
      names={range('--space-', 9)}
      sample={(name) => (
        <div style={{ width: `var(${name})`, height: 12, background: 'var(--accent-9)', borderRadius: 2 }} />
      )}
    />
  )
}

/** `--radius-1…6` and `--radius-full`, at Cirrus's `radius="medium"`. */
export function RadiusScale() {
  return (
    <TokenTable
      label="Radius"
      names={[...range('--radius-', 6), '--radius-full']}
      sample={(name) => (
        <div
          style={{
            width: 48,
            height: 32,
            borderRadius: `var(${name})`,
            background: 'var(--accent-3)',
            border: '1px solid var(--accent-8)',
          }}
        />
      )}
    />
  )
}

/** `--shadow-1…6` in both appearances (dark shadows are drawn differently). */
export function ShadowScale() {
  return (
    <InBothAppearances>
      {() => (
        <Flex gap="4" wrap="wrap" p="2">
          {range('--shadow-', 6).map((name) => (
            <Flex
              key={name}
              align="center"
              justify="center"
              style={{
                width: 96,
                height: 64,
                boxShadow: `var(${name})`,
                borderRadius: 'var(--radius-3)',
                background: 'var(--color-panel-solid)',
              }}
            >
              <Code variant="ghost" size="1">
                {name}
              </Code>
            </Flex>
          ))}
        </Flex>
      )}
    </InBothAppearances>
  )
}

/** Names of the @radix-ui/react-icons the apps and the design system import, read from their source. */
const sources = import.meta.glob(
  ['../../src/**/*.tsx', '../../../../apps/*/src/**/*.tsx', '../../../app-kit/src/**/*.tsx'],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>

export function usedIconNames(files: Record<string, string> = sources): string[] {
  const names = new Set<string>()
  for (const text of Object.values(files)) {
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@radix-ui\/react-icons'/g)) {
      for (const name of match[1]!.split(',')) {
        const trimmed = name
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim()
        if (trimmed) names.add(trimmed)
      }
    }
  }
  return [...names].sort()
}

/** Every icon in use, drawn from @radix-ui/react-icons at 15 px, in both appearances. */
export function IconGallery() {
  const names = usedIconNames().filter((n) => n in Icons)
  const icons = Icons as unknown as Record<string, (props: { 'aria-hidden': boolean }) => ReactNode>
  return (
    <>
      <Text as="p" size="2" color="gray">
        {names.length} icons in use.
      </Text>
      <InBothAppearances>
        {() => (
          <Grid columns={{ initial: '2', sm: '3' }} gap="2">
            {names.map((name) => {
              const Icon = icons[name]!
              return (
                <Flex key={name} gap="2" align="center">
                  <Icon aria-hidden />
                  <Text size="1">{name}</Text>
                </Flex>
              )
            })}
          </Grid>
        )}
      </InBothAppearances>
    </>
  )
}

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

/** A heading for a block inside MDX, so pages keep one heading style. */
export function BlockHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h3" size="3" mt="4">
      {children}
    </Heading>
  )
}
