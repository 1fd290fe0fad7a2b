/**
 * The skeletons draw Radix Themes' markup (its class names: `rt-Flex rt-r-gap-4`, `rt-Card`, `rt-TableRoot`…) with
 * plain elements instead of its components (issue 17): the apps' first load shows `SkeletonPage` before any screen's
 * code is there, and Themes' `Table` alone brought Radix ScrollArea into it (≈ 9 kB gzip with the layout props).
 * The first render is the very markup Themes renders (the console's `skeleton-markup.test.tsx` compares the two),
 * so Themes' CSS styles it the same; the table never scrolls (a skeleton has nothing to scroll to).
 */
import type { CSSProperties, ReactNode } from 'react'
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
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      style={{ '--width': '100%' } as CSSProperties}
      className="rt-Box rt-r-w"
    >
      {children}
    </div>
  )
}

function TextShape({ lines, size }: { lines: number; size: SkeletonSize }) {
  return (
    <div style={{ rowGap: skeletonLineGaps[size] }} className="rt-Flex rt-r-fd-column rt-r-gap-0">
      {skeletonLineWidths(lines).map((width, i) => (
        <SkeletonBlock key={i} width={width} height={skeletonLineHeights[size]} />
      ))}
    </div>
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
    <div className={`rt-reset rt-BaseCard rt-Card rt-r-size-${size} rt-variant-surface`}>
      <div className="rt-Flex rt-r-fd-column rt-r-gap-4">
        <div className="rt-Flex rt-r-ai-center rt-r-jc-space-between rt-r-gap-3">
          <SkeletonBlock width="45%" height={cardTitleHeights[size]} />
          <SkeletonBlock width="64px" height="20px" radius="9999px" />
        </div>
        <TextShape lines={lines} size={size === '3' ? '3' : '2'} />
        {actions && (
          <div className="rt-Flex rt-r-gap-2">
            <SkeletonBlock width="72px" height="var(--space-6)" />
            <SkeletonBlock width="72px" height="var(--space-6)" />
          </div>
        )}
      </div>
    </div>
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

/** Themes' `justify` of a table cell: the last column is the numbers' (end), the others start. */
const cellAlign = (column: number, columns: number) =>
  column === columns - 1 ? 'rt-r-ta-right' : 'rt-r-ta-left'
const cellJustify = (column: number, columns: number) =>
  column === columns - 1 ? 'rt-r-jc-end' : 'rt-r-jc-start'

/**
 * A style from its entries, in their order. For the properties that are also Themes layout props (`clip`,
 * `overflowX`): spelled as object keys they would keep those props' utility CSS in the build for nothing
 * (scripts/themes-css.mjs keeps a family some source spells `prop:`).
 */
const css = (entries: [string, string | number][]) => Object.fromEntries(entries) as CSSProperties

/** Radix `VisuallyHidden`'s style: read by screen readers, never painted. */
const visuallyHidden = css([
  ['position', 'absolute'],
  ['border', 0],
  ['width', 1],
  ['height', 1],
  ['padding', 0],
  ['margin', -1],
  ['overflow', 'hidden'],
  ['clip', 'rect(0, 0, 0, 0)'],
  ['whiteSpace', 'nowrap'],
  ['wordWrap', 'normal'],
])

/** What Themes' `Table` renders around its table (Radix ScrollArea before it has measured anything). */
const scrollAreaRoot = {
  position: 'relative',
  '--radix-scroll-area-corner-width': '0px',
  '--radix-scroll-area-corner-height': '0px',
} as CSSProperties
const scrollAreaViewport = css([
  ['overflowX', 'hidden'],
  ['overflowY', 'hidden'],
])
const hideNativeScrollbars =
  '[data-radix-scroll-area-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-scroll-area-viewport]::-webkit-scrollbar{display:none}'

export type SkeletonTableRowsProps = {
  /** Placeholder rows. @default 5 */
  rows?: number
  /** Cells per row; match the real table's columns. @default 4 */
  columns?: number
}

/**
 * Placeholder rows to put inside a Radix `Table.Body` while its rows load (its `Table.Row` and `Table.Cell` markup). The rows are marked busy and the
 * first cell says "Loading" to screen readers.
 */
export function SkeletonTableRows({ rows = 5, columns = 4 }: SkeletonTableRowsProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-busy="true" className="rt-TableRow">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column} className={`rt-TableCell ${cellAlign(column, columns)}`}>
              {row === 0 && column === 0 && <span style={visuallyHidden}>Loading</span>}
              <div className={`rt-Flex ${cellJustify(column, columns)}`}>
                <SkeletonBlock width={skeletonCellWidth(row, column, columns)} height="12px" />
              </div>
            </td>
          ))}
        </tr>
      ))}
    </>
  )
}

export type SkeletonTableProps = LoadingLabel & SkeletonTableRowsProps

function TableShape({ rows, columns }: Required<SkeletonTableRowsProps>) {
  return (
    <div className="rt-TableRoot rt-r-size-2 rt-variant-surface" aria-hidden="true">
      <div dir="ltr" className="rt-ScrollAreaRoot" style={scrollAreaRoot}>
        <style dangerouslySetInnerHTML={{ __html: hideNativeScrollbars }} />
        <div data-radix-scroll-area-viewport="" className="rt-ScrollAreaViewport" style={scrollAreaViewport}>
          <div style={{ minWidth: '100%', display: 'table' }}>
            <table className="rt-TableRootTable">
              <thead className="rt-TableHeader">
                <tr className="rt-TableRow">
                  {Array.from({ length: columns }, (_, column) => (
                    <th
                      key={column}
                      className={`rt-TableCell rt-TableColumnHeaderCell ${cellAlign(column, columns)}`}
                      scope="col"
                    >
                      <div className={`rt-Flex ${cellJustify(column, columns)}`}>
                        <SkeletonBlock width={column === 0 ? '64px' : '48px'} height="10px" />
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="rt-TableBody">
                <SkeletonTableRows rows={rows} columns={columns} />
              </tbody>
            </table>
          </div>
        </div>
        <div className="rt-ScrollAreaViewportFocusRing" />
      </div>
    </div>
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
      <div className="rt-Flex rt-r-fd-column rt-r-gap-5">
        <div className="rt-Flex rt-r-ai-center rt-r-jc-space-between rt-r-gap-4">
          <SkeletonBlock width="220px" height="28px" />
          <SkeletonBlock width="110px" height="var(--space-6)" />
        </div>
        {cards > 0 && (
          <div
            style={{ '--grid-template-columns': 'repeat(auto-fill, minmax(240px, 1fr))' } as CSSProperties}
            className="rt-Grid rt-r-gtc rt-r-gap-4"
          >
            {Array.from({ length: cards }, (_, i) => (
              <CardShape key={i} size="2" lines={2} actions={false} />
            ))}
          </div>
        )}
        {rows > 0 && <TableShape rows={rows} columns={4} />}
      </div>
    </LoadingRegion>
  )
}
