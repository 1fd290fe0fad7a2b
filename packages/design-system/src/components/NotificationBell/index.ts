export { NotificationBell, type NotificationBellProps } from './NotificationBell'
export {
  NOTIFICATION_BELL_MAX,
  notificationBellSizes,
  type NotificationBellSize,
} from './NotificationBell.variants'
export { unreadBadgeText } from './unread'
