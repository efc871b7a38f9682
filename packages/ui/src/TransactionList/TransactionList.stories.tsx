import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import {
  arabicTransactions,
  englishTransactions,
  hindiTransactions,
  urduTransactions,
} from './storyTransactions';
import { TransactionList } from './TransactionList';

// Two cards keep each screenshot within the 640 px story page.
const transactions = englishTransactions.slice(0, 2);

const meta = {
  title: 'Wallet/TransactionList',
  component: TransactionList,
  args: {
    transactions,
    status: 'ready',
    filtered: false,
    empty: {
      title: 'No transactions yet',
      body: 'Buy GCoins or win a challenge and every movement will show here.',
      action: <Button href="/store">Buy GCoins</Button>,
    },
    filteredEmpty: {
      title: 'No transactions match',
      body: 'Try another search or show all types.',
      action: (
        <Button variant="secondary" onClick={fn()}>
          Clear filters
        </Button>
      ),
    },
    error: {
      title: 'Failed to fetch transactions',
      body: 'Check your connection, then try again.',
    },
    onRetry: fn(),
    hasMore: true,
    loadingMore: false,
    onLoadMore: fn(),
  },
} satisfies Meta<typeof TransactionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: 'Transaction history' })).toBeInTheDocument();
    const loadMore = canvas.getByRole('button', { name: 'Load more' });
    await userEvent.click(loadMore);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    loadMore.blur();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading transactions');
  },
};

export const LoadingMore: Story = { args: { loadingMore: true } };

export const LastPage: Story = { args: { hasMore: false } };

/** No history yet: two next steps, buying GCoins or joining a challenge. */
export const Empty: Story = {
  args: {
    transactions: [],
    hasMore: false,
    empty: {
      title: 'No transactions yet',
      body: 'Buy GCoins or win a challenge and every movement will show here.',
      action: (
        <>
          <Button href="/store">Buy GCoins</Button>
          <Button variant="secondary" href="/challenges">
            Join a challenge
          </Button>
        </>
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Buy GCoins' })).toHaveAttribute('href', '/store');
    await expect(canvas.getByRole('link', { name: 'Join a challenge' })).toHaveAttribute(
      'href',
      '/challenges',
    );
  },
};

export const EmptyFiltered: Story = { args: { transactions: [], hasMore: false, filtered: true } };

export const LoadFailed: Story = {
  args: { transactions: [], status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch transactions');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A later page failed: what is shown stays, with a retry under it. */
export const ErrorLoadingMore: Story = { args: { status: 'error' } };

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { transactions: arabicTransactions },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'سجل المعاملات' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'تحميل المزيد' })).toBeVisible();
  },
};

export const RTLEmpty: Story = {
  globals: { locale: 'ar' },
  args: {
    transactions: [],
    hasMore: false,
    empty: {
      title: 'لا توجد معاملات بعد',
      body: 'اشترِ عملات جي أو اربح تحدياً وستظهر كل حركة هنا.',
      action: (
        <>
          <Button href="/store">شراء عملات جي</Button>
          <Button variant="secondary" href="/challenges">
            انضم إلى تحدٍّ
          </Button>
        </>
      ),
    },
  },
};

export const RTLLoadFailed: Story = {
  globals: { locale: 'ar' },
  args: { transactions: [], status: 'error', error: { title: 'تعذّر تحميل المعاملات' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { transactions: hindiTransactions },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { transactions: urduTransactions },
};
