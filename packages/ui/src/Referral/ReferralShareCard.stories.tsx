import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ReferralShareCard } from './ReferralShareCard';
import { storyQrCode, storyReferralLink } from './storyFixtures';

const meta = {
  title: 'Referral/ReferralShareCard',
  component: ReferralShareCard,
  args: {
    link: storyReferralLink,
    qrCode: storyQrCode,
    copied: false,
    onShare: fn(),
    onCopy: fn(),
  },
} satisfies Meta<typeof ReferralShareCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const rtl = { globals: { locale: 'ar' } } as const;

/** The QR code, the read-only link, Share and Copy. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'QR code of your referral link' })).toHaveAttribute(
      'src',
      storyQrCode,
    );
    const field = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Your referral link' });
    await expect(field).toHaveValue(storyReferralLink);
    await expect(field).toHaveAttribute('readonly');
    await userEvent.click(field);
    await expect(field).toHaveFocus();
    await expect([field.selectionStart, field.selectionEnd]).toEqual([0, storyReferralLink.length]);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledOnce();
  },
};

/** Arabic: the link stays left to right inside the mirrored card. */
export const LoadedRTL: Story = {
  ...rtl,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'رابط الإحالة الخاص بك' });
    await expect(field).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(field).direction).toBe('ltr');
    await expect(canvas.getByText('شارك رابطك')).toBeVisible();
  },
};

/** Skeletons while the link loads; the buttons wait. */
export const Loading: Story = {
  args: { loading: true, link: '', qrCode: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your referral link');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeDisabled();
  },
};
export const LoadingRTL: Story = { ...rtl, args: { loading: true, link: '', qrCode: '' } };

/** spec §9: 'Link copied' for 2 s (the share machine's timer), announced politely. */
export const Copied: Story = {
  args: { copied: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Link copied' })).toBeVisible();
  },
};
export const CopiedRTL: Story = { ...rtl, args: { copied: true } };

/** spec §8: sharing failed and copying too; the message is announced politely. */
export const ShareFailed: Story = {
  args: { message: { tone: 'error', text: 'Unable to share. Please copy the link manually.' } },
  play: async ({ canvas }) => {
    const region = canvas
      .getAllByRole('status')
      .find((element) => element.getAttribute('aria-live') === 'polite');
    await expect(region).toHaveTextContent('Unable to share. Please copy the link manually.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
export const ShareFailedRTL: Story = {
  ...rtl,
  args: { message: { tone: 'error', text: 'تعذّرت المشاركة. يُرجى نسخ الرابط يدويًا.' } },
};

/** spec §8: copy failure. */
export const CopyFailed: Story = {
  args: { message: { tone: 'error', text: 'Unable to copy link. Please copy manually.' } },
};
export const CopyFailedRTL: Story = {
  ...rtl,
  args: { message: { tone: 'error', text: 'تعذّر نسخ الرابط. يُرجى النسخ يدويًا.' } },
};

/** The words are the locale files' (referral.share.*) in every language. */
export const LoadedUrdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('دوستوں کو بلائیں')).toBeVisible();
  },
};
export const LoadedHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('दोस्तों को बुलाएँ')).toBeVisible();
  },
};
