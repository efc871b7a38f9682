import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AdminLastCheck } from './AdminLastCheck';

const meta = {
  title: 'Admin/AdminLastCheck',
  component: AdminLastCheck,
  args: { checkedAt: 'Mar 1, 2026, 10:30 AM', outcome: 'waiting', answer: 'UNCLAIMED', checks: 3 },
} satisfies Meta<typeof AdminLastCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked three times; the provider has not decided yet. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for the provider')).toBeVisible();
    await expect(canvas.getByText(/3 checks/)).toBeVisible();
    await expect(canvas.getByText('UNCLAIMED')).toHaveStyle({ direction: 'ltr' });
  },
};

/** Before the first check: no badge, one muted line. */
export const NeverChecked: Story = {
  args: { checkedAt: null, outcome: null, answer: null, checks: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not checked yet')).toBeVisible();
  },
};

/** The live card provider cannot be asked: an operator must look. */
export const NoRead: Story = {
  args: { outcome: 'no_read', answer: 'The live card payouts provider cannot be asked', checks: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The provider cannot be asked')).toBeVisible();
    await expect(canvas.getByText(/1 check$/)).toBeVisible();
  },
};

/** In Arabic the words turn, the provider's answer stays left to right. */
export const WaitingRTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('UNCLAIMED')).toHaveStyle({ direction: 'ltr' });
  },
};
