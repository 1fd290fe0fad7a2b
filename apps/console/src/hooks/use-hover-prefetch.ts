import { useCallback, useEffect, useRef } from 'react'

/** Event handlers to spread on a link so that resting on it prefetches its data. */
export type HoverPrefetchHandlers = {
  onPointerEnter: () => void
  onPointerLeave: () => void
  onFocus: () => void
  onBlur: () => void
}

/**
 * Starts `prefetch` once the pointer (or keyboard focus) has rested on an element for `delayMs`
 * (SPEC §9: preload delay 50 ms), so passing over a list does not fire a request per row.
 */
export function useHoverPrefetch(prefetch: () => void, delayMs: number): HoverPrefetchHandlers {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(prefetch)
  useEffect(() => {
    latest.current = prefetch
  }, [prefetch])

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current)
    timer.current = undefined
  }, [])
  const start = useCallback(() => {
    cancel()
    timer.current = setTimeout(() => {
      timer.current = undefined
      latest.current()
    }, delayMs)
  }, [cancel, delayMs])

  useEffect(() => cancel, [cancel])
  return { onPointerEnter: start, onPointerLeave: cancel, onFocus: start, onBlur: cancel }
}
