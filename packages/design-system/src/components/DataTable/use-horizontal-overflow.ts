import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether an element's content is wider than the element, kept current as either changes size.
 * DataTable uses it to scroll sideways only when it has to (see DataTable.module.css).
 */
export function useHorizontalOverflow(element: HTMLElement | null): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!element || typeof ResizeObserver === 'undefined') return () => {}
      const observer = new ResizeObserver(notify)
      observer.observe(element)
      if (element.firstElementChild) observer.observe(element.firstElementChild)
      return () => observer.disconnect()
    },
    [element],
  )
  return useSyncExternalStore(
    subscribe,
    () => (element ? element.scrollWidth > element.clientWidth + 1 : false),
    () => false,
  )
}
