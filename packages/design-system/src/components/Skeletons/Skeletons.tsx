import type { CSSProperties, ReactNode } from 'react'
import { Box, Card, Flex, Grid, Table, VisuallyHidden } from '@radix-ui/themes'
import { skeletonCellWidth, skeletonLineWidths } from './skeleton-layout'
import { skeletonLineGaps, skeletonLineHeights, type SkeletonSize } from './Skeletons.variants'
import styles from './Skeletons.module.css'

/** What every skeleton takes: the name screen readers hear while it stands in for content. */
type LoadingLabel = {
  /** Accessible name of the loading region (e.g. 'Loading virtual machines'). @default 'Loading' */
  label?: string
}

export type SkeletonBlockProps = {
  /** CSS width. @default '100%' */
  width?: string
  /** CSS height. @default '1em' */
  height?: string
  /** CSS border radius; defaults to the theme's small radius. */
  radius?: string
}

/** One placeholder shape. Decorative (hidden from assistive technology): wrap blocks in a labelled skeleton. */
export function SkeletonBlock({ width = '100%', height = '1em', radius }: SkeletonBlockProps) {
  const style: CSSProperties = { width, height, borderRadius: radius }
  return <span aria-hidden="true" className={styles.block} style={style} />
}

/** A busy, labelled region: "Loading" for screen readers while the shapes show the layout to come. */
function LoadingRegion({ label = 'Loading', children }: LoadingLabel & { children: ReactNode }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label} width="100%">
      {children}
    </Box>
  )
}

function TextShape({ lines, size }: { lines: number; size: SkeletonSize }) {
  return (
    <Flex direction="column" gap="0" style={{ rowGap: skeletonLineGaps[size] }}>
      {skeletonLineWidths(lines).map((width, i) => (
        <SkeletonBlock key={i} width={width} height={skeletonLineHeights[size]} />
      ))}
    </Flex>
  )
}

export type SkeletonTextProps = LoadingLabel & {
  /** Number of placeholder lines (the last is shorter). @default 3 */
  lines?: number
  /** The text size it stands in for. @default '2' */
  size?: SkeletonSize
}

/** Placeholder lines for a paragraph or a value (STYLE.md: every wait is visible). */
export function SkeletonText({ lines = 3, size = '2', label }: SkeletonTextProps) {
  return (
    <LoadingRegion label={label}>
      <TextShape lines={lines} size={size} />
    </LoadingRegion>
  )
}

const cardTitleHeights: Record<SkeletonSize, string> = { '1': '16px', '2': '20px', '3': '24px' }

function CardShape({ size, lines, actions }: { size: SkeletonSize; lines: number; actions: boolean }) {
  return (
    <Card size={size}>
      <Flex direction="column" gap="4">
        <Flex justify="between" align="center" gap="3">
          <SkeletonBlock width="45%" height={cardTitleHeights[size]} />
          <SkeletonBlock width="64px" height="20px" radius="9999px" />
        </Flex>
        <TextShape lines={lines} size={size === '3' ? '3' : '2'} />
        {actions && (
          <Flex gap="2">
            <SkeletonBlock width="72px" height="var(--space-6)" />
            <SkeletonBlock width="72px" height="var(--space-6)" />
          </Flex>
        )}
      </Flex>
    </Card>
  )
}

export type SkeletonCardProps = LoadingLabel & {
  /** Card size (Radix Card padding). @default '2' */
  size?: SkeletonSize
  /** Placeholder lines for the card's facts. @default 3 */
  lines?: number
  /** Show placeholder action buttons. @default true */
  actions?: boolean
}

/** Placeholder for a ResourceCard: title, status pill, facts and actions. */
export function SkeletonCard({ size = '2', lines = 3, actions = true, label }: SkeletonCardProps) {
  return (
    <LoadingRegion label={label}>
      <CardShape size={size} lines={lines} actions={actions} />
    </LoadingRegion>
  )
}

export type SkeletonTableRowsProps = {
  /** Placeholder rows. @default 5 */
  rows?: number
  /** Cells per row; match the real table's columns. @default 4 */
  columns?: number
}

/**
 * Placeholder rows to put inside a Radix `Table.Body` while its rows load. The rows are marked busy and the
 * first cell says "Loading" to screen readers.
 */
export function SkeletonTableRows({ rows = 5, columns = 4 }: SkeletonTableRowsProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Row key={row} aria-busy="true">
          {Array.from({ length: columns }, (_, column) => (
            <Table.Cell key={column} justify={column === columns - 1 ? 'end' : 'start'}>
              {row === 0 && column === 0 && <VisuallyHidden>Loading</VisuallyHidden>}
              <Flex justify={column === columns - 1 ? 'end' : 'start'}>
                <SkeletonBlock width={skeletonCellWidth(row, column, columns)} height="12px" />
              </Flex>
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </>
  )
}

export type SkeletonTableProps = LoadingLabel & SkeletonTableRowsProps

function TableShape({ rows, columns }: Required<SkeletonTableRowsProps>) {
  return (
    <Table.Root variant="surface" aria-hidden="true">
      <Table.Header>
        <Table.Row>
          {Array.from({ length: columns }, (_, column) => (
            <Table.ColumnHeaderCell key={column} justify={column === columns - 1 ? 'end' : 'start'}>
              <Flex justify={column === columns - 1 ? 'end' : 'start'}>
                <SkeletonBlock width={column === 0 ? '64px' : '48px'} height="10px" />
              </Flex>
            </Table.ColumnHeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        <SkeletonTableRows rows={rows} columns={columns} />
      </Table.Body>
    </Table.Root>
  )
}

/** A whole placeholder table (header and rows) for a list screen that is loading. */
export function SkeletonTable({ rows = 5, columns = 4, label }: SkeletonTableProps) {
  return (
    <LoadingRegion label={label}>
      <TableShape rows={rows} columns={columns} />
    </LoadingRegion>
  )
}

export type SkeletonPageProps = LoadingLabel & {
  /** Placeholder cards under the header (0 hides the row of cards). @default 3 */
  cards?: number
  /** Placeholder table rows (0 hides the table). @default 5 */
  rows?: number
}

/** A loading screen: a page header with its primary action, a row of cards and a table. */
export function SkeletonPage({ cards = 3, rows = 5, label }: SkeletonPageProps) {
  return (
    <LoadingRegion label={label}>
      <Flex direction="column" gap="5">
        <Flex justify="between" align="center" gap="4">
          <SkeletonBlock width="220px" height="28px" />
          <SkeletonBlock width="110px" height="var(--space-6)" />
        </Flex>
        {cards > 0 && (
          <Grid columns="repeat(auto-fill, minmax(240px, 1fr))" gap="4">
            {Array.from({ length: cards }, (_, i) => (
              <CardShape key={i} size="2" lines={2} actions={false} />
            ))}
          </Grid>
        )}
        {rows > 0 && <TableShape rows={rows} columns={4} />}
      </Flex>
    </LoadingRegion>
  )
}
