/**
 * What the blocks of the Foundations pages (issue 16) share; each page has its own file beside this one. Each one measures the theme as it really renders — CSS variables
 * read with getComputedStyle inside a `CirrusTheme` of each appearance — so the pages cannot drift from the
 * tokens. Nothing here is a picture of a token; change the theme and the pages change with it.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { Box, Code, Grid, Heading, Table, Text } from '@radix-ui/themes'
import { CirrusTheme } from '../../src/theme'
import { parseRgb, type Rgb } from './contrast'

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
export function useTokens(names: readonly string[]) {
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
export function toRgb(color: string): Rgb | null {
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

/** A token table: name, resolved value and a live sample drawn with the token. */
export function TokenTable({
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

export const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`)

/** A heading for a block inside MDX, so pages keep one heading style. */
export function BlockHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h3" size="3" mt="4">
      {children}
    </Heading>
  )
}
