export {
  TimestampParseError,
  UNIX_MILLISECONDS_FROM,
  UNIX_SECONDS_FROM,
  parseTimestamp,
  tryParseTimestamp,
} from './parse.js'
export { DEFAULT_LOCALE, formatDate, formatDateTime, formatMonth, formatRelative } from './format.js'
export type { DateFormatOptions } from './format.js'
