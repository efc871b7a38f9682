import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { EmptyState, ErrorState } from '../EmptyState';
import { MessageBanner } from '../MessageBanner';
import { VisuallyHidden } from '../VisuallyHidden';
import { TransactionCard, type TransactionCardProps } from './TransactionCard';
import { TransactionSkeleton } from './TransactionSkeleton';

export interface TransactionItem extends Omit<TransactionCardProps, 'format'> {
  id: string;
}

export interface TransactionListMessage {
  title: string;
  body?: string;
  /** e.g. a 'Buy GCoins' link, or 'Clear filters'. */
  action?: ReactNode;
}

export interface TransactionListProps {
  transactions: readonly TransactionItem[];
  /** `loading` is the first page; later pages use `loadingMore`. */
  status: 'loading' | 'ready' | 'error';
  /** Filters or a search are active: an empty list uses `filteredEmpty` instead of `empty`. */
  filtered?: boolean;
  /** No movements at all yet, with what to do (DESIGN.md). */
  empty: TransactionListMessage;
  /** Nothing matches the search or filter. */
  filteredEmpty: TransactionListMessage;
  /** What failed (often the server's message) and what to do; a retry button ('Retry') is shown. */
  error: TransactionListMessage;
  onRetry: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
  format?: (amount: number) => string;
}

/**
 * Transaction history (spec §2): pages of cards, skeletons, two empty states, retry and load more. Says its
 * own fixed words (transactions.*: its name, loading, retry, load more); the empty states and the error are the
 * page's.
 */
export function TransactionList({
  transactions,
  status,
  filtered = false,
  empty,
  filteredEmpty,
  error,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  format,
}: TransactionListProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const retry = <Button onClick={onRetry}>{t('transactions.retry')}</Button>;
  const stack = css`
    display: grid;
    gap: ${theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  `;

  if (status === 'loading') {
    return (
      <div aria-busy="true" css={stack}>
        <VisuallyHidden role="status">{t('transactions.loading')}</VisuallyHidden>
        <TransactionSkeleton />
        <TransactionSkeleton />
        <TransactionSkeleton />
      </div>
    );
  }

  if (transactions.length === 0) {
    if (status === 'error') return <ErrorState title={error.title} body={error.body} action={retry} />;
    const message = filtered ? filteredEmpty : empty;
    // One or more next steps side by side, e.g. 'Buy GCoins' and 'Join a challenge'.
    const action = message.action ? (
      <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: theme.space[3] }}>
        {message.action}
      </div>
    ) : undefined;
    return <EmptyState title={message.title} body={message.body} action={action} />;
  }

  return (
    <div css={{ display: 'grid', gap: theme.space[4] }}>
      <ul aria-label={t('transactions.title')} css={stack}>
        {transactions.map(({ id, ...item }) => (
          <li key={id}>
            <TransactionCard {...item} format={format} />
          </li>
        ))}
      </ul>
      {status === 'error' ? (
        <MessageBanner tone="error" title={error.title} action={retry}>
          {error.body}
        </MessageBanner>
      ) : hasMore ? (
        <Button variant="secondary" fullWidth loading={loadingMore} onClick={onLoadMore}>
          {t('transactions.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
