import { useAtomValue, useSetAtom } from 'jotai'
import { ToastStack, useToastTimers, type RenderLink } from '@cirrus/design-system'
import {
  dismissToastAtom,
  expireToastsAtom,
  pauseToastsAtom,
  resumeToastsAtom,
  toastQueueAtom,
} from './toasts'

/**
 * The app's toast stack: the design system's ToastStack over the queue atom, with its lifetimes (a progress
 * toast up to 3 minutes, SPEC §9) and pausing while the user reads it. `renderLink` renders the toasts' links
 * (the app's router links).
 */
export function Toasts({ renderLink }: { renderLink?: RenderLink }) {
  const toasts = useAtomValue(toastQueueAtom)
  const dismiss = useSetAtom(dismissToastAtom)
  const expire = useSetAtom(expireToastsAtom)
  const pause = useSetAtom(pauseToastsAtom)
  const resume = useSetAtom(resumeToastsAtom)
  useToastTimers({ toasts, onExpire: expire })
  return (
    <ToastStack
      toasts={toasts}
      onDismiss={dismiss}
      onPause={pause}
      onResume={resume}
      renderLink={renderLink}
    />
  )
}
