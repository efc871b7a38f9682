import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage, type TestLanguage } from '../testing/inLanguage';
import { ReasonDialog, type ReasonKind } from './ReasonDialog';

const dialogOf = (lang: TestLanguage, kind: ReasonKind, onSubmit = vi.fn(), onCancel = vi.fn()) =>
  inLanguage(
    lang,
    <ReasonDialog
      open
      kind={kind}
      title="Aarav Patel"
      minLength={10}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />,
  );

describe('ReasonDialog says its own words for each action (issue 32)', () => {
  it('in English: rejecting a passport refuses a short reason and sends a long one trimmed', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    render(dialogOf('en', 'rejectPassport', onSubmit, onCancel));
    const dialog = within(screen.getByRole('dialog', { name: 'Aarav Patel' }));
    const reason = dialog.getByRole('textbox', { name: /^Reason\s*\(required\)$/ });
    expect(reason).toHaveAccessibleDescription(/The player sees this reason\./);
    await userEvent.click(dialog.getByRole('button', { name: 'Reject passport' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(reason).toHaveAccessibleDescription(/Write at least 10 characters\./);
    await userEvent.type(reason, '  The photo is blurry.  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject passport' }));
    expect(onSubmit).toHaveBeenCalledWith('The photo is blurry.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('in English: cancelling a challenge keeps it by name and says who reads the reason', () => {
    render(dialogOf('en', 'cancelChallenge'));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('button', { name: 'Cancel challenge' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Keep the challenge' })).toBeVisible();
    expect(dialog.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(dialog.getByRole('textbox', { name: /^Reason\s*\(required\)$/ })).toHaveAccessibleDescription(
      /Participants read this in their email\./,
    );
  });

  it('in English: the payout, block and release actions name their confirm button', () => {
    const confirms: [ReasonKind, string, RegExp][] = [
      ['rejectPayout', 'Reject payout', /The player sees this reason\./],
      ['blockPlayer', 'Block player', /Kept in the audit log\./],
      ['releaseTag', 'Release tag', /Kept in the audit log\./],
    ];
    for (const [kind, confirm, hint] of confirms) {
      const { unmount } = render(dialogOf('en', kind));
      expect(screen.getByRole('button', { name: confirm })).toBeVisible();
      expect(screen.getByRole('textbox', { name: /^Reason\s*\(required\)$/ })).toHaveAccessibleDescription(
        hint,
      );
      unmount();
    }
  });

  it('in Arabic: blocking a player says the words of ar.json', async () => {
    const onSubmit = vi.fn();
    render(dialogOf('ar', 'blockPlayer', onSubmit));
    const dialog = within(screen.getByRole('dialog', { name: 'Aarav Patel' }));
    const reason = dialog.getByRole('textbox', { name: /^السبب\s*\(مطلوب\)$/ });
    expect(reason).toHaveAccessibleDescription(/يُحفظ في سجل التدقيق\./);
    expect(dialog.getByRole('button', { name: 'إلغاء' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'حظر اللاعب' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(reason).toHaveAccessibleDescription(/اكتب 10 أحرف على الأقل\./);
  });
});
