import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { GiftButton } from './GiftButton';
import { ReferralClaimDialog } from './ReferralClaimDialog';
import { ReferralList, type ReferralListItem } from './ReferralList';
import { ReferralMilestones } from './ReferralMilestones';
import { ReferralShareCard } from './ReferralShareCard';

const ready: ReferralListItem = {
  referredUserId: 'u1',
  name: 'Sara Ahmed',
  email: 'sa***@example.com',
  registeredAt: '2025-03-02T10:00:00Z',
  converted: true,
  claimable: true,
  claimed: false,
};
const pending: ReferralListItem = {
  ...ready,
  referredUserId: 'u2',
  name: 'Omar Khalid',
  converted: false,
  claimable: false,
};

const list = (onClaim = vi.fn()) => (
  <ReferralList referrals={[ready, pending]} formatDate={() => '2 Mar 2025'} onClaim={onClaim} />
);
const claim = (onConfirm = vi.fn()) => (
  <ReferralClaimDialog
    open
    name="Sara Ahmed"
    claimNumber={10}
    reward={{ crystals: 100, xp: 500 }}
    busy={false}
    onConfirm={onConfirm}
    onCancel={vi.fn()}
  />
);
const share = (
  <ReferralShareCard
    link="https://arena.example/utm/referral/ABC"
    qrCode="data:image/png;base64,AA=="
    copied
    onShare={vi.fn()}
    onCopy={vi.fn()}
  />
);

describe('the referral components say their own words (issue 32)', () => {
  it('in English: the list, its row states and its claim button', async () => {
    const onClaim = vi.fn();
    render(inLanguage('en', list(onClaim)));
    const rows = within(screen.getByRole('list', { name: 'Your referrals' }));
    expect(rows.getByText('Converted')).toBeVisible();
    expect(rows.getByText('Pending')).toBeVisible();
    expect(rows.getAllByText('Joined 2 Mar 2025')).toHaveLength(2);
    expect(rows.getByRole('button', { name: 'Not Claimable' })).toBeDisabled();
    await userEvent.click(rows.getByRole('button', { name: 'Ready to Claim' }));
    expect(onClaim).toHaveBeenCalledWith(ready);
  });

  it('in Arabic: the list says the words of ar.json', () => {
    render(inLanguage('ar', list()));
    const rows = within(screen.getByRole('list', { name: 'إحالاتك' }));
    expect(rows.getByText('تم التحويل')).toBeVisible();
    expect(rows.getByText('قيد الانتظار')).toBeVisible();
    expect(rows.getByRole('button', { name: 'جاهز للمطالبة' })).toBeEnabled();
    expect(rows.getByRole('button', { name: 'غير قابل للمطالبة' })).toBeDisabled();
  });

  it('in English: the empty list explains referring, and the error state retries', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      inLanguage('en', <ReferralList referrals={[]} formatDate={String} onClaim={vi.fn()} />),
    );
    expect(screen.getByRole('heading', { name: 'No referrals yet' })).toBeVisible();
    expect(screen.getByText('Share your link or QR code with your friends.')).toBeVisible();
    rerender(
      inLanguage(
        'en',
        <ReferralList referrals={[]} formatDate={String} onClaim={vi.fn()} error="Boom" onRetry={onRetry} />,
      ),
    );
    expect(screen.getByText('Your referrals could not be loaded')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('in English and Arabic: the claim dialog of a milestone claim', async () => {
    const onConfirm = vi.fn();
    const { unmount } = render(inLanguage('en', claim(onConfirm)));
    const dialog = within(screen.getByRole('dialog', { name: 'Claim your reward for Sara Ahmed?' }));
    expect(dialog.getByText('Claim #10')).toBeVisible();
    expect(dialog.getByText('Milestone bonus')).toBeVisible();
    expect(dialog.getByText('100 crystals and 500 XP')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Claim reward' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    unmount();

    render(inLanguage('ar', claim()));
    const arabic = within(screen.getByRole('dialog', { name: 'هل تريد المطالبة بمكافأتك عن Sara Ahmed؟' }));
    expect(arabic.getByText('المطالبة رقم 10')).toBeVisible();
    expect(arabic.getByText('مكافأة المرحلة')).toBeVisible();
    expect(arabic.getByRole('button', { name: 'إلغاء' })).toBeVisible();
    expect(arabic.getByRole('button', { name: 'طالِب بالمكافأة' })).toBeVisible();
  });

  it('in English and Arabic: the milestone bar names itself and its progress', () => {
    const { unmount } = render(inLanguage('en', <ReferralMilestones claimedCount={4} />));
    const bar = screen.getByRole('progressbar', { name: 'Referral milestones' });
    expect(bar).toHaveAttribute('aria-valuetext', '4 of 15 referrals claimed');
    expect(screen.getByText('Next claim: #5')).toBeVisible();
    expect(screen.getByText('Milestone bonus')).toBeVisible();
    unmount();

    render(inLanguage('ar', <ReferralMilestones claimedCount={4} />));
    expect(screen.getByRole('progressbar', { name: 'مراحل الإحالة' })).toHaveAttribute(
      'aria-valuetext',
      'تمت المطالبة بـ 4 من 15 إحالة',
    );
    expect(screen.getByText('المطالبة التالية: رقم 5')).toBeVisible();
  });

  it('in English and Arabic: the share card and the gift button', async () => {
    const onClick = vi.fn();
    const { unmount } = render(
      inLanguage(
        'en',
        <>
          {share}
          <GiftButton onClick={onClick} />
        </>,
      ),
    );
    expect(screen.getByText('Invite friends')).toBeVisible();
    expect(screen.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Your referral link' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Share' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Special offer' }));
    expect(onClick).toHaveBeenCalledOnce();
    unmount();

    render(
      inLanguage(
        'ar',
        <>
          {share}
          <GiftButton onClick={vi.fn()} />
        </>,
      ),
    );
    expect(screen.getByText('شارك رابطك')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'رابط الإحالة الخاص بك' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'مشاركة' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'عرض خاص' })).toBeVisible();
  });
});
