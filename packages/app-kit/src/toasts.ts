/**
 * The toast queue (SPEC §9: at most 5 at once, top-right; a progress toast lives up to 3 minutes) as a jotai
 * atom driven by the design system's pure queue functions, and `useNotify`, the one way screens report the
 * outcome of an action with the domain catalogue's texts (SPEC §8).
 */
import { useMemo } from 'react'
import { atom, useSetAtom } from 'jotai'
import {
  addToast,
  dismissToast,
  expireToasts,
  pauseToasts,
  resolveToast,
  resumeToasts,
  type Toast,
  type ToastInput,
  type ToastOutcome,
} from '@cirrus/design-system'
import { constants, isApiError, type ToastLink } from '@cirrus/domain'

/** Every toast, in arrival order; the stack shows the newest five. */
export const toastQueueAtom = atom<readonly Toast[]>([])

/** Adds (or replaces, by id) a toast. */
export const addToastAtom = atom(null, (get, set, input: ToastInput) =>
  set(toastQueueAtom, addToast(get(toastQueueAtom), input, Date.now())),
)

/** Removes a toast (its close button). */
export const dismissToastAtom = atom(null, (get, set, id: string) =>
  set(toastQueueAtom, dismissToast(get(toastQueueAtom), id)),
)

/** Turns a progress toast into its outcome, in place. */
export const resolveToastAtom = atom(null, (get, set, args: { id: string; outcome: ToastOutcome }) =>
  set(toastQueueAtom, resolveToast(get(toastQueueAtom), args.id, args.outcome, Date.now())),
)

/** Removes the toasts whose time is up. */
export const expireToastsAtom = atom(null, (get, set, now: number) =>
  set(toastQueueAtom, expireToasts(get(toastQueueAtom), now)),
)

/** Stops every lifetime while the user reads the stack (pointer or focus inside it). */
export const pauseToastsAtom = atom(null, (get, set) =>
  set(toastQueueAtom, pauseToasts(get(toastQueueAtom), Date.now())),
)

/** Resumes the lifetimes with the time they had left. */
export const resumeToastsAtom = atom(null, (get, set) =>
  set(toastQueueAtom, resumeToasts(get(toastQueueAtom), Date.now())),
)

/** Options of a toast: a second line and links ("Retry", "View"). */
export type NotifyOptions = { description?: string; links?: readonly ToastLink[] }

/** A progress toast that is still on screen, to be resolved when the work ends. */
export type ProgressToast = {
  /** Replaces the progress toast with a success. */
  success: (title: string, options?: NotifyOptions) => void
  /** Replaces the progress toast with a failure. */
  error: (title: string, options?: NotifyOptions) => void
}

/** What screens call to report an outcome. */
export type Notify = {
  success: (title: string, options?: NotifyOptions) => void
  error: (title: string, options?: NotifyOptions) => void
  /** Shows work going on (SPEC §4: create, clone, reinstall, restore) until it is resolved or 3 minutes pass. */
  progress: (title: string) => ProgressToast
}

let sequence = 0
/** A fresh toast id. */
export function nextToastId(): string {
  sequence += 1
  return `toast-${sequence}`
}

function fields(options: NotifyOptions = {}): Partial<Pick<ToastInput, 'description' | 'actions'>> {
  return {
    ...(options.description ? { description: options.description } : {}),
    ...(options.links?.length
      ? { actions: options.links.map((l) => ({ label: l.label, href: l.href })) }
      : {}),
  }
}

/** The second line of a failure toast: what the platform said, if anything readable. */
export function errorDetail(error: unknown): string | undefined {
  if (isApiError(error)) return error.message
  return error instanceof Error && error.message ? error.message : undefined
}

/** The toast functions, bound to the app's queue. */
export function useNotify(): Notify {
  const add = useSetAtom(addToastAtom)
  const resolve = useSetAtom(resolveToastAtom)
  return useMemo(
    () => ({
      success: (title, options) => add({ id: nextToastId(), kind: 'success', title, ...fields(options) }),
      error: (title, options) => add({ id: nextToastId(), kind: 'error', title, ...fields(options) }),
      progress: (title) => {
        const id = nextToastId()
        // 5 base time units (SPEC §9; constants.baseTimeUnitMs, 36 s): 3 minutes.
        add({ id, kind: 'progress', title, duration: constants.toasts.progressLifetimeMs })
        return {
          success: (text, options) =>
            resolve({ id, outcome: { kind: 'success', title: text, ...fields(options) } }),
          error: (text, options) =>
            resolve({ id, outcome: { kind: 'error', title: text, ...fields(options) } }),
        }
      },
    }),
    [add, resolve],
  )
}
