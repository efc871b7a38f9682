import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PushSettings } from './PushSettings';

// Web Push settings (issue 33, decision 0069): each state of this device, the per-kind switches, in English
// and right to left (Arabic, Urdu) and Hindi; every story passes axe.

const switches = { challenge_start: true, last_hours: true, overtaken: false, result: true, payout: true };

const meta = {
  title: 'Notifications/PushSettings',
  component: PushSettings,
  args: {
    status: 'off',
    switches,
    savingKind: null,
    onEnable: fn(),
    onDisable: fn(),
    onRetry: fn(),
    onToggle: fn(),
    onSwitchesRetry: fn(),
  },
} satisfies Meta<typeof PushSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Push notifications' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Push notifications are off for this device.');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on for this device' }));
    await expect(args.onEnable).toHaveBeenCalledTimes(1);
  },
};

export const Subscribing: Story = {
  args: { status: 'subscribing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Turning on push notifications…');
    await expect(canvas.getByRole('button', { name: 'Turn on for this device' })).toBeDisabled();
  },
};

export const On: Story = {
  args: { status: 'on' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Push notifications are on for this device.');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off for this device' }));
    await expect(args.onDisable).toHaveBeenCalledTimes(1);
  },
};

export const Denied: Story = {
  args: { status: 'denied' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Notifications are blocked for Arena in this browser/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Unsupported: Story = {
  args: { status: 'unsupported' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This browser cannot receive push notifications/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /this device/ })).toBeNull();
  },
};

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We couldn’t change push notifications on this device. Try again.',
    );
  },
};

/** The server's words when it refused the device. */
export const FailedWithServerWords: Story = {
  args: { status: 'error', error: "endpoint: must be the https:// address of a browser's push service" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/must be the https:\/\/ address/);
  },
};

export const Switches: Story = {
  args: { status: 'on' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Push me when' })).toBeVisible();
    const overtaken = canvas.getByRole('switch', { name: 'Someone overtakes me on a leaderboard' });
    await expect(overtaken).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getByRole('switch', { name: 'My result in a challenge is in' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(overtaken);
    await expect(args.onToggle).toHaveBeenCalledWith('overtaken');
  },
};

export const SwitchSaving: Story = {
  args: { status: 'on', savingKind: 'payout' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'A withdrawal is paid or fails' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const SwitchesLoading: Story = { args: { switches: null } };

export const SwitchesFailed: Story = {
  args: { switches: null, switchesFailed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('We couldn’t load your push settings.')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Try again' })[0]!);
    await expect(args.onSwitchesRetry).toHaveBeenCalledTimes(1);
  },
};

/** Arabic, right to left: every word from ar.json. */
export const OnRTL: Story = {
  args: { status: 'on' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'الإشعارات الفورية' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إيقاف على هذا الجهاز' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'يتجاوزني أحد في لوحة الصدارة' })).toBeVisible();
  },
};

export const OffRTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'تفعيل على هذا الجهاز' })).toBeVisible();
  },
};

export const DeniedRTL: Story = { args: { status: 'denied' }, globals: { locale: 'ar' } };
export const UnsupportedRTL: Story = { args: { status: 'unsupported' }, globals: { locale: 'ar' } };
export const FailedRTL: Story = { args: { status: 'error' }, globals: { locale: 'ar' } };
export const SubscribingRTL: Story = { args: { status: 'subscribing' }, globals: { locale: 'ar' } };
export const OnUrdu: Story = { args: { status: 'on' }, globals: { locale: 'ur' } };
export const OnHindi: Story = { args: { status: 'on' }, globals: { locale: 'hi' } };
