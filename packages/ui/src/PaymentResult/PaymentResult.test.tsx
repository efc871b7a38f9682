import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { PaymentResult } from './PaymentResult';

const success = (onCopy = vi.fn()) => (
  <PaymentResult variant="success" title="Paid" transactionId={{ value: 'TXN-1', onCopy }} />
);

describe('the payment result names its transaction id row itself (issue 32)', () => {
  it('in English: Transaction ID with Copy, then Copied', async () => {
    const onCopy = vi.fn();
    render(inLanguage('en', success(onCopy)));
    expect(screen.getByRole('heading', { level: 1, name: 'Paid' })).toBeVisible();
    expect(screen.getByText('Transaction ID')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(onCopy).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
  });

  it('in Arabic: the words of ar.json; a failure shows no id row', () => {
    const { rerender } = render(inLanguage('ar', success()));
    expect(screen.getByText('رقم المعاملة')).toBeVisible();
    expect(screen.getByRole('button', { name: 'نسخ' })).toBeVisible();
    rerender(inLanguage('ar', <PaymentResult variant="failure" title="فشل" />));
    expect(screen.queryByText('رقم المعاملة')).not.toBeInTheDocument();
  });
});
