import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TransactionFilters } from './TransactionFilters';

type Args = ComponentProps<typeof TransactionFilters>;

/** Holds the filter values as the transactions machine would. */
function Harness(args: Args) {
  const [search, setSearch] = useState(args.search);
  const [type, setType] = useState(args.type);
  return (
    <TransactionFilters
      {...args}
      search={search}
      type={type}
      active={search !== '' || type !== 'all'}
      onSearchChange={(value) => {
        args.onSearchChange(value);
        setSearch(value);
      }}
      onTypeChange={(value) => {
        args.onTypeChange(value);
        setType(value);
      }}
      onClear={() => {
        args.onClear();
        setSearch('');
        setType('all');
      }}
    />
  );
}

const meta = {
  title: 'Wallet/TransactionFilters',
  component: TransactionFilters,
  render: (args) => <Harness {...args} />,
  args: {
    label: 'Filter transactions',
    search: '',
    searchLabel: 'Search',
    searchPlaceholder: 'Description or type',
    onSearchChange: fn(),
    type: 'all',
    typeLabel: 'Type',
    typeOptions: [
      { value: 'all', label: 'All types' },
      { value: 'purchase', label: 'Purchase' },
      { value: 'crystal_exchange', label: 'Crystal exchange' },
      { value: 'withdrawal', label: 'Withdrawal' },
      { value: 'withdrawal_refund', label: 'Refund' },
    ],
    onTypeChange: fn(),
    clearLabel: 'Clear filters',
    onClear: fn(),
    active: false,
  },
} satisfies Meta<typeof TransactionFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Filtering: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'pack');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('pack');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'purchase');
    await expect(args.onTypeChange).toHaveBeenCalledWith('purchase');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const Cleared: Story = {
  args: { search: 'exchange', type: 'crystal_exchange' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  },
};

export const Active: Story = { args: { search: 'exchange', type: 'crystal_exchange' } };

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'تصفية المعاملات',
    search: 'سحب',
    searchLabel: 'بحث',
    searchPlaceholder: 'الوصف أو النوع',
    typeLabel: 'النوع',
    type: 'withdrawal',
    typeOptions: [
      { value: 'all', label: 'كل الأنواع' },
      { value: 'withdrawal', label: 'سحب' },
      { value: 'crystal_exchange', label: 'استبدال الكريستال' },
    ],
    clearLabel: 'مسح عوامل التصفية',
  },
};

const productWords = {
  label: undefined,
  searchLabel: undefined,
  searchPlaceholder: undefined,
  typeLabel: undefined,
  clearLabel: undefined,
};

/** Without labels: the product's own words (transactions.*), as the history page shows them. */
export const ProductWords: Story = {
  args: { ...productWords, search: 'exchange' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Filter transactions' })).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('exchange');
  },
};

export const ProductWordsRTL: Story = {
  globals: { locale: 'ar' },
  args: productWords,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'تصفية المعاملات' })).toBeInTheDocument();
  },
};
