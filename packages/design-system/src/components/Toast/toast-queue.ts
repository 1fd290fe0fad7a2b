import type { ToastKind } from './Toast.variants'

/** A link or button on a toast, e.g. "Retry" or "View". */
export type ToastAction =
  | {
      /** The action's text. */
      label: string
      /** Where it leads (drawn through the stack's `renderLink`). */
      href: string
      onClick?: never
    }
  | {
      /** The action's text. */
      label: string
      href?: never
      /** What it does. */
      onClick: () => void
    }

/** What an app asks to show. */
export type ToastInput = {
  /** Stable id chosen by the app (e.g. the operation's id); resolving a progress toast refers to it. */
  id: string
  /** @default 'info' */
  kind?: ToastKind
  /** The message, e.g. a text from SPEC §8. */
  title: string
  /** A second line. */
  description?: string
  /** At most a couple of actions ("Retry", "View"). */
  actions?: readonly ToastAction[]
  /** Lifetime in ms instead of the kind's default (`Infinity` keeps it until dismissed). */
  duration?: number
}

/** A toast in the queue: the input plus when it arrived and when it goes. */
export type Toast = Omit<ToastInput, 'kind' | 'duration'> & {
  kind: ToastKind
  /** When it was added, in ms (the app's clock). */
  createdAt: number
  /** When it expires, in ms; `Infinity` while paused or when kept until dismissed. */
  expiresAt: number
  /** Lifetime left while the stack is paused (the pointer or focus is on it). */
  remaining?: number
}

/** At most 5 toasts at once (SPEC §9). */
export const MAX_TOASTS = 5

/**
 * Default lifetimes in ms. A progress toast lives up to 3 minutes unless resolved (SPEC §9); errors stay twice as
 * long as good news so there is time to read them and use "Retry".
 */
export const toastLifetimes: Readonly<Record<ToastKind, number>> = {
  success: 5_000,
  info: 5_000,
  error: 10_000,
  progress: 180_000,
}

/** The outcome that replaces a progress toast. */
export type ToastOutcome = Omit<ToastInput, 'id' | 'kind'> & { kind: 'success' | 'error' }

function build(input: ToastInput, now: number): Toast {
  const { kind = 'info', duration, ...rest } = input
  const lifetime = duration ?? toastLifetimes[kind]
  return { ...rest, kind, createdAt: now, expiresAt: now + Math.max(0, lifetime) }
}

// Drops the oldest toasts that are not progress (work still going on must stay visible); only when every toast
// is a progress toast does the oldest of those go.
function limit(queue: Toast[]): Toast[] {
  const out = [...queue]
  while (out.length > MAX_TOASTS) {
    const oldest = out.findIndex((t) => t.kind !== 'progress')
    out.splice(oldest === -1 ? 0 : oldest, 1)
  }
  return out
}

/**
 * The queue with a toast added at the end (the queue is oldest first). A toast with an id already in the queue
 * replaces it in place and starts its lifetime again. When a 6th arrives, the oldest non-progress toast goes.
 */
export function addToast(queue: readonly Toast[], input: ToastInput, now: number): Toast[] {
  const toast = build(input, now)
  const at = queue.findIndex((t) => t.id === input.id)
  if (at !== -1) return queue.map((t, i) => (i === at ? toast : t))
  return limit([...queue, toast])
}

/** The queue without the toast (a no-op, returning the same queue, for an unknown id). */
export function dismissToast(queue: readonly Toast[], id: string): readonly Toast[] {
  return queue.some((t) => t.id === id) ? queue.filter((t) => t.id !== id) : queue
}

/**
 * The queue with a progress toast turned into its outcome (success or error), in place, with the outcome's
 * lifetime from now. If the user dismissed the progress toast meanwhile, the outcome is added anew: the result of
 * an operation is never lost.
 */
export function resolveToast(
  queue: readonly Toast[],
  id: string,
  outcome: ToastOutcome,
  now: number,
): Toast[] {
  return addToast(queue, { ...outcome, id }, now)
}

/** The queue without the toasts whose time is up at `now` (the same queue when none is). */
export function expireToasts(queue: readonly Toast[], now: number): readonly Toast[] {
  return queue.some((t) => t.expiresAt <= now) ? queue.filter((t) => t.expiresAt > now) : queue
}

/** When the next toast expires, or `null` when none will (empty, paused, or kept until dismissed). */
export function nextExpiry(queue: readonly Toast[]): number | null {
  const times = queue.map((t) => t.expiresAt).filter(Number.isFinite)
  return times.length ? Math.min(...times) : null
}

/**
 * The queue with every lifetime stopped, e.g. while the pointer is on the stack, so nobody loses a toast they are
 * reading (WCAG 2.2.1). Each toast keeps the time it had left.
 */
export function pauseToasts(queue: readonly Toast[], now: number): readonly Toast[] {
  if (queue.every((t) => t.remaining !== undefined || !Number.isFinite(t.expiresAt))) return queue
  return queue.map((t) =>
    t.remaining !== undefined || !Number.isFinite(t.expiresAt)
      ? t
      : { ...t, remaining: Math.max(0, t.expiresAt - now), expiresAt: Number.POSITIVE_INFINITY },
  )
}

/** The queue with paused lifetimes running again from `now`. */
export function resumeToasts(queue: readonly Toast[], now: number): readonly Toast[] {
  if (queue.every((t) => t.remaining === undefined)) return queue
  return queue.map((t) => {
    if (t.remaining === undefined) return t
    const { remaining, ...rest } = t
    return { ...rest, expiresAt: now + remaining }
  })
}

/** The toasts to draw, newest first and at most 5 (the stack grows downwards from the top-right corner). */
export function toastsToShow(queue: readonly Toast[]): Toast[] {
  return queue.slice(-MAX_TOASTS).reverse()
}
