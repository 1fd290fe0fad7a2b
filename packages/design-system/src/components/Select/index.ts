export { Select, type SelectProps } from './Select'
export { selectSizes, type SelectSize } from './Select.variants'
export {
  flattenOptions,
  findOption,
  isSelectGroup,
  type SelectOption,
  type SelectGroup,
  type SelectOptions,
} from './options'
