/**
 * What both apps' command palettes share (issue 18): ⌘K / Ctrl+K toggling the palette, whose chunk is loaded on
 * demand (or when the browser is idle a few seconds after start, so the first ⌘K opens at once), and the typed
 * query, cleared whenever the palette closes.
 */
import { useEffect, useState } from 'react'

/** The palette's open state, toggled by ⌘K / Ctrl+K; `loaded` turns true at the first ⌘K (mount it then). */
export function usePaletteHotkey(preload: () => Promise<unknown>, idleMs = 3000) {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        setLoaded(true)
        setOpen((o) => !o)
      }
    }
    document.addEventListener('keydown', onKeyDown)
    const idle = window.setTimeout(() => void preload(), idleMs)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      window.clearTimeout(idle)
    }
  }, [preload, idleMs])
  return { open, setOpen, loaded }
}

/** The palette's query and the props that keep it (spread on `CommandPalette`); closing clears it. */
export function usePaletteQuery(onOpenChange: (open: boolean) => void) {
  const [query, setQuery] = useState('')
  return {
    query,
    setQuery,
    props: {
      query,
      onQueryChange: setQuery,
      onOpenChange: (next: boolean) => {
        if (!next) setQuery('')
        onOpenChange(next)
      },
    },
  }
}
