import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

const STORAGE_KEY = 'cirrus.scroll-positions'

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {}
  } catch {
    return {}
  }
}

/** Positions by history key; read once, written back to session storage at most every `throttleMs`. */
const positions: Record<string, number> = typeof sessionStorage === 'undefined' ? {} : readPositions()

function persist(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions))
  } catch {
    // Storage full or disabled: scroll memory is a nicety, never an error.
  }
}

/**
 * Remembers the scroll position of the content area per history entry and restores it on back/forward
 * (SPEC §9: scroll position saved, throttled at 100 ms). A new navigation (push/replace) starts at the top.
 * `getElement` returns the scrolling element; `throttleMs` comes from the domain constants.
 */
export function useScrollMemory(getElement: () => HTMLElement | null, throttleMs: number): void {
  const location = useLocation()
  const navigationType = useNavigationType()
  const keyRef = useRef(location.key)

  useLayoutEffect(() => {
    keyRef.current = location.key
    const element = getElement()
    if (!element) return
    const saved = positions[location.key]
    element.scrollTop = navigationType === 'POP' && saved !== undefined ? saved : 0
  }, [location.key, navigationType, getElement])

  useEffect(() => {
    const element = getElement()
    if (!element) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const onScroll = () => {
      // Recorded at once under the entry being scrolled, so a navigation inside the throttle window cannot
      // file the position under the next page; only the storage write is throttled.
      positions[keyRef.current] = element.scrollTop
      if (timer !== undefined) return
      timer = setTimeout(() => {
        timer = undefined
        persist()
      }, throttleMs)
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      element.removeEventListener('scroll', onScroll)
      if (timer !== undefined) {
        clearTimeout(timer)
        persist()
      }
    }
  }, [getElement, throttleMs])
}
