import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installDialogPolyfill } from '../ConfirmDialog/dialogPolyfill';
import { inLanguage } from '../testing/inLanguage';
import { EnrolDialog, type EnrolDialogProps } from './EnrolDialog';

installDialogPolyfill();

const dialog = (overrides: Partial<EnrolDialogProps> = {}) => (
  <EnrolDialog
    open
    state="idle"
    title="Join Weekend Cup"
    fee={1}
    balance={3}
    onConfirm={vi.fn()}
    onClose={vi.fn()}
    {...overrides}
  />
);

describe('the enrolment dialog says its own words (issue 32)', () => {
  it('in English: the fee and balance by name and in GCoins, Join challenge and Cancel', async () => {
    const onConfirm = vi.fn();
    render(inLanguage('en', dialog({ onConfirm })));
    const box = within(screen.getByRole('dialog', { name: 'Join Weekend Cup' }));
    expect(box.getByText('Entry fee')).toBeVisible();
    expect(box.getByText('Your balance')).toBeVisible();
    expect(box.getByText('1 GCoin')).toBeInTheDocument();
    expect(box.getByText('3 GCoins')).toBeInTheDocument();
    expect(box.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(box.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.click(box.getByRole('button', { name: 'Join challenge' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('in English: after joining, OK closes it', async () => {
    const onClose = vi.fn();
    render(inLanguage('en', dialog({ state: 'success', onClose })));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Join challenge' })).not.toBeInTheDocument();
  });

  it('in Arabic: the words of ar.json', () => {
    render(inLanguage('ar', dialog({ title: 'انضم' })));
    const box = within(screen.getByRole('dialog', { name: 'انضم' }));
    expect(box.getByText('رسوم الدخول')).toBeVisible();
    expect(box.getByText('رصيدك')).toBeVisible();
    expect(box.getByRole('button', { name: 'إلغاء' })).toBeVisible();
    expect(box.getByRole('button', { name: 'انضم إلى التحدي' })).toBeVisible();
  });
});
