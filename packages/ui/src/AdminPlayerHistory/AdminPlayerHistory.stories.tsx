import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AdminPlayerHistory } from './AdminPlayerHistory';

const meta = {
  title: 'Admin/AdminPlayerHistory',
  component: AdminPlayerHistory,
  args: {
    name: 'Huda',
    email: 'huda@example.com',
    status: 'ready',
    entries: [
      {
        id: 'l1',
        description: 'Withdrawal requested',
        when: 'Mar 1, 2026, 10:00 AM',
        amounts: ['-500 crystals'],
      },
      {
        id: 'l2',
        description: 'Challenge prize',
        when: 'Feb 27, 2026, 6:30 PM',
        amounts: ['+250 crystals', '+10 GCoins'],
      },
    ],
    openLink: <a href="/admin/players/u1">Open the player’s page</a>,
    onClose: fn(),
  },
} satisfies Meta<typeof AdminPlayerHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest entries with signed amounts (kept left to right), the player's page and Hide history. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: "Huda's recent history" })).toBeVisible();
    await expect(canvas.getByText('+250 crystals')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide history' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
export const FilledRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    entries: [{ id: 'l1', description: 'طلب سحب', when: '1 مارس 2026، 10:00 ص', amounts: ['-500 كريستالة'] }],
    openLink: <a href="/admin/players/u1">افتح صفحة اللاعب</a>,
  },
};

export const Loading: Story = {
  args: { status: 'loading', entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** No ledger entries yet. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No ledger history yet.')).toBeVisible();
  },
};
export const EmptyRTL: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

export const Failed: Story = {
  args: { status: 'error', entries: [], error: 'Network error. Please check your connection and try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The history could not be loaded.')).toBeVisible();
  },
};
