// Issue 16 notifications (decision 0034): the machines of the in-site inbox, one file each. The inbox on
// /notifications (a paged list with marks), the header bell's unread count, the email setting, and the
// unsubscribe page.

export { notificationsMachine } from './notifications-inbox.machine';
export type {
  MarkReadInput,
  MarkReadOutput,
  NotificationEntry,
  NotificationsContext,
  NotificationsEvent,
  NotificationsPageResult,
} from './notifications-inbox.machine';
export { notificationCountMachine, unreadRefreshMs } from './notification-count.machine';
export type {
  NotificationCountContext,
  NotificationCountEvent,
  NotificationCountInput,
} from './notification-count.machine';
export { notificationEmailMachine } from './notification-email.machine';
export type { NotificationEmailContext, NotificationEmailEvent } from './notification-email.machine';
export { unsubscribeMachine } from './unsubscribe.machine';
export type { UnsubscribeContext, UnsubscribeEvent, UnsubscribeInput } from './unsubscribe.machine';
