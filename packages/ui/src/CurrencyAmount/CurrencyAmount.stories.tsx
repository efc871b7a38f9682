import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CurrencyAmount } from './CurrencyAmount';

const meta = {
  title: 'Components/CurrencyAmount',
  component: CurrencyAmount,
  args: { currency: 'gcoin', amount: 1250, label: '1,250 GCoins', size: 'md' },
  argTypes: {
    currency: { control: 'inline-radio', options: ['gcoin', 'crystal'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof CurrencyAmount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,250 GCoins')).toBeInTheDocument();
    await expect(canvas.getByText('1,250')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const GCoins: Story = {};
export const Crystals: Story = { args: { currency: 'crystal', amount: 18475, label: '18,475 crystals' } };
export const Zero: Story = { args: { currency: 'crystal', amount: 0, label: '0 crystals' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <CurrencyAmount {...args} size="sm" />
      <CurrencyAmount {...args} size="md" />
      <CurrencyAmount {...args} size="lg" />
    </div>
  ),
};

/** Tabular figures keep columns of balances aligned. */
export const Column: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 4, justifyItems: 'end', inlineSize: 'max-content' }}>
      <CurrencyAmount currency="crystal" amount={111111} label="111,111 crystals" />
      <CurrencyAmount currency="crystal" amount={908070} label="908,070 crystals" />
      <CurrencyAmount currency="gcoin" amount={11} label="11 GCoins" />
    </div>
  ),
};

const arabic = new Intl.NumberFormat('ar-EG').format;
export const RTL: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <CurrencyAmount currency="gcoin" amount={1250} format={arabic} label="1٬250 عملة جي" />
      <CurrencyAmount currency="crystal" amount={18475} label="18,475 كريستالة" />
    </div>
  ),
};
