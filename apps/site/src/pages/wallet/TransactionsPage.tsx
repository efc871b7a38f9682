import { errorMessage } from '@arena/api-client';
import type { ApiClient } from '@arena/api-client';
import { transactionStatusDisplay } from '@arena/domain';
import {
  availableTypes,
  emptyStateKind,
  filtersActive,
  transactionsMachine,
  visibleTransactions,
} from '@arena/machines';
import { Button, TransactionFilters, TransactionList } from '@arena/ui';
import { useMachine } from '@xstate/react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { PageMeta } from '../PageMeta';
import { PageTitle, WidePage } from '../page-layout';
import { formatCount } from '../store/money-format';
import { describeTransaction } from './describe-transaction';

/** Loads pages with their descriptions in the reader's language, so search matches what is shown. */
function historyIn(api: ApiClient, t: TFunction) {
  return transactionsMachine.provide({
    actors: {
      loadTransactions: fromPromise(async ({ input }) => {
        try {
          const page = await api.transactions(input);
          return {
            ...page,
            transactions: page.transactions.map((item) => ({
              ...item,
              description: describeTransaction(item, t),
            })),
          };
        } catch (error) {
          throw errorMessage(error, 'transactions');
        }
      }),
    },
  });
}

/** spec §2 /wallet/transactions: back to the wallet, search, type filter, cards, empty/error, load more. */
export default function TransactionsPage() {
  const { i18n } = useTranslation();
  // A new language loads the history again, in that language.
  return <TransactionHistory key={i18n.language} />;
}

function TransactionHistory() {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const api = useApi();
  const [state, send] = useMachine(useMemo(() => historyIn(api, t), [api, t]));
  const context = state.context;
  if (state.matches('unauthorized')) return <Navigate to={paths.join.pattern} replace />;

  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const filtered = filtersActive(context);
  const items = visibleTransactions(context).map((item) => ({
    id: `${item.id}:${item.currency ?? ''}`,
    type: item.transactionType,
    description: item.description,
    amount: item.amount,
    currency: item.currency === 'crystal' ? ('crystal' as const) : ('gcoin' as const),
    balanceAfter: item.balanceAfter,
    date: dates.format(new Date(item.created_at)),
    dateTime: item.created_at,
    status: transactionStatusDisplay(item.status),
    // The ledger's facts (issue 34): the card names each key and a payment method in the reader's words.
    metadata: Object.entries(item.metadata ?? {}).map(([key, value]) => ({ key, value: String(value) })),
  }));

  return (
    <WidePage>
      <PageMeta title={t('transactions.meta.title')} />
      <div>
        <Button variant="ghost" as={RouterLink} to={paths.wallet.pattern}>
          {t('transactions.back')}
        </Button>
      </div>
      <PageTitle>{t('transactions.title')}</PageTitle>
      <TransactionFilters
        search={context.search}
        onSearchChange={(query) => send({ type: 'transactions.search', query })}
        type={context.typeFilter}
        types={availableTypes(context)}
        onTypeChange={(transactionType) => send({ type: 'transactions.filterType', transactionType })}
        onClear={() => send({ type: 'transactions.clearFilters' })}
        active={filtered}
      />
      <TransactionList
        transactions={items}
        status={state.matches('loading') ? 'loading' : state.matches('error') ? 'error' : 'ready'}
        filtered={emptyStateKind(context) === 'noMatch'}
        empty={{
          title: t('transactions.empty.title'),
          body: t('transactions.empty.body'),
          action: (
            <>
              <Button as={RouterLink} to={paths.store.pattern}>
                {t('transactions.empty.action')}
              </Button>
              <Button variant="secondary" as={RouterLink} to={paths.challenges.pattern}>
                {t('transactions.empty.challenges')}
              </Button>
            </>
          ),
        }}
        filteredEmpty={{
          title: t('transactions.noMatch.title'),
          body: t('transactions.noMatch.body'),
          action: (
            <Button variant="secondary" onClick={() => send({ type: 'transactions.clearFilters' })}>
              {t('transactions.clear')}
            </Button>
          ),
        }}
        error={{
          title: text(context.error) ?? t('errors.fallback.fetchTransactions'),
        }}
        onRetry={() => send({ type: 'transactions.retry' })}
        hasMore={context.hasMore}
        loadingMore={state.matches('loadingMore')}
        onLoadMore={() => send({ type: 'transactions.loadMore' })}
        format={formatCount}
      />
    </WidePage>
  );
}
