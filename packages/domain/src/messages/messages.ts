/**
 * Every text the console shows after an action (SPEC.md §8), plus the progress texts of long operations
 * (SPEC.md §4) and the error page texts (SPEC.md §2). The apps never spell these strings themselves.
 *
 * Texts quoted in the spec are copied exactly. Where the spec lists a success family without the failure text,
 * the failure is derived in the spec's own pattern: "Error <verb>ing <object>" (e.g. 'Error creating disk',
 * 'Error creating VM'), with "Failed to <verb> <object>" for the families whose example uses it (load balancers:
 * 'Failed to create Load Balancer'; object storage). Such derived texts are marked `// derived` in the area files
 * (`toasts-*.ts`).
 */
import { accountMessages } from './toasts-account.js'
import { adminMessages } from './toasts-admin.js'
import { computeStorageMessages } from './toasts-compute-storage.js'
import { networkMessages } from './toasts-network.js'

export type { ActionMessages, CreateMessages } from './toast.js'
export { fill } from './fill.js'
export { progressTemplates, progressText, type ProgressOperation } from './progress.js'
export {
  errorTexts,
  missingResourceTitle,
  createNewText,
  sectionNotDefined,
  NOT_FOUND_ID_LIMIT,
  notFoundMessage,
  campaignErrors,
  referralErrors,
} from './errors.js'
export {
  toastLinkLabels,
  createSearchParams,
  readCreateSearchParams,
  serviceCreateFailure,
  type ToastLink,
  type FailureToast,
} from './create-failure.js'

/**
 * Toast texts keyed by area, then action (SPEC.md §8), e.g. `messages.vm.create.success === 'VM created'`; each
 * group of areas lives in its own `toasts-*.ts`.
 */
export const messages = {
  ...computeStorageMessages,
  ...networkMessages,
  ...accountMessages,
  ...adminMessages,
} as const

/** An area of {@link messages}. */
export type MessageArea = keyof typeof messages

/** Texts that are logged, never toasted (SPEC.md §8). */
export const logOnlyMessages = {
  /** An IP assignment after VM creation failed; the VM itself was created. */
  ipAssignFailed: 'IP assign failed',
} as const

/** Marker after an image version only administrators see (SPEC.md §4). */
export const UNPUBLISHED_MARKER = '(unpublished)'
