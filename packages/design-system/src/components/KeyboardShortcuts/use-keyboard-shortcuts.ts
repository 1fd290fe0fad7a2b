import { useEffect, useRef } from 'react'
import { feedKey, idleSequence, isTypingTarget, type KeyboardShortcut } from './shortcut-sequence'

/** A shortcut and what it runs. */
export type KeyboardShortcutBinding = KeyboardShortcut & {
  /** Runs the shortcut. */
  run: () => void
}

/** Whether a dialog (or an open menu) is showing: shortcuts then belong to it, not to the page. */
function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null
}

/**
 * Listens for the shortcuts on the document. They never fire inside text fields, while a dialog or menu is open,
 * or with Ctrl, ⌘ or Alt held (those belong to the browser and to ⌘K).
 */
export function useKeyboardShortcuts(bindings: readonly KeyboardShortcutBinding[], enabled = true) {
  const latest = useRef(bindings)
  latest.current = bindings
  useEffect(() => {
    if (!enabled) return
    let state = idleSequence
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      if (isTypingTarget(event.target) || dialogOpen()) {
        state = idleSequence
        return
      }
      const result = feedKey(latest.current, state, event.key, event.timeStamp)
      state = result.state
      if (result.match) {
        event.preventDefault()
        result.match.run()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [enabled])
}
