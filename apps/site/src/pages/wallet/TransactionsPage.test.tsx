import { ApiError } from '@arena/api-client';
import type { Transaction, TransactionsResponse } from '@arena/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { locales, renderPage } from '../../test/render-page';
import type { FakeApi } from '../../test/render-page';
import TransactionsPage from './TransactionsPage';

// spec §2 /wallet/transactions wired through the page's API client (renderPage): the pages it asks for,
// the cards in the reader's language, search, the designed empty state with its next steps, load more,
// and a failure in the reader's language.
const en = locales.en;
const ar = locales.ar;
const routes = [paths.store.pattern, paths.challenges.pattern, paths.wallet.pattern, paths.join.pattern];

const purchase: Transaction = {
  id: 't1',
  transactionType: 'purchase',
  description: 'Purchased 3 GCoins',
  amount: 3,
  balanceAfter: 3,
  currency: 'gcoin',
  status: 'completed',
  created_at: '2026-11-20T10:00:00.000Z',
  metadata: { gCoins: 3, priceCents: 1486 },
};
const prize: Transaction = {
  id: 't2',
  transactionType: 'prize',
  description: 'Prize',
  amount: 1250,
  balanceAfter: 1250,
  currency: 'crystal',
  status: 'completed',
  created_at: '2026-11-21T10:00:00.000Z',
  metadata: { crystals: 1250, challengeTitle: 'Friday Cup' },
};

const page = (transactions: Transaction[], hasMore = false, number = 1): TransactionsResponse => ({
  transactions,
  pagination: { page: number, limit: 20, hasMore },
});

const open = (transactions: NonNullable<FakeApi['transactions']>, lang: 'en' | 'ar' = 'en') =>
  renderPage(<TransactionsPage />, {
    path: paths.walletTransactions.pattern,
    api: { transactions },
    lang,
    routes,
  });

describe('TransactionsPage', () => {
  it('asks for the first page, tells each movement in the reader’s words, loads more and searches', async () => {
    const transactions = vi
      .fn()
      .mockResolvedValueOnce(page([purchase], true))
      .mockResolvedValueOnce(page([prize], false, 2));
    await open(transactions);
    const list = await screen.findByRole('list', { name: en.transactions.title });
    expect(within(list).getByText('Bought the 3 GCoin pack for $14.86')).toBeTruthy();
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(transactions.mock.calls[0]?.[0]).toMatchObject({ page: 1 });

    await userEvent.click(screen.getByRole('button', { name: en.transactions.loadMore }));
    expect(await screen.findByText(/Prize from “\u2068Friday Cup\u2069”/)).toBeTruthy();
    expect(transactions.mock.calls[1]?.[0]).toMatchObject({ page: 2 });
    expect(screen.queryByRole('button', { name: en.transactions.loadMore })).toBeNull();

    await userEvent.type(screen.getByRole('searchbox', { name: en.transactions.search }), 'zzz');
    expect(await screen.findByText(en.transactions.noMatch.title)).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: en.transactions.clear })[0]!);
    expect(await screen.findByText('Bought the 3 GCoin pack for $14.86')).toBeTruthy();
  });

  it('no transactions: the empty state leads to the store and to the challenges', async () => {
    await open(vi.fn().mockResolvedValue(page([])));
    expect(await screen.findByText(en.transactions.empty.title)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.transactions.empty.action })).toHaveAttribute(
      'href',
      '/store',
    );
    await userEvent.click(screen.getByRole('link', { name: en.transactions.empty.challenges }));
    expect(await screen.findByText(`route ${paths.challenges.pattern}`)).toBeTruthy();
  });

  it('in Arabic: the cards and the empty state in Arabic', async () => {
    await open(vi.fn().mockResolvedValue(page([])), 'ar');
    expect(await screen.findByText(ar.transactions.empty.title)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: ar.transactions.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: ar.transactions.empty.challenges })).toBeTruthy();
  });

  it('in Arabic: the details name their facts in Arabic, not by their keys (issue 34)', async () => {
    const withdrawal: Transaction = {
      ...purchase,
      id: 't3',
      transactionType: 'withdrawal',
      metadata: { withdrawalId: 'w-1', method: 'card', cardLast4: '4444' },
    };
    await open(vi.fn().mockResolvedValue(page([withdrawal])), 'ar');
    await userEvent.click(await screen.findByRole('button', { name: ar.transactions.showDetails }));
    expect(screen.getByText(ar.transactions.metadata.withdrawalId)).toBeTruthy();
    expect(screen.getByText(ar.transactions.metadata.cardLast4)).toBeTruthy();
    expect(screen.getByText(ar.transactions.methods.card)).toBeTruthy();
    expect(screen.queryByText('withdrawalId')).toBeNull();
    expect(screen.queryByText('method')).toBeNull();
  });

  it('in Arabic: a failure says so in Arabic and Retry asks again', async () => {
    const transactions = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('http', { status: 500 }))
      .mockResolvedValueOnce(page([purchase]));
    await open(transactions, 'ar');
    expect(await screen.findByText(ar.errors.fallback.fetchTransactions)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: ar.transactions.retry }));
    expect(await screen.findByRole('list', { name: ar.transactions.title })).toBeTruthy();
    expect(transactions).toHaveBeenCalledTimes(2);
  });
});
