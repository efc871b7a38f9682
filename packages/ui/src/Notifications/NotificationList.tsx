import { css, useTheme } from '@emotion/react';
import type { ElementType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { EmptyState, ErrorState } from '../EmptyState';
import { MessageBanner } from '../MessageBanner';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import { BellIcon } from './NotificationIcons';
import { NotificationItem } from './NotificationItem';
import type { NotificationView } from './notificationWords';

export interface NotificationListProps {
  /** `loading` is the first page; later pages use `loadingMore`. */
  status: 'loading' | 'ready' | 'error';
  notifications: readonly NotificationView[];
  unreadCount: number;
  /** Why the first page failed (status error) or a further page failed (status ready, shown by Load more). */
  error?: string;
  onRetry: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
  onMarkAllRead: () => void;
  /** Marking read failed. */
  markError?: string;
  /** An entry was opened (the site marks it read). */
  onOpen: (id: string) => void;
  /**
   * Where an entry leads: a challenge entry's challenge page; an account entry's place on the site (the
   * wallet's passport card, the transaction history; decision 0047).
   */
  hrefFor: (entry: NotificationView) => string;
  linkAs?: ElementType;
  /** Now, in ms, for the entries' relative times. */
  now: number;
  formatPrize?: (usd: number) => string;
  /** The empty state's next step, e.g. a 'Browse challenges' link. */
  emptyAction?: ReactNode;
}

function ItemSkeleton() {
  const theme = useTheme();
  return (
    <div
      css={css`
        display: flex;
        gap: ${theme.space[3]};
        padding: ${theme.space[4]};
        background: ${theme.colors.surface};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
      `}
    >
      <Skeleton shape="circle" inlineSize="2.5rem" blockSize="2.5rem" />
      <div css={{ display: 'grid', gap: theme.space[2], flex: 1 }}>
        <Skeleton inlineSize="30%" blockSize="0.75em" />
        <Skeleton inlineSize="85%" />
      </div>
    </div>
  );
}

/**
 * The notifications inbox (issue 16): entries newest first, Mark all as read while any is unread, Load
 * more for older ones; skeletons while the first page loads, a designed empty state, an error with retry.
 * Owns its words (notifications.inbox.*); the error texts are the page's.
 */
export function NotificationList({
  status,
  notifications,
  unreadCount,
  error,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onMarkAllRead,
  markError,
  onOpen,
  hrefFor,
  linkAs,
  now,
  formatPrize,
  emptyAction,
}: NotificationListProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const stack = css`
    display: grid;
    gap: ${theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  `;
  const retry = <Button onClick={onRetry}>{t('notifications.inbox.retry')}</Button>;

  if (status === 'loading') {
    return (
      <div aria-busy="true" css={stack}>
        <VisuallyHidden role="status">{t('notifications.inbox.loading')}</VisuallyHidden>
        <ItemSkeleton />
        <ItemSkeleton />
        <ItemSkeleton />
      </div>
    );
  }

  if (notifications.length === 0) {
    if (status === 'error')
      return <ErrorState title={error ?? t('notifications.inbox.error')} action={retry} />;
    return (
      <EmptyState
        icon={<BellIcon />}
        title={t('notifications.inbox.empty.title')}
        body={t('notifications.inbox.empty.body')}
        action={emptyAction}
      />
    );
  }

  const anyUnread = unreadCount > 0 || notifications.some((entry) => entry.readAt === null);
  return (
    <div css={{ display: 'grid', gap: theme.space[4] }}>
      {anyUnread ? (
        <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="secondary" size="sm" onClick={onMarkAllRead}>
            {t('notifications.inbox.markAll')}
          </Button>
        </div>
      ) : null}
      {markError ? (
        <MessageBanner tone="error" role="alert">
          {markError}
        </MessageBanner>
      ) : null}
      <ul aria-label={t('notifications.inbox.listLabel')} css={stack}>
        {notifications.map((entry) => (
          <li key={entry.id}>
            <NotificationItem
              notification={entry}
              href={hrefFor(entry)}
              linkAs={linkAs}
              onOpen={onOpen}
              now={now}
              formatPrize={formatPrize}
            />
          </li>
        ))}
      </ul>
      {status === 'ready' && error ? (
        <MessageBanner tone="error" role="alert">
          {error}
        </MessageBanner>
      ) : null}
      {hasMore ? (
        <Button variant="secondary" fullWidth loading={loadingMore} onClick={onLoadMore}>
          {t('notifications.inbox.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
