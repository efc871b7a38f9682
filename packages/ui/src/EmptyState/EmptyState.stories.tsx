import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No challenges yet',
    body: 'Link a game account to join weekly challenges and climb the leaderboard.',
    action: <Button href="/profile">Link a game</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithoutAction: Story = {
  args: {
    action: undefined,
    title: 'No transactions',
    body: 'Your purchases and withdrawals will show here.',
  },
};

export const ProfileNotFound: Story = {
  render: () => (
    <ErrorState
      title="Profile not found"
      body="This player may have deleted their account, or the link is wrong."
      action={<Button href="/">Go home</Button>}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Profile not found');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Profile not found' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  render: () => (
    <ErrorState
      title="We couldn't load your profile"
      body="Check your connection, then try again."
      action={<Button onClick={fn()}>Try again</Button>}
    />
  ),
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <ErrorState
      title="لم يتم العثور على الملف الشخصي"
      body="ربما حذف هذا اللاعب حسابه، أو أن الرابط غير صحيح."
      action={<Button href="/">العودة إلى الرئيسية</Button>}
    />
  ),
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: {
    title: 'ابھی کوئی چیلنج نہیں',
    body: 'ہفتہ وار چیلنجز میں شامل ہونے کے لیے اپنا گیم اکاؤنٹ جوڑیں۔',
    action: <Button href="/profile">گیم جوڑیں</Button>,
  },
};
