/** Sizes of the editable table's controls (Radix sizes). */
export const editableTableSizes = ['1', '2'] as const
/** A size of the editable table. */
export type EditableTableSize = (typeof editableTableSizes)[number]
