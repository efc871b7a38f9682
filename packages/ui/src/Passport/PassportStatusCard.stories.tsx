import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PassportStatusCard } from './PassportStatusCard';

const meta = {
  title: 'Wallet/PassportStatusCard',
  component: PassportStatusCard,
  args: { status: 'notVerified', onUpload: fn(), onRetry: fn() },
} satisfies Meta<typeof PassportStatusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const blurred = 'The photo is blurred. Please upload a sharp photo of the photo page.';
const blurredAr = 'الصورة ضبابية. يرجى رفع صورة واضحة لصفحة الصورة.';

/** Not verified (none or absent): the upload button opens the dialog. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Passport verification' })).toHaveTextContent(
      'Not verified',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Upload passport' }));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Passport verification' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** pending or manual_review, with the 24–48 h note and no upload button. */
export const UnderReview: Story = {
  args: { status: 'underReview' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/24 to 48 hours/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Verified: Story = {
  args: { status: 'verified' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Rejected: the reason and the upload-again button. */
export const Rejected: Story = {
  args: { status: 'rejected', rejectionReason: blurred },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(blurred)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload again' }));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Failed: Story = {
  args: { status: 'failed', error: 'Failed to fetch verification status' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch verification status');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NotVerifiedRTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'التحقق من جواز السفر' })).toBeInTheDocument();
  },
};

export const LoadingRTL: Story = {
  globals: { locale: 'ar' },
  args: { status: 'loading' },
};

export const UnderReviewRTL: Story = {
  globals: { locale: 'ar' },
  args: { status: 'underReview' },
};

export const VerifiedRTL: Story = {
  globals: { locale: 'ar' },
  args: { status: 'verified' },
};

export const RejectedRTL: Story = {
  globals: { locale: 'ar' },
  args: { status: 'rejected', rejectionReason: blurredAr },
};

export const FailedRTL: Story = {
  globals: { locale: 'ar' },
  args: { status: 'failed', error: 'تعذّر جلب حالة التحقق' },
};

export const NotVerifiedUrdu: Story = { globals: { locale: 'ur' } };
export const UnderReviewHindi: Story = { globals: { locale: 'hi' }, args: { status: 'underReview' } };
