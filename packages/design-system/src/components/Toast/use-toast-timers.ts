import { useEffect, useEffectEvent } from 'react'
import { nextExpiry, type Toast } from './toast-queue'

export type UseToastTimersOptions = {
  /** The queue the app holds (in its own store). */
  toasts: readonly Toast[]
  /** Called with the current time when a lifetime ends; the app then stores `expireToasts(queue, now)`. */
  onExpire: (now: number) => void
  /** The clock, in ms. @default Date.now */
  now?: () => number
}

/**
 * Calls `onExpire` when the next toast's lifetime ends: one timer for the whole queue, set again whenever the
 * queue changes. The queue itself stays pure data (toast-queue.ts), so the app can keep it in its own store.
 */
export function useToastTimers({ toasts, onExpire, now = Date.now }: UseToastTimersOptions): void {
  const expire = useEffectEvent(() => onExpire(now()))
  const currentTime = useEffectEvent(() => now())
  useEffect(() => {
    const at = nextExpiry(toasts)
    if (at === null) return
    const timer = setTimeout(expire, Math.max(0, at - currentTime()))
    return () => clearTimeout(timer)
  }, [toasts])
}
