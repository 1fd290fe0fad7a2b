/** The largest unread count the bell spells out; above it shows `99+`. */
export const NOTIFICATION_BELL_MAX = 99

/** Sizes of the bell button (Radix IconButton sizes). */
export const notificationBellSizes = ['1', '2', '3'] as const

/** A size of the bell; see {@link notificationBellSizes}. */
export type NotificationBellSize = (typeof notificationBellSizes)[number]
