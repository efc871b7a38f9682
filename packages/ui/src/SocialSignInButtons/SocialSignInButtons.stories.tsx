import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SocialSignInButtons } from './SocialSignInButtons';

const meta = {
  title: 'Auth/SocialSignInButtons',
  component: SocialSignInButtons,
  args: {
    google: { label: 'Continue with Google', href: '/auth/google' },
    discord: { label: 'Continue with Discord', href: '/auth/discord' },
  },
} satisfies Meta<typeof SocialSignInButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/auth/google',
    );
  },
};

export const GoogleOnly: Story = { args: { discord: undefined } };

export const Disabled: Story = {
  args: {
    google: { label: 'Continue with Google', disabled: true },
    discord: { label: 'Continue with Discord', disabled: true },
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    google: { label: 'المتابعة باستخدام Google', href: '/auth/google' },
    discord: { label: 'المتابعة باستخدام Discord', href: '/auth/discord' },
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: {
    google: { label: 'Google کے ساتھ جاری رکھیں', href: '/auth/google' },
    discord: { label: 'Discord کے ساتھ جاری رکھیں', href: '/auth/discord' },
  },
};
