import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { englishTransactions } from './storyTransactions';
import { TransactionList } from './TransactionList';

type Props = ComponentProps<typeof TransactionList>;

function setup(overrides: Partial<Props> = {}) {
  const props: Props = {
    transactions: englishTransactions,
    status: 'ready',
    empty: { title: 'No transactions yet', body: 'Buy GCoins to get started.' },
    filteredEmpty: { title: 'No transactions match', body: 'Try another search.' },
    error: { title: 'Failed to fetch transactions' },
    onRetry: vi.fn(),
    hasMore: true,
    onLoadMore: vi.fn(),
    ...overrides,
  };
  render(inLanguage('en', <TransactionList {...props} />));
  return { props, user: userEvent.setup() };
}

describe('TransactionList', () => {
  it('lists every movement with its signed amount and status', () => {
    setup();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('+6 GCoins')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('asks for the next page with Load more', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(props.onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('ignores Load more while the next page is loading', async () => {
    const { props, user } = setup({ loadingMore: true });
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(props.onLoadMore).not.toHaveBeenCalled();
  });

  it('has no Load more on the last page', () => {
    setup({ hasMore: false });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says there is nothing yet when nothing is filtered', () => {
    setup({ transactions: [], hasMore: false });
    expect(screen.getByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
    expect(screen.queryByText('No transactions match')).not.toBeInTheDocument();
  });

  it('says nothing matches when filters are active', () => {
    setup({ transactions: [], hasMore: false, filtered: true });
    expect(screen.getByRole('heading', { name: 'No transactions match' })).toBeInTheDocument();
    expect(screen.queryByText('No transactions yet')).not.toBeInTheDocument();
  });

  it('shows skeletons and a status while the first page loads', () => {
    setup({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading transactions');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers a retry when the first page fails', async () => {
    const { props, user } = setup({ transactions: [], status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch transactions');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the loaded movements when a later page fails', () => {
    setup({ status: 'error' });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch transactions');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('expands a movement’s details', async () => {
    const { user } = setup();
    const toggle = screen.getAllByRole('button', { name: 'Show details' })[0]!;
    expect(screen.getByText('5O190127TN364715T')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('5O190127TN364715T')).toBeVisible();
  });
});
