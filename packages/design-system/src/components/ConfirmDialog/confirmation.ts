/**
 * Typed confirmation (STYLE.md: destructive actions sit behind a confirmation that names the resource):
 * the user must type the resource's name exactly. Case matters (names are case-sensitive); whitespace around
 * the typed text is forgiven because a pasted name often carries a trailing space or newline.
 */
export function isConfirmationMatch(typed: string, expected: string): boolean {
  return expected.length > 0 && typed.trim() === expected.trim()
}

/** Whether the confirm button is enabled: not while the action runs, and only after a matching typed name. */
export function canConfirm({
  pending,
  confirmText,
  typed,
}: {
  pending: boolean
  confirmText: string | undefined
  typed: string
}): boolean {
  if (pending) return false
  if (confirmText === undefined) return true
  return isConfirmationMatch(typed, confirmText)
}

/** True for a thenable: the dialog then shows a pending state until it settles. */
export function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
  )
}
