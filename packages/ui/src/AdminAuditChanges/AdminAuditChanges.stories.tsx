import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AdminAuditChanges } from './AdminAuditChanges';

const meta = {
  title: 'Admin/AdminAuditChanges',
  component: AdminAuditChanges,
  args: {
    entryId: 41,
    subject: 'passport.verify p1',
    before: { status: 'manual_review', decidedAt: null },
    after: { status: 'verified', decidedAt: '2026-03-01T10:00:00.000Z' },
  },
} satisfies Meta<typeof AdminAuditChanges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: one button; opening shows Before over After (inside its table cell), closing hides them. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show changes: passport.verify p1' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = canvas.getByRole('group', { name: 'Changes of entry 41' });
    await expect(group).toHaveTextContent('"verified"');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide changes: passport.verify p1' }));
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

/** Open: the JSON stays left to right; an action that created something has nothing before it. */
export const Open: Story = {
  args: { defaultOpen: true, before: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing')).toBeVisible();
    await expect(canvas.getByText(/"verified"/)).toHaveStyle({ direction: 'ltr' });
  },
};
export const OpenRTL: Story = {
  globals: { locale: 'ar' },
  args: { defaultOpen: true, before: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/"verified"/)).toHaveStyle({ direction: 'ltr' });
  },
};
