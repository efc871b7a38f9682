import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card';
import { ReferralColumns } from './ReferralColumns';

const meta = {
  title: 'Referral/ReferralColumns',
  component: ReferralColumns,
  args: {
    aside: (
      <>
        <Card>Share card</Card>
        <Card>Milestones</Card>
      </>
    ),
    children: <Card>Referral list</Card>,
  },
} satisfies Meta<typeof ReferralColumns>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'arenaDesktop', isRotated: false } } as const;

/** Two columns from the desktop width: sharing beside the list. */
export const Columns: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: 'Your referrals' });
    await expect(list).toHaveTextContent('Referral list');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your referrals' })).toBeVisible();
  },
};

export const ColumnsRTL: Story = {
  globals: { locale: 'ar', ...desktop },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'إحالاتك' })).toHaveTextContent('Referral list');
  },
};

/** One column on a phone: sharing first, then the list. */
export const Phone: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your referrals' })).toBeVisible();
  },
};
