export { ToastStack, type ToastStackProps } from './Toast'
export { toastKinds, type ToastKind } from './Toast.variants'
export {
  addToast,
  dismissToast,
  expireToasts,
  MAX_TOASTS,
  nextExpiry,
  pauseToasts,
  resolveToast,
  resumeToasts,
  toastLifetimes,
  toastsToShow,
  type Toast,
  type ToastAction,
  type ToastInput,
  type ToastOutcome,
} from './toast-queue'
export { useToastTimers, type UseToastTimersOptions } from './use-toast-timers'
