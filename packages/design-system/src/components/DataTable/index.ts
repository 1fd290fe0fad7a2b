export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable'
export {
  columnAligns,
  columnHideBreakpoints,
  sortDirections,
  type ColumnAlign,
  type ColumnHideBreakpoint,
  type SortDirection,
} from './DataTable.variants'
export {
  compareSortValues,
  isMissingSortValue,
  nextSort,
  sortRows,
  type SortState,
  type SortValue,
} from './sort-rows'
export { visibleRows, VIEW_ALL_INITIAL_ROWS, VIRTUALIZE_THRESHOLD, type VisibleRows } from './visible-rows'
