// The inbox and its settings (issue 16, decision 0034), and the unsubscribe link of a mail.
import {
  markNotificationsReadResponseSchema,
  notificationSettingsSchema,
  notificationsResponseSchema,
  unsubscribeResponseSchema,
  type MarkNotificationsReadResponse,
  type NotificationSettings,
  type NotificationsResponse,
  type UnsubscribeResponse,
} from '@arena/contract';
import type { ClientCore } from './core';

export function notificationsCalls(core: ClientCore) {
  const { authed, send } = core;
  return {
    // Notifications (issue 16, decision 0034): the inbox, newest first, 20 a page.
    notifications: (cursor?: string): Promise<NotificationsResponse> =>
      authed(notificationsResponseSchema, '/api/notifications', {
        ...(cursor === undefined ? {} : { searchParams: { cursor } }),
      }),
    /** The given ids (another player's are ignored), or every entry when `ids` is absent. */
    markNotificationsRead: (ids?: readonly string[]): Promise<MarkNotificationsReadResponse> =>
      authed(markNotificationsReadResponseSchema, '/api/notifications/read', {
        method: 'post',
        json: ids === undefined ? {} : { ids: [...ids] },
      }),
    notificationSettings: (): Promise<NotificationSettings> =>
      authed(notificationSettingsSchema, '/api/notifications/settings'),
    /** `email` governs mail only: the inbox always records. */
    saveNotificationSettings: (email: boolean): Promise<NotificationSettings> =>
      authed(notificationSettingsSchema, '/api/notifications/settings', { method: 'put', json: { email } }),
    /** The token from an email's unsubscribe link; no sign-in. A bad token is a 400 with the server's words. */
    unsubscribe: (token: string): Promise<UnsubscribeResponse> =>
      send(
        unsubscribeResponseSchema,
        '/api/notifications/unsubscribe',
        { method: 'post', json: { token } },
        'none',
      ),
  };
}
