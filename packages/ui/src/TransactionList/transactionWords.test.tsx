import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { TransactionFilters } from '../TransactionFilters';
import { englishTransactions } from './storyTransactions';
import { TransactionCard } from './TransactionCard';
import { TransactionList } from './TransactionList';

const [purchase, exchange, withdrawal] = englishTransactions;
const message = { title: 'Boom' };
const list = (status: 'ready' | 'loading' | 'error' = 'ready') => (
  <TransactionList
    transactions={status === 'ready' ? englishTransactions : []}
    status={status}
    empty={message}
    filteredEmpty={message}
    error={message}
    onRetry={vi.fn()}
    hasMore
    onLoadMore={vi.fn()}
  />
);
const filters = (onTypeChange = vi.fn()) => (
  <TransactionFilters
    search="pack"
    onSearchChange={vi.fn()}
    type="all"
    types={['all', 'purchase', 'withdrawal_refund', 'season_bonus']}
    onTypeChange={onTypeChange}
    onClear={vi.fn()}
    active
  />
);

describe('the transaction history says its own words (issue 32)', () => {
  it('in English: a card names its type, status, balance, amount and details from its data', async () => {
    render(inLanguage('en', <TransactionCard {...purchase!} />));
    const card = within(
      screen.getByRole('article', { name: 'Purchase: 3 GCoins pack (first purchase doubled)' }),
    );
    expect(card.getByText('Completed')).toBeVisible();
    expect(card.getByText('Balance after')).toBeVisible();
    expect(card.getByText('+6 GCoins')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Show details' }));
    expect(card.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    expect(card.getByText('Payment reference')).toBeVisible();
    expect(card.getByText('Method')).toBeVisible();
    // A method's value is named too ('paypal' → 'Payment email').
    expect(card.getByText('Payment email')).toBeVisible();
  });

  it('in English: a debit reads its sign; a type or key the locale files do not know reads as it is', () => {
    render(
      inLanguage(
        'en',
        <>
          <TransactionCard {...exchange!} />
          <TransactionCard {...withdrawal!} type="season_bonus" metadata={[{ key: 'batch', value: '7' }]} />
        </>,
      ),
    );
    expect(screen.getByText('Crystal exchange')).toBeVisible();
    expect(screen.getByText('\u2212825 crystals')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeVisible();
    expect(screen.getByRole('article', { name: 'season bonus: Payout to player@example.com' })).toBeVisible();
    expect(screen.getByText('batch')).toBeInTheDocument();
  });

  it('in Arabic: the card says the words of ar.json', async () => {
    render(inLanguage('ar', <TransactionCard {...withdrawal!} />));
    const card = within(screen.getByRole('article', { name: 'سحب: Payout to player@example.com' }));
    expect(card.getByText('قيد الانتظار')).toBeVisible();
    expect(card.getByText('الرصيد بعدها')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'عرض التفاصيل' }));
    expect(card.getByText('بريد الدفع')).toBeVisible();
  });

  it('in English and Arabic: the list names itself, loads more, announces loading and retries', () => {
    const { unmount } = render(inLanguage('en', list()));
    expect(screen.getByRole('list', { name: 'Transaction history' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeVisible();
    unmount();

    const arabic = render(inLanguage('ar', list()));
    expect(screen.getByRole('list', { name: 'سجل المعاملات' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'تحميل المزيد' })).toBeVisible();
    arabic.unmount();

    const loading = render(inLanguage('ar', list('loading')));
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ تحميل المعاملات');
    loading.unmount();

    render(inLanguage('ar', list('error')));
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  });

  it('in English: the filters name themselves and every type offered', async () => {
    const onTypeChange = vi.fn();
    render(inLanguage('en', filters(onTypeChange)));
    const search = within(screen.getByRole('search', { name: 'Filter transactions' }));
    expect(search.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Description or type',
    );
    expect(search.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All types',
      'Purchase',
      'Withdrawal refund',
      'season bonus',
    ]);
    await userEvent.selectOptions(search.getByRole('combobox', { name: 'Type' }), 'Purchase');
    expect(onTypeChange).toHaveBeenCalledWith('purchase');
    expect(search.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  });

  it('in Arabic: the filters say the words of ar.json', () => {
    render(inLanguage('ar', filters()));
    const search = within(screen.getByRole('search', { name: 'تصفية المعاملات' }));
    expect(search.getByRole('searchbox', { name: 'بحث' })).toHaveAttribute('placeholder', 'الوصف أو النوع');
    expect(search.getByRole('option', { name: 'كل الأنواع' })).toBeInTheDocument();
    expect(search.getByRole('option', { name: 'شراء' })).toBeInTheDocument();
    expect(search.getByRole('option', { name: 'استرداد سحب' })).toBeInTheDocument();
    expect(search.getByRole('button', { name: 'مسح عوامل التصفية' })).toBeVisible();
  });
});
