/**
 * Key sequences of the keyboard shortcuts (issue 18 "Keyboard shortcuts"): single keys ("?", "c", "/") and
 * sequences of two ("g d"). Pure: the hook feeds it each key and the time it was pressed.
 */

/** One shortcut: the keys pressed one after the other, and what it does for people (the help dialog lists it). */
export type KeyboardShortcut = {
  /** The keys in order, as `KeyboardEvent.key` gives them: ['g', 'd'], ['?'], ['/']. */
  keys: readonly string[]
  /** What it does ("Go to the dashboard"). */
  description: string
}

/** A sequence's next key must come within this many milliseconds of the previous one. */
export const SEQUENCE_TIMEOUT_MS = 1500

/** The keys typed so far of a sequence in progress, and when the last came. */
export type SequenceState = { keys: readonly string[]; at: number }

/** No sequence in progress. */
export const idleSequence: SequenceState = { keys: [], at: 0 }

/**
 * Feeds one key: returns the shortcut it completes (if any) and the state after it. A key that continues no
 * shortcut starts over from itself, so "x g d" still finds "g d".
 */
export function feedKey<S extends KeyboardShortcut>(
  shortcuts: readonly S[],
  state: SequenceState,
  key: string,
  at: number,
): { match: S | null; state: SequenceState } {
  const fresh = at - state.at > SEQUENCE_TIMEOUT_MS ? [] : state.keys
  for (const typed of [[...fresh, key], [key]]) {
    const match = shortcuts.find((s) => sameKeys(s.keys, typed))
    if (match) return { match, state: idleSequence }
    if (shortcuts.some((s) => startsWith(s.keys, typed))) return { match: null, state: { keys: typed, at } }
  }
  return { match: null, state: idleSequence }
}

function sameKeys(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((k, i) => k === b[i])
}

function startsWith(keys: readonly string[], prefix: readonly string[]) {
  return prefix.length < keys.length && prefix.every((k, i) => k === keys[i])
}

/** Whether a key press lands where people type (a text field, a select, an editable area): shortcuts stay out. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false
  const el = target as HTMLElement
  if (el.isContentEditable) return true
  const field = el.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')
  if (!field) return false
  if (field.tagName === 'INPUT') {
    const type = (field as HTMLInputElement).type
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(type)
  }
  return true
}
