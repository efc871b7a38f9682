import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SelectField } from './SelectField';

const countries = [
  { value: 'EG', label: 'Egypt' },
  { value: 'IN', label: 'India' },
  { value: 'PK', label: 'Pakistan' },
  { value: 'SA', label: 'Saudi Arabia' },
  { value: 'GB', label: 'United Kingdom' },
];

const meta = {
  title: 'Primitives/SelectField',
  component: SelectField,
  args: { label: 'Country', options: countries, placeholder: 'Select your country', onChange: fn() },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.selectOptions(select, 'PK');
    await expect(args.onChange).toHaveBeenCalledWith('PK', expect.anything());
    await expect(select).toHaveValue('PK');
    select.blur();
  },
};

export const Required: Story = { args: { required: true, requiredLabel: 'required' } };

export const Error: Story = {
  args: { error: 'Select the country you live in.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAccessibleDescription('Select the country you live in.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'EG' } };

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'البلد',
    placeholder: 'اختر بلدك',
    options: [
      { value: 'EG', label: 'مصر' },
      { value: 'SA', label: 'المملكة العربية السعودية' },
    ],
    hint: 'يحدد منطقتك في التحديات.',
  },
};
