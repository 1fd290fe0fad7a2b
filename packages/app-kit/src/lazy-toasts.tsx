import { useEffect, useState } from 'react'
import type { Toasts as ToastsType } from './Toasts'

type ToastStack = typeof ToastsType
let loaded: ToastStack | undefined

/**
 * The toast stack (`Toasts`) with its code in a chunk of its own (issue 17): the design system's Toast with its
 * buttons and icons is not in the first load; the chunk is requested on the first render and the stack shows when
 * it is there. A toast raised before that waits in the queue (`toasts.ts`) and shows then. Not `React.lazy`: a
 * failed download must not replace the screen with the route's error page (the stack stays away instead).
 */
export function LazyToasts(props: Parameters<ToastStack>[0]) {
  const [Toasts, setToasts] = useState<ToastStack | undefined>(() => loaded)
  useEffect(() => {
    if (Toasts) return
    let live = true
    import('./Toasts')
      .then((m) => {
        loaded = m.Toasts
        if (live) setToasts(() => m.Toasts)
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [Toasts])
  return Toasts ? <Toasts {...props} /> : null
}
