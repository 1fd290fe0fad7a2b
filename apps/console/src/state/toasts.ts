// The toast queue and `useNotify` moved to @cirrus/app-kit (shared with the admin app, issue 13).
export {
  toastQueueAtom,
  addToastAtom,
  dismissToastAtom,
  resolveToastAtom,
  expireToastsAtom,
  pauseToastsAtom,
  resumeToastsAtom,
  nextToastId,
  errorDetail,
  useNotify,
  type Notify,
  type NotifyOptions,
  type ProgressToast,
} from '@cirrus/app-kit'
