export {
  messages,
  logOnlyMessages,
  UNPUBLISHED_MARKER,
  fill,
  progressTemplates,
  progressText,
  errorTexts,
  campaignErrors,
  referralErrors,
  missingResourceTitle,
  createNewText,
  sectionNotDefined,
  NOT_FOUND_ID_LIMIT,
  notFoundMessage,
  toastLinkLabels,
  createSearchParams,
  readCreateSearchParams,
  serviceCreateFailure,
} from './messages.js'
export type {
  ActionMessages,
  CreateMessages,
  MessageArea,
  ProgressOperation,
  ToastLink,
  FailureToast,
} from './messages.js'
export { constants, breakpointFor, clampSidebarWidth } from './constants.js'
export type { Breakpoint } from './constants.js'
export { consoleTexts } from './console.js'
export { metricsTexts } from './metrics.js'
export { activityTexts } from './activity.js'
