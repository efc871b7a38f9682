import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CurrencySelect } from './CurrencySelect';

const currencies = [
  { code: 'USD', label: 'USD · US dollar' },
  { code: 'AED', label: 'AED · UAE dirham' },
  { code: 'INR', label: 'INR · Indian rupee' },
  { code: 'PKR', label: 'PKR · Pakistani rupee' },
  { code: 'EUR', label: 'EUR · Euro' },
  { code: 'GBP', label: 'GBP · British pound' },
];

const meta = {
  title: 'Store/CurrencySelect',
  component: CurrencySelect,
  args: {
    label: 'Currency',
    currencies,
    value: 'USD',
    onChange: fn(),
    hint: 'Prices are converted at today’s rate.',
  },
} satisfies Meta<typeof CurrencySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Currency' });
    await expect(select).toHaveValue('USD');
    await userEvent.selectOptions(select, 'AED');
    await expect(args.onChange).toHaveBeenCalledWith('AED');
  },
};

export const Selected: Story = { args: { value: 'PKR' } };

export const Disabled: Story = { args: { disabled: true, hint: undefined } };

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'العملة',
    hint: 'تُحوَّل الأسعار بسعر اليوم.',
    value: 'AED',
    currencies: [
      { code: 'USD', label: 'USD · دولار أمريكي' },
      { code: 'AED', label: 'AED · درهم إماراتي' },
      { code: 'EUR', label: 'EUR · يورو' },
    ],
  },
};
