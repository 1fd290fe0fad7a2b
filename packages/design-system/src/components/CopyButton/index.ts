export { CopyButton, type CopyButtonProps } from './CopyButton'
export {
  copyButtonSizes,
  copyButtonVariants,
  type CopyButtonSize,
  type CopyButtonVariant,
} from './CopyButton.variants'
export { copyText, type ClipboardWriter, type CopyResult } from './copy-text'
