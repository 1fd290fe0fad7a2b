/** Sort directions; a third click on a header removes the sort (asc → desc → none). */
export const sortDirections = ['asc', 'desc'] as const
export type SortDirection = (typeof sortDirections)[number]

/** Horizontal alignment of a column's header and cells. Numeric columns are right-aligned. */
export const columnAligns = ['left', 'center', 'right'] as const
export type ColumnAlign = (typeof columnAligns)[number]
