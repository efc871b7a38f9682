import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthenticatorEnrolment } from './AuthenticatorEnrolment';
import { storyQrCode, storyRecoveryCodes, storySecret } from './storyQr';

type Args = ComponentProps<typeof AuthenticatorEnrolment>;

/** Keeps the code as the enrolment machine does, so typing shows in the field. */
function Harness(args: Args) {
  const [code, setCode] = useState(args.code);
  return (
    <AuthenticatorEnrolment
      {...args}
      code={code}
      onCodeChange={(value) => {
        args.onCodeChange(value);
        setCode(value);
      }}
    />
  );
}

const meta = {
  title: 'Admin/AuthenticatorEnrolment',
  component: AuthenticatorEnrolment,
  render: (args) => <Harness {...args} />,
  args: {
    step: 'scan',
    qrCode: storyQrCode,
    secret: storySecret,
    code: '',
    onCodeChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    onFinish: fn(),
    busy: false,
  },
} satisfies Meta<typeof AuthenticatorEnrolment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The console is a desktop tool, and the scan step is taller than the phone viewport. */
const desktop = { value: 'arenaDesktop', isRotated: false } as const;

export const Loading: Story = {
  args: { step: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Preparing your key…');
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Failed: Story = {
  args: { step: 'failed', error: 'Network error. Please check your connection and try again.' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('We could not prepare your key.');
    await expect(alert).toHaveTextContent('Network error.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The QR code, the key in groups of four for typing by hand, and the first code. */
export const Scan: Story = {
  globals: { viewport: desktop },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('img', { name: 'QR code to add Arena to your authenticator app' }),
    ).toHaveAttribute('src', storyQrCode);
    const key = canvas.getByText('JBSW Y3DP EHPK 3PXP');
    await expect(key).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('button', { name: 'Copy key' })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Authentication code' });
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('button', { name: 'Turn on two-step sign-in' })).toBeDisabled();
    await userEvent.type(field, '492817');
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('492817');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on two-step sign-in' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Confirming: Story = {
  globals: { viewport: desktop },
  args: { code: '492817', busy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Turning on…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RefusedCode: Story = {
  globals: { viewport: desktop },
  args: {
    code: '492817',
    error: 'That code did not match. Check the time on your phone and enter the new code.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('That code did not match.');
    await expect(canvas.getByRole('textbox', { name: 'Authentication code' })).toHaveValue('492817');
  },
};

/** Ten codes shown once, to copy or download, then continue. */
export const Recovery: Story = {
  args: { step: 'recovery', recoveryCodes: storyRecoveryCodes },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Save your recovery codes' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(10);
    await expect(items[0]).toHaveTextContent('7KQ2-M9XD');
    await expect(canvas.getByRole('button', { name: 'Copy codes' })).toBeVisible();
    const download = canvas.getByRole('link', { name: 'Download codes' });
    await expect(download).toHaveAttribute('download', 'arena-recovery-codes.txt');
    const href = download.getAttribute('href') ?? '';
    await expect(href.startsWith('data:text/plain;charset=utf-8,')).toBe(true);
    await expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(
      `${storyRecoveryCodes.join('\n')}\n`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved my codes: continue' }));
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The layout mirrors; the key and the codes still read left to right. */
export const ScanRTL: Story = {
  globals: { locale: 'ar', viewport: desktop },
  args: { code: '4928' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('button', { name: 'تفعيل تسجيل الدخول بخطوتين' })).toBeEnabled();
  },
};

export const RecoveryRTL: Story = {
  globals: { locale: 'ar' },
  args: { step: 'recovery', recoveryCodes: storyRecoveryCodes },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('link', { name: 'تنزيل الرموز' })).toBeVisible();
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { step: 'failed', error: 'نیٹ ورک کی خرابی۔ اپنا کنکشن چیک کریں اور دوبارہ کوشش کریں۔' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'دوبارہ کوشش کریں' })).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { step: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('आपकी कुंजी तैयार हो रही है…');
  },
};
