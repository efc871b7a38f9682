export { NotificationBell, bellBadgeCap, type NotificationBellProps } from './NotificationBell';
export { NotificationItem, type NotificationItemProps } from './NotificationItem';
export { NotificationList, type NotificationListProps } from './NotificationList';
export { formatPrizeUsd, notificationWords, type NotificationView } from './notificationWords';
