import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { MessageBanner } from './MessageBanner';

const meta = {
  title: 'Components/MessageBanner',
  component: MessageBanner,
  args: {
    tone: 'success',
    title: 'Account created',
    children: 'We sent a verification link to player@example.com. Open it to activate your account.',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'error', 'info', 'warning'] } },
} satisfies Meta<typeof MessageBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Account created');
  },
};

export const Error: Story = {
  args: { tone: 'error', title: undefined, children: 'The email has already been taken.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The email has already been taken.');
  },
};

export const Info: Story = {
  args: { tone: 'info', title: 'Email verified', children: 'You can log in now.' },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Passport under review',
    children: 'Reviews take 24 to 48 hours. Withdrawals open once it is verified.',
  },
};

export const WithAction: Story = {
  args: {
    tone: 'error',
    title: 'Could not load your profile',
    children: 'Check your connection and try again.',
    action: (
      <Button size="sm" variant="secondary">
        Try again
      </Button>
    ),
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'تم إنشاء الحساب',
    children: 'أرسلنا رابط التحقق إلى player@example.com. افتحه لتفعيل حسابك.',
    action: (
      <Button size="sm" variant="secondary">
        تسجيل الدخول
      </Button>
    ),
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: {
    tone: 'error',
    title: 'لاگ ان نہیں ہو سکا',
    children: 'ای میل یا پاس ورڈ درست نہیں ہے۔',
  },
};
