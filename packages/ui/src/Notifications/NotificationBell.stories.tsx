import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotificationBell } from './NotificationBell';

const meta = {
  title: 'Components/NotificationBell',
  component: NotificationBell,
  args: { unreadCount: 3, href: '/notifications' },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three unread: the badge shows 3 and the link is named with the count. */
export const Unread: Story = {
  play: async ({ canvas, canvasElement }) => {
    const bell = canvas.getByRole('link', { name: 'Notifications, 3 unread' });
    await expect(bell).toHaveAttribute('href', '/notifications');
    await expect(canvasElement.querySelector('[data-badge]')).toHaveTextContent(/^3$/);
  },
};

/** One unread: the singular form. */
export const OneUnread: Story = {
  args: { unreadCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  },
};

/** Nothing unread: no badge, the plain name. */
export const NoneUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-badge]')).toBeNull();
  },
};

/** More than 99: the badge caps at 99+, the name keeps the real count. */
export const Overflow: Story = {
  args: { unreadCount: 120, current: true },
  play: async ({ canvas, canvasElement }) => {
    const bell = canvas.getByRole('link', { name: 'Notifications, 120 unread' });
    await expect(bell).toHaveAttribute('aria-current', 'page');
    await expect(canvasElement.querySelector('[data-badge]')).toHaveTextContent(/^99\+$/);
  },
};

/** Arabic: the plural form for a few (3-10), the badge at the inline end (left). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'الإشعارات، 3 إشعارات غير مقروءة' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** Arabic with two unread: the dual form. */
export const ArabicTwo: Story = {
  globals: { locale: 'ar' },
  args: { unreadCount: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'الإشعارات، إشعاران غير مقروءين (2)' })).toBeVisible();
  },
};

/** Arabic, more than 99: 99+ on the badge, the real count in the name (the "many" form). */
export const ArabicOverflow: Story = {
  globals: { locale: 'ar' },
  args: { unreadCount: 150 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'الإشعارات، 150 إشعارًا غير مقروء' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-badge]')).toHaveTextContent(/^99\+$/);
  },
};
