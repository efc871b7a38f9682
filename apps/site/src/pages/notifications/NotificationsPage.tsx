import { errorMessage } from '@arena/api-client';
import type { ApiClient } from '@arena/api-client';
import { notificationEmailMachine, notificationsMachine } from '@arena/machines';
import { Button, MessageBanner, NotificationList, SettingsSection, Switch } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { useNotifications } from '../../session/NotificationsProvider';
import { PageMeta } from '../PageMeta';
import { PageTitle, WidePage } from '../page-layout';
import { notificationHref } from './notification-href';
import { PushSection } from './PushSection';

function inboxFor(api: ApiClient) {
  return notificationsMachine.provide({
    actors: {
      loadNotifications: fromPromise(async ({ input }) => {
        try {
          return await api.notifications(input.cursor);
        } catch (error) {
          throw errorMessage(error, 'notifications');
        }
      }),
      markRead: fromPromise(async ({ input }) => {
        try {
          return await api.markNotificationsRead(input.ids);
        } catch (error) {
          throw errorMessage(error, 'markNotificationsRead');
        }
      }),
    },
  });
}

function emailSettingFor(api: ApiClient) {
  return notificationEmailMachine.provide({
    actors: {
      loadEmailSetting: fromPromise(async () => {
        try {
          return await api.notificationSettings();
        } catch (error) {
          throw errorMessage(error, 'notificationSettings');
        }
      }),
      saveEmailSetting: fromPromise(async ({ input }) => {
        try {
          return await api.saveNotificationSettings(input.email);
        } catch (error) {
          throw errorMessage(error, 'saveNotificationSettings');
        }
      }),
    },
  });
}

/** Now, in ms, moving on every minute: the entries' relative times stay true while the page is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * Issue 16 /notifications: the inbox (every entry worded in the reader's language from its data, opened
 * entries marked read, Mark all as read, Load more) and the email setting ("Email me about my challenges and
 * my account") and Web Push on this device with its per-kind switches (issue 33). Account entries
 * (decision 0047: passport verified or rejected, payout paid or failed) lead
 * to the wallet's passport card or the transaction history.
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  const api = useApi();
  const now = useMinuteClock();
  const { setUnreadCount } = useNotifications();
  const [inbox, sendInbox, inboxActor] = useMachine(useMemo(() => inboxFor(api), [api]));
  const [email, sendEmail] = useMachine(useMemo(() => emailSettingFor(api), [api]));
  const context = inbox.context;
  const loaded = !inbox.matches({ list: 'loading' });

  // The header's bell follows what this page knows.
  useEffect(() => {
    if (loaded) setUnreadCount(context.unreadCount);
  }, [loaded, context.unreadCount, setUnreadCount]);

  if (inbox.matches({ list: 'unauthorized' })) return <Navigate to={paths.join.pattern} replace />;

  const status = inbox.matches({ list: 'loading' })
    ? 'loading'
    : inbox.matches({ list: 'error' })
      ? 'error'
      : 'ready';
  return (
    <WidePage>
      <PageMeta title={t('notifications.inbox.metaTitle')} />
      <PageTitle>{t('notifications.inbox.title')}</PageTitle>
      <NotificationList
        status={status}
        notifications={context.items}
        unreadCount={context.unreadCount}
        error={context.error ? (text(context.error) ?? t('notifications.inbox.error')) : undefined}
        onRetry={() => sendInbox({ type: 'notifications.retry' })}
        hasMore={context.nextCursor !== null}
        loadingMore={inbox.matches({ list: 'loadingMore' })}
        onLoadMore={() => sendInbox({ type: 'notifications.loadMore' })}
        onMarkAllRead={() => sendInbox({ type: 'notifications.markAll' })}
        markError={text(context.markError)}
        onOpen={(id) => {
          sendInbox({ type: 'notifications.open', id });
          // The link leaves this page at once: the bell learns the new count now, not after a render.
          setUnreadCount(inboxActor.getSnapshot().context.unreadCount);
        }}
        hrefFor={notificationHref}
        linkAs={RouterLink}
        now={now}
        emptyAction={
          <Button as={RouterLink} to={paths.challenges.pattern}>
            {t('notifications.inbox.empty.action')}
          </Button>
        }
      />
      {/* The settings come in once the inbox's first page and the email setting have: appearing below the
          list, they push nothing down (drawn under a three-row skeleton, a phone saw them pushed off the
          screen, a layout shift of 0.4; the email switch replacing its spinner pushed the push section). */}
      {status === 'loading' || email.matches('loading') ? null : (
        <>
          <SettingsSection title={t('notifications.settings.title')}>
            {email.matches('failed') ? (
              <MessageBanner
                tone="error"
                action={
                  <Button variant="secondary" size="sm" onClick={() => sendEmail({ type: 'email.retry' })}>
                    {t('notifications.inbox.retry')}
                  </Button>
                }
              >
                {t('notifications.settings.loadError')}
              </MessageBanner>
            ) : (
              <Switch
                label={t('notifications.settings.email')}
                description={t('notifications.settings.hint')}
                checked={email.context.email}
                pending={email.matches('saving')}
                onChange={() => sendEmail({ type: 'email.toggle' })}
              />
            )}
            {email.matches('ready') && email.context.error ? (
              <MessageBanner tone="error">{text(email.context.error)}</MessageBanner>
            ) : null}
          </SettingsSection>
          <PushSection />
        </>
      )}
    </WidePage>
  );
}
