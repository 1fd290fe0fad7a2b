export {
  EditableTable,
  type EditableTableProps,
  type EditableTableColumn,
  type EditableCellControl,
} from './EditableTable'
export { editableTableSizes, type EditableTableSize } from './EditableTable.variants'
export { cellKey, replaceRow, removeRow, touchedAfterRemove, shownError } from './editable-rows'
