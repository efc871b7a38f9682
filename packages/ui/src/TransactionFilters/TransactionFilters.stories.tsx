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
    search: '',
    onSearchChange: fn(),
    type: 'all',
    types: ['all', 'purchase', 'crystal_exchange', 'withdrawal', 'withdrawal_refund'],
    onTypeChange: fn(),
    onClear: fn(),
    active: false,
  },
} satisfies Meta<typeof TransactionFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Filter transactions' })).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Description or type',
    );
    const type = canvas.getByRole('combobox', { name: 'Type' });
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All types',
      'Purchase',
      'Crystal exchange',
      'Withdrawal',
      'Withdrawal refund',
    ]);
    await expect(type).toHaveValue('all');
  },
};

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
  args: { search: 'سحب', type: 'withdrawal', types: ['all', 'withdrawal', 'crystal_exchange'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'تصفية المعاملات' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'النوع' })).toHaveValue('withdrawal');
    await expect(canvas.getByRole('option', { name: 'سحب' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'مسح عوامل التصفية' })).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { search: 'pack', type: 'purchase' },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { search: '', type: 'all' },
};
