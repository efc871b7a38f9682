import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MessageBanner } from '../MessageBanner';
import { AuthFrame } from './AuthFrame';

const meta = {
  title: 'Auth/AuthFrame',
  component: AuthFrame,
  args: {
    title: 'Welcome back',
    children: <MessageBanner tone="success">Your email is verified. Log in to start playing.</MessageBanner>,
  },
} satisfies Meta<typeof AuthFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'مرحبًا بعودتك',
    children: (
      <MessageBanner tone="success">تم تأكيد بريدك الإلكتروني. سجّل الدخول لتبدأ اللعب.</MessageBanner>
    ),
  },
};
