import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { SpecialOfferDialog, type SpecialOfferDialogProps } from './SpecialOfferDialog';

function props(overrides: Partial<SpecialOfferDialogProps> = {}): SpecialOfferDialogProps {
  return {
    open: true,
    busy: false,
    onClaim: vi.fn(),
    onRemindLater: vi.fn(),
    onNeverShow: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
}

describe('SpecialOfferDialog says its own words (issue 32)', () => {
  it('in English: the title, the description, the tag and the three choices, each its own intent', async () => {
    const given = props();
    render(inLanguage('en', <SpecialOfferDialog {...given} />));
    const dialog = within(screen.getByRole('dialog', { name: 'Your first purchase, doubled' }));
    expect(
      dialog.getByText(
        'Buy one, get one free: your first GCoin purchase gives you twice the GCoins. Claim the offer, then pick a pack.',
      ),
    ).toBeVisible();
    expect(dialog.getByText('Welcome offer')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Claim offer' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remind me later' }));
    await userEvent.click(dialog.getByRole('button', { name: "Don't show again" }));
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(given.onClaim).toHaveBeenCalledOnce();
    expect(given.onRemindLater).toHaveBeenCalledOnce();
    expect(given.onNeverShow).toHaveBeenCalledOnce();
    expect(given.onClose).toHaveBeenCalledOnce();
  });

  it('in Arabic: the words of ar.json, and the error it is given', () => {
    render(inLanguage('ar', <SpecialOfferDialog {...props({ error: 'تعذّر تسجيل العرض.' })} />));
    const dialog = within(screen.getByRole('dialog', { name: 'أول عملية شراء لك مضاعفة' }));
    expect(dialog.getByRole('button', { name: 'ذكّرني لاحقًا' })).toBeVisible();
    expect(dialog.getByRole('alert')).toHaveTextContent('تعذّر تسجيل العرض.');
  });
});
