import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage, type TestLanguage } from '../testing/inLanguage';
import { DisconnectDialog, type DisconnectDialogProps } from './DisconnectDialog';

const dialog = (lang: TestLanguage, props: Partial<DisconnectDialogProps> = {}) =>
  inLanguage(
    lang,
    <DisconnectDialog
      open
      gameName="Valorant"
      remainingDisconnections={3}
      reason="New account"
      onReasonChange={vi.fn()}
      maxLength={500}
      onConfirm={vi.fn()}
      onCancel={vi.fn()}
      {...props}
    />,
  );

describe('DisconnectDialog says its own words (issue 32)', () => {
  it('in English: the title of the game, the count, the reason field and both buttons', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(dialog('en', { onConfirm, onCancel }));
    const box = within(screen.getByRole('dialog', { name: 'Disconnect Valorant' }));
    expect(box.getByText(/You can link an account for these games again after 7 days\./)).toBeVisible();
    expect(box.getByText('3 disconnections left')).toBeVisible();
    expect(box.getByRole('textbox', { name: /^Reason\s*\(required\)$/ })).toHaveValue('New account');
    await userEvent.click(box.getByRole('button', { name: 'Disconnect' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(box.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('in Arabic: the words and plural rules of ar.json', () => {
    render(dialog('ar', { remainingDisconnections: 2 }));
    const box = within(screen.getByRole('dialog', { name: 'فصل Valorant' }));
    expect(box.getByText('مرتا فصل متبقيتان')).toBeVisible();
    expect(box.getByRole('textbox', { name: /^السبب\s*\(مطلوب\)$/ })).toBeVisible();
    expect(box.getByRole('button', { name: 'فصل' })).toBeVisible();
    expect(box.getByRole('button', { name: 'إلغاء' })).toBeVisible();
  });
});
