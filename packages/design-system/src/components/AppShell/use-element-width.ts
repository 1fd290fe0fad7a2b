import { useCallback, useState, useSyncExternalStore } from 'react'

/**
 * The width of an element in whole px, kept current with a ResizeObserver. Measuring the element rather than the
 * window lets a shell laid out in a narrow container (a story, an embed) pick its mobile layout too.
 * Returns a ref callback and the width (`fallback` until the element is mounted).
 */
export function useElementWidth<E extends HTMLElement>(fallback: () => number) {
  const [element, setElement] = useState<E | null>(null)
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!element || typeof ResizeObserver === 'undefined') return () => {}
      const observer = new ResizeObserver(notify)
      observer.observe(element)
      return () => observer.disconnect()
    },
    [element],
  )
  const width = useSyncExternalStore(
    subscribe,
    () => (element ? element.clientWidth : fallback()),
    () => fallback(),
  )
  return [setElement, width] as const
}
