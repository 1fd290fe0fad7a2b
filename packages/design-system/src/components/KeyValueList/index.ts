export { KeyValueList, type KeyValueListProps, type KeyValueItem } from './KeyValueList'
export {
  keyValueListSizes,
  keyValueListOrientations,
  type KeyValueListSize,
  type KeyValueListOrientation,
} from './KeyValueList.variants'
export { isEmptyValue } from './values'
