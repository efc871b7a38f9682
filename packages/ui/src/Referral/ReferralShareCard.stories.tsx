import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ReferralShareCard, type ReferralShareCardLabels } from './ReferralShareCard';
import { storyQrCode, storyReferralLink } from './storyFixtures';

const english: ReferralShareCardLabels = {
  title: 'Invite friends',
  description:
    'Share your link. When a friend signs up and makes a first GCoin purchase, you can claim a reward.',
  qrAlt: 'QR code of your referral link',
  link: 'Your referral link',
  share: 'Share',
  copy: 'Copy link',
  copied: 'Copied',
  loading: 'Loading your referral link',
};

const arabic: ReferralShareCardLabels = {
  title: 'ادعُ أصدقاءك',
  description: 'شارك رابطك. عندما يسجّل صديقك ويُجري أول عملية شراء لعملات GCoin، يمكنك المطالبة بمكافأة.',
  qrAlt: 'رمز QR لرابط الإحالة الخاص بك',
  link: 'رابط الإحالة الخاص بك',
  share: 'مشاركة',
  copy: 'نسخ الرابط',
  copied: 'تم النسخ',
  loading: 'جارٍ تحميل رابط الإحالة',
};

const meta = {
  title: 'Referral/ReferralShareCard',
  component: ReferralShareCard,
  args: {
    link: storyReferralLink,
    qrCode: storyQrCode,
    labels: english,
    copied: false,
    onShare: fn(),
    onCopy: fn(),
  },
} satisfies Meta<typeof ReferralShareCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const rtl = { globals: { locale: 'ar' }, args: { labels: arabic } } as const;

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
export const LoadingRTL: Story = { ...rtl, args: { ...rtl.args, loading: true, link: '', qrCode: '' } };

/** spec §9: 'Copied' for 2 s (the share machine's timer), announced politely. */
export const Copied: Story = {
  args: { copied: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
  },
};
export const CopiedRTL: Story = { ...rtl, args: { ...rtl.args, copied: true } };

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
  args: { ...rtl.args, message: { tone: 'error', text: 'تعذّرت المشاركة. يُرجى نسخ الرابط يدويًا.' } },
};

/** spec §8: copy failure. */
export const CopyFailed: Story = {
  args: { message: { tone: 'error', text: 'Unable to copy link. Please copy manually.' } },
};
export const CopyFailedRTL: Story = {
  ...rtl,
  args: { ...rtl.args, message: { tone: 'error', text: 'تعذّر نسخ الرابط. يُرجى النسخ يدويًا.' } },
};

/** Without `labels`: the product's own words (referral.share.*), as the referral page shows them. */
export const ProductWords: Story = {
  args: { labels: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invite friends')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};
export const ProductWordsRTL: Story = {
  globals: { locale: 'ar' },
  args: { labels: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('شارك رابطك')).toBeVisible();
  },
};
