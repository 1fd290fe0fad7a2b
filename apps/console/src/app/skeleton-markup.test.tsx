// Issue 17: the design system's skeletons draw Radix Themes' markup with plain elements, so the first load (the
// root route's SkeletonPage) carries none of Themes' components. Their first render must be the very markup the
// Themes components render, or Themes' CSS would style them differently: compared here with a reference built
// from the components themselves.
import { describe, expect, it } from 'vitest'
import type { ReactElement, ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Box, Card, Flex, Grid, Table, VisuallyHidden } from '@radix-ui/themes'
import {
  SkeletonBlock,
  SkeletonCard,
  SkeletonPage,
  SkeletonTable,
  SkeletonText,
  skeletonLineWidths,
  type SkeletonSize,
} from '@cirrus/design-system'

const lineHeight = (size: SkeletonSize) => `calc(var(--line-height-${size}) * 0.55)`
const lineGap = (size: SkeletonSize) => `calc(var(--line-height-${size}) * 0.45)`
const cellWidth = (row: number, column: number, columns: number) =>
  column === 0
    ? ['70%', '55%', '80%', '62%'][row % 4]!
    : column === columns - 1
      ? '48px'
      : ['60%', '45%', '52%'][(row + column) % 3]!

// The reference: the skeletons as Themes' components drew them before issue 17's step.
const Region = ({ label = 'Loading', children }: { label?: string; children: ReactNode }) => (
  <Box role="status" aria-busy="true" aria-label={label} width="100%">
    {children}
  </Box>
)
const Lines = ({ lines, size }: { lines: number; size: SkeletonSize }) => (
  <Flex direction="column" gap="0" style={{ rowGap: lineGap(size) }}>
    {skeletonLineWidths(lines).map((width, i) => (
      <SkeletonBlock key={i} width={width} height={lineHeight(size)} />
    ))}
  </Flex>
)
const titles: Record<SkeletonSize, string> = { '1': '16px', '2': '20px', '3': '24px' }
/** Blocks from [width, height, radius?] rows. */
const blocks = (shapes: [string, string, string?][]) =>
  shapes.map(([width, height, radius], i) => (
    <SkeletonBlock key={i} width={width} height={height} {...(radius ? { radius } : {})} />
  ))
const CardRef = ({ size, lines, actions }: { size: SkeletonSize; lines: number; actions: boolean }) => (
  <Card size={size}>
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3">
        {blocks([
          ['45%', titles[size]],
          ['64px', '20px', '9999px'],
        ])}
      </Flex>
      <Lines lines={lines} size={size === '3' ? '3' : '2'} />
      {actions && (
        <Flex gap="2">
          {blocks([
            ['72px', 'var(--space-6)'],
            ['72px', 'var(--space-6)'],
          ])}
        </Flex>
      )}
    </Flex>
  </Card>
)
const end = (column: number, columns: number) => (column === columns - 1 ? 'end' : 'start')
const TableRef = ({ rows, columns }: { rows: number; columns: number }) => (
  <Table.Root variant="surface" aria-hidden="true">
    <Table.Header>
      <Table.Row>
        {Array.from({ length: columns }, (_, column) => (
          <Table.ColumnHeaderCell key={column} justify={end(column, columns)}>
            <Flex justify={end(column, columns)}>
              <SkeletonBlock width={column === 0 ? '64px' : '48px'} height="10px" />
            </Flex>
          </Table.ColumnHeaderCell>
        ))}
      </Table.Row>
    </Table.Header>
    <Table.Body>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Row key={row} aria-busy="true">
          {Array.from({ length: columns }, (_, column) => (
            <Table.Cell key={column} justify={end(column, columns)}>
              {row === 0 && column === 0 && <VisuallyHidden>Loading</VisuallyHidden>}
              <Flex justify={end(column, columns)}>
                <SkeletonBlock width={cellWidth(row, column, columns)} height="12px" />
              </Flex>
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </Table.Body>
  </Table.Root>
)
const PageRef = ({ cards = 3, rows = 5, label }: { cards?: number; rows?: number; label?: string }) => (
  <Region label={label}>
    <Flex direction="column" gap="5">
      <Flex justify="between" align="center" gap="4">
        <SkeletonBlock width="220px" height="28px" />
        <SkeletonBlock width="110px" height="var(--space-6)" />
      </Flex>
      {cards > 0 && (
        <Grid columns="repeat(auto-fill, minmax(240px, 1fr))" gap="4">
          {Array.from({ length: cards }, (_, i) => (
            <CardRef key={i} size="2" lines={2} actions={false} />
          ))}
        </Grid>
      )}
      {rows > 0 && <TableRef rows={rows} columns={4} />}
    </Flex>
  </Region>
)

/** The element a static render gives (its first), for a comparison that ignores attribute order. */
function dom(element: ReactElement): Element {
  const holder = document.createElement('div')
  holder.innerHTML = renderToStaticMarkup(element)
  return holder.firstElementChild!
}

function expectSameMarkup(plain: ReactElement, themes: ReactElement) {
  const [a, b] = [dom(plain), dom(themes)]
  if (!a.isEqualNode(b)) expect(a.outerHTML).toBe(b.outerHTML)
  expect(a.isEqualNode(b)).toBe(true)
}

describe('the skeletons render Themes’ markup without its components', () => {
  it.each([[{ label: 'Loading Cirrus' }], [{ cards: 1, rows: 3 }], [{ cards: 0, rows: 0 }]])(
    'SkeletonPage %j',
    (props) => {
      expectSameMarkup(<SkeletonPage {...props} />, <PageRef {...props} />)
    },
  )

  it.each(['1', '2', '3'] as const)('SkeletonCard and SkeletonText of size %s', (size) => {
    expectSameMarkup(
      <SkeletonCard size={size} label="Loading card" />,
      <Region label="Loading card">
        <CardRef size={size} lines={3} actions />
      </Region>,
    )
    expectSameMarkup(
      <SkeletonCard size={size} lines={1} actions={false} />,
      <Region>
        <CardRef size={size} lines={1} actions={false} />
      </Region>,
    )
    expectSameMarkup(
      <SkeletonText size={size} lines={2} />,
      <Region>
        <Lines size={size} lines={2} />
      </Region>,
    )
  })

  it('SkeletonTable', () => {
    expectSameMarkup(
      <SkeletonTable rows={6} columns={5} label="Loading virtual machines" />,
      <Region label="Loading virtual machines">
        <TableRef rows={6} columns={5} />
      </Region>,
    )
  })
})
