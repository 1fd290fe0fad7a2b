export { Field, type FieldProps, type FieldParts } from './Field'
export { fieldSizes, type FieldSize } from './Field.variants'
export { fieldControlProps, fieldIds, type FieldControlProps, type FieldIds } from './field-ids'
