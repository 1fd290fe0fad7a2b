/** What a toast reports: a result, a failure, a fact, or work still going on (SPEC §9). */
export const toastKinds = ['success', 'error', 'info', 'progress'] as const
export type ToastKind = (typeof toastKinds)[number]
