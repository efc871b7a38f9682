import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Display name', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { hint: 'Shown on leaderboards.', placeholder: 'e.g. NightOwl', required: false },
};

export const WithHint: Story = { args: { hint: 'Shown on leaderboards and your public profile.' } };

export const Required: Story = {
  args: { required: true, requiredLabel: 'required', type: 'email', label: 'Email', autoComplete: 'email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toBeRequired();
  },
};

export const Error: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'player@',
    error: 'Enter a valid email address, like name@example.com.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', hint: 'At least 8 characters.', autoComplete: 'new-password' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'NightOwl' } };

export const WithCounter: Story = {
  args: {
    maxLength: 50,
    showCounter: true,
    counterLabel: (n: number, max: number) => `${n} of ${max} characters`,
    hint: 'Up to 50 characters.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Display name' });
    await userEvent.type(input, 'NightOwl');
    await expect(canvas.getByText('8 of 50 characters')).toBeInTheDocument();
    await expect(input).toHaveAccessibleDescription('Up to 50 characters. 8 of 50 characters');
    input.blur();
  },
};

export const Multiline: Story = {
  args: {
    multiline: true,
    label: 'Why are you disconnecting this game?',
    maxLength: 500,
    showCounter: true,
    rows: 4,
    defaultValue: 'I changed my account on this platform.',
  },
};

export const LongText: Story = {
  args: {
    label:
      'The name of the team you represent in regional championships across Europe, Asia and the Americas',
    hint: 'This name is shown next to yours on every leaderboard and on the winners list of each challenge you enter.',
    error: 'This team name is already taken in your region. Choose another one or add your country code.',
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'الاسم المعروض',
    hint: 'يظهر في لوحات المتصدرين.',
    maxLength: 50,
    showCounter: true,
    defaultValue: 'بومة الليل',
  },
};

export const RTLError: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'البريد الإلكتروني',
    type: 'email',
    defaultValue: 'player@',
    error: 'أدخل بريدًا إلكترونيًا صالحًا.',
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { label: 'ڈسپلے نام', hint: 'لیڈر بورڈ پر دکھایا جاتا ہے۔', defaultValue: 'رات کا الو' },
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { label: 'प्रदर्शन नाम', hint: 'लीडरबोर्ड पर दिखाया जाता है।' },
};
