import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SecurityTips, SettingsNote, SettingsSection } from './SettingsSection';

const meta = {
  title: 'Profile/SettingsSection',
  component: SettingsSection,
  args: {
    title: 'Change password',
    children: <SettingsNote>You signed in with Google, so your password is managed there.</SettingsNote>,
  },
} satisfies Meta<typeof SettingsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'تغيير كلمة المرور',
    children: <SettingsNote>سجّلت الدخول عبر Google، لذا تُدار كلمة مرورك هناك.</SettingsNote>,
  },
};

/** The tips own their words: the locale's title and three tips. */
export const Tips: Story = {
  render: () => <SecurityTips />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const TipsRTL: Story = {
  globals: { locale: 'ar' },
  render: () => <SecurityTips />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
