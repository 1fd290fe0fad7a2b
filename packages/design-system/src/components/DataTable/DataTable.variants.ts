import type { Breakpoint } from '../AppShell/AppShell.variants'

/** Sort directions; a third click on a header removes the sort (asc → desc → none). */
export const sortDirections = ['asc', 'desc'] as const
export type SortDirection = (typeof sortDirections)[number]

/** Horizontal alignment of a column's header and cells. Numeric columns are right-aligned. */
export const columnAligns = ['left', 'center', 'right'] as const
export type ColumnAlign = (typeof columnAligns)[number]

/**
 * The layout breakpoints (SPEC §2 "Layout behaviour": md 1024, sm 768, xs 520 px) a secondary column can hide
 * below, widest first: the design system's own breakpoint names (AppShell), less `xxs`, which has no lower edge.
 */
export const columnHideBreakpoints = ['md', 'sm', 'xs'] as const satisfies readonly Breakpoint[]
export type ColumnHideBreakpoint = (typeof columnHideBreakpoints)[number]
