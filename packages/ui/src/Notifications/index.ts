export { NotificationBell, bellBadgeCap, type NotificationBellProps } from './NotificationBell';
export { NotificationItem, type NotificationItemProps } from './NotificationItem';
export { NotificationList, type NotificationListProps } from './NotificationList';
export {
  formatPrizeUsd,
  isAccountEntry,
  notificationWords,
  type AccountNotificationKind,
  type ChallengeNotificationKind,
  type NotificationView,
} from './notificationWords';
