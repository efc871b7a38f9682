import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage, type TestLanguage } from '../testing/inLanguage';
import { BrawlStarsDialog, type BrawlStarsCodeStep, type BrawlStarsDialogProps } from './BrawlStarsDialog';

const codeStep: BrawlStarsCodeStep = {
  code: 'AR-7KQ2',
  playerTag: '#2PPQ',
  lifetimeMinutes: 30,
  onCopy: vi.fn(),
  onVerify: vi.fn(),
  onBack: vi.fn(),
  sandboxProfileUrl: 'http://localhost:3000/sandbox/brawl-stars/players/2PPQ',
};

const dialog = (lang: TestLanguage, props: Partial<BrawlStarsDialogProps> = {}) =>
  inLanguage(
    lang,
    <BrawlStarsDialog
      open
      tag="2PPQ"
      onTagChange={vi.fn()}
      canConnect
      onConnect={vi.fn()}
      onClose={vi.fn()}
      {...props}
    />,
  );

describe('BrawlStarsDialog says its own words (issue 32)', () => {
  it('in English: the tag step names its field and buttons', async () => {
    const onConnect = vi.fn();
    const onClose = vi.fn();
    render(dialog('en', { onConnect, onClose }));
    const box = within(screen.getByRole('dialog', { name: 'Link your Brawl Stars account' }));
    expect(box.getByRole('textbox', { name: 'Player tag' })).toHaveValue('2PPQ');
    await userEvent.click(box.getByRole('button', { name: 'Connect' }));
    expect(onConnect).toHaveBeenCalledOnce();
    await userEvent.click(box.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('in English: the code step says the player, the steps with the lifetime, and the sandbox link', async () => {
    render(dialog('en', { codeStep }));
    const box = within(screen.getByRole('dialog'));
    expect(box.getByText('Your code')).toBeVisible();
    expect(box.getByText('AR-7KQ2')).toBeVisible();
    expect(box.getByText('#2PPQ').closest('p')).toHaveTextContent('Player #2PPQ');
    expect(box.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'In Brawl Stars, open your profile and change your name so that it contains this code.',
      'Come back here and press Verify. The game can take a minute to show the new name.',
      'Once linked, you can change your name back. The code works for 30 minutes.',
    ]);
    expect(box.getByRole('link', { name: /^Change your name in the sandbox game/ })).toHaveAttribute(
      'href',
      codeStep.sandboxProfileUrl,
    );
    expect(box.getByRole('button', { name: 'Copy code' })).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: 'Verify' }));
    expect(codeStep.onVerify).toHaveBeenCalled();
    await userEvent.click(box.getByRole('button', { name: 'Change tag' }));
    expect(codeStep.onBack).toHaveBeenCalled();
  });

  it('in Arabic: both steps say the words of ar.json', () => {
    const { rerender } = render(dialog('ar'));
    const box = () => within(screen.getByRole('dialog', { name: 'اربط حساب Brawl Stars' }));
    expect(box().getByRole('textbox', { name: 'وسم اللاعب' })).toBeVisible();
    expect(box().getByRole('button', { name: 'ربط' })).toBeVisible();
    expect(box().getByRole('button', { name: 'إلغاء' })).toBeVisible();
    rerender(dialog('ar', { codeStep }));
    expect(box().getByText('رمزك')).toBeVisible();
    expect(
      box().getByText('بعد الربط يمكنك إعادة اسمك كما كان. يبقى الرمز صالحًا لمدة 30 دقيقة.'),
    ).toBeVisible();
    expect(box().getByRole('button', { name: 'تحقّق' })).toBeVisible();
    expect(box().getByRole('button', { name: 'تغيير الوسم' })).toBeVisible();
  });
});
