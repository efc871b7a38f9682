import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { WithdrawalTimeline, type WithdrawalTimelineItem } from './WithdrawalTimeline';

const pending: WithdrawalTimelineItem = {
  id: 'w1',
  crystals: 1_500,
  usd: '$30.00',
  destination: 'name@paypal.com',
  status: 'pending',
  requestedAt: { label: '23 Nov', dateTime: '2026-11-23T10:00:00.000Z' },
  decidedAt: null,
  paidAt: null,
  refundedAt: null,
  reason: null,
};

describe('WithdrawalTimeline says its own words (issue 32)', () => {
  it('in English: the title, the status, the destination and the steps', () => {
    render(inLanguage('en', <WithdrawalTimeline withdrawals={[pending]} />));
    expect(screen.getByRole('heading', { level: 2, name: 'Recent withdrawals' })).toBeVisible();
    expect(screen.getByText('Awaiting approval')).toBeVisible();
    expect(screen.getByText('To name@paypal.com')).toBeVisible();
    const steps = within(screen.getByRole('list', { name: 'Progress of this withdrawal' }));
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Requested, done23 Nov',
      'Waiting for approval, in progress',
      'Paid, not yet',
    ]);
  });

  it('in Arabic: the words of ar.json, and a retry when the list failed', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(inLanguage('ar', <WithdrawalTimeline withdrawals={[pending]} />));
    expect(screen.getByRole('heading', { level: 2, name: 'عمليات السحب الأخيرة' })).toBeVisible();
    expect(screen.getAllByText('بانتظار الموافقة')).toHaveLength(2);
    expect(screen.getByText(/^إلى \W*name@paypal\.com/)).toBeVisible();
    expect(screen.getByRole('list', { name: 'مراحل عملية السحب هذه' })).toBeVisible();
    rerender(inLanguage('ar', <WithdrawalTimeline withdrawals={[]} loadFailed onRetry={onRetry} />));
    expect(screen.getByText('تعذّر تحميل عمليات السحب الأخيرة.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
