export { DataTable, type DataTableColumn, type DataTableProps, type DataTablePaging } from './DataTable'
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
export { csvField, escapeCsvField, parseCsv, toCsv, type CsvValue } from './csv'
export { foldText, matchesText, queryRows, type ColumnFilters, type QueryColumn } from './table-query'
export { readTableParams, writeTableParams, type TableUrlState } from './table-url'
export { clampPage, pageCount, pageRangeText, type PageInfo } from './paging'
export { columnValue, downloadCsv } from './DataTableTools'
export { clickHeaderSelection, clickRowSelection, headerSelectionState } from './selection'
