export { KeyboardShortcutsDialog, type KeyboardShortcutsDialogProps } from './KeyboardShortcutsDialog'
export { useKeyboardShortcuts, type KeyboardShortcutBinding } from './use-keyboard-shortcuts'
export {
  feedKey,
  idleSequence,
  isTypingTarget,
  SEQUENCE_TIMEOUT_MS,
  type KeyboardShortcut,
  type SequenceState,
} from './shortcut-sequence'
export { modifierLabels, type ModifierLabel } from './KeyboardShortcuts.variants'
