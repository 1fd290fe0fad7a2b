export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog'
export { confirmDialogTones, type ConfirmDialogTone } from './ConfirmDialog.variants'
export { isConfirmationMatch } from './confirmation'
