import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SessionList, type SessionListItem } from './SessionList';

const now = Date.parse('2026-11-28T12:00:00Z');
const sessions: SessionListItem[] = [
  {
    id: 's-here',
    device: 'desktop',
    browser: 'Chrome 126',
    os: 'Windows 10',
    address: '203.0.113.5',
    lastSeenAt: '2026-11-28T11:58:00Z',
    current: true,
  },
  {
    id: 's-phone',
    device: 'mobile',
    browser: 'Safari 17',
    os: 'iOS 17',
    address: '2001:db8::42',
    lastSeenAt: '2026-11-27T09:00:00Z',
    current: false,
  },
  {
    id: 's-old',
    device: null,
    browser: null,
    os: null,
    address: null,
    lastSeenAt: '2026-10-02T09:00:00Z',
    current: false,
  },
];

const meta = {
  title: 'Profile/SessionList',
  component: SessionList,
  args: {
    status: 'ready',
    sessions,
    now,
    onEnd: fn(),
    onEndOthers: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three sessions: this one badged, the others each with End session; keyboard reaches every button. */
export const Sessions: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Where you are signed in' })).toBeVisible();
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Chrome 126 on Windows 10');
    await expect(rows[0]).toHaveTextContent('This device');
    await expect(rows[0]).toHaveTextContent('Last active 2 minutes ago');
    await expect(rows[1]).toHaveTextContent('Phone · Address 2001:db8::42');
    await expect(rows[1]).toHaveTextContent('Last active yesterday');
    await expect(rows[2]).toHaveTextContent('Unknown browser on unknown system');
    await expect(rows[2]).toHaveTextContent('Last active Oct 2, 2026');
    await expect(canvas.getAllByRole('button', { name: /^End session/ })).toHaveLength(2);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'End session: Safari 17 on iOS 17' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEnd).toHaveBeenCalledWith('s-phone');
    await userEvent.click(canvas.getByRole('button', { name: 'End all other sessions' }));
    await expect(args.onEndOthers).toHaveBeenCalledTimes(1);
  },
};

/** One session ending: its button is busy, the others wait. */
export const Ending: Story = {
  args: { busyId: 's-phone' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'End session: Safari 17 on iOS 17' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
  },
};

/** Only this device: nothing else to end. */
export const OnlyThisDevice: Story = {
  args: { sessions: sessions.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No other sessions are active.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', sessions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your sessions…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', sessions: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your sessions could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const EndFailed: Story = {
  args: { failure: 'endOthers' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The other sessions could not be ended.');
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 2, name: 'أماكن تسجيل دخولك' })).toBeVisible();
    await expect(canvas.getByText('هذا الجهاز')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إنهاء كل الجلسات الأخرى' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إنهاء الجلسة: Safari 17 على iOS 17' })).toBeVisible();
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('یہ آلہ')).toBeVisible();
  },
};
