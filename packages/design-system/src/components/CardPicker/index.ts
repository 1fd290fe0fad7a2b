export { CardPicker, type CardPickerProps, type CardPickerOption } from './CardPicker'
export { LocationPicker, type LocationPickerProps, type LocationOption } from './LocationPicker'
export { OsImagePicker, type OsImagePickerProps, type OsImageOption } from './OsImagePicker'
export { cardPickerSizes, type CardPickerSize } from './CardPicker.variants'
export {
  versionLabel,
  defaultVersion,
  imageIconSrc,
  UNPUBLISHED_MARK,
  type OsImageVersion,
  type OsImageSelection,
} from './os-images'
