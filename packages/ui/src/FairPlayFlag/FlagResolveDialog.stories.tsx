import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { FlagResolveDialog } from './FlagResolveDialog';

const meta = {
  title: 'Admin/FlagResolveDialog',
  component: FlagResolveDialog,
  parameters: { fullHeight: true },
  args: {
    open: true,
    names: ['Huda Al-Amiri', 'Omar Haddad'],
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof FlagResolveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing chosen at first: Resolve asks for an action, then for a note; the arrow keys move through the
 * three actions, each described by its sentence; the action and the trimmed note are sent.
 */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(canvasElement.querySelector('dialog')).toHaveAccessibleDescription(
      'This flag names \u2068Huda Al-Amiri\u2069 and \u2068Omar Haddad\u2069. Your action and note are kept in the audit log.',
    );
    const resolve = dialog.getByRole('button', { name: 'Resolve flag' });
    await userEvent.click(resolve);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(dialog.getByText('Choose an action.')).toBeVisible();
    const dismiss = dialog.getByRole('radio', { name: 'Dismiss' });
    await expect(dismiss).toHaveFocus();
    await expect(dismiss).toHaveAccessibleDescription(/^Closes the flag and changes nothing/);
    await userEvent.keyboard('{ArrowDown}');
    const hold = dialog.getByRole('radio', { name: 'Hold payouts' });
    await expect(hold).toBeChecked();
    await expect(hold).toHaveAccessibleDescription(
      'Closes the flag; the players keep playing, but every withdrawal of theirs waits for an operator.',
    );
    await userEvent.click(resolve);
    const note = dialog.getByRole('textbox', { name: /Note/ });
    await expect(note).toHaveFocus();
    await expect(note).toHaveAccessibleDescription(/Write a note\./);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(note, '  Two accounts, one phone, same payout email.  ');
    await userEvent.click(resolve);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      action: 'hold_payouts',
      note: 'Two accounts, one phone, same payout email.',
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const OpenRTL: Story = {
  globals: { locale: 'ar' },
  args: { names: ['هدى العامري', 'عمر حداد'] },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'حظر الحسابات' }));
    await userEvent.click(dialog.getByRole('button', { name: 'حسم البلاغ' }));
    await expect(dialog.getByText('اكتب ملاحظة.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The resolution is under way: the choices and note are locked and Cancel does nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    for (const radio of dialog.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: /Note/ })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Resolve flag' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** The server refused: its words show in the dialog. */
export const Failed: Story = {
  args: { error: 'You cannot decide on your own account: another operator must.' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'You cannot decide on your own account: another operator must.',
    );
  },
};
export const FailedRTL: Story = {
  globals: { locale: 'ar' },
  args: { names: ['هدى العامري', 'عمر حداد'], error: 'هذا البلاغ محسوم بالفعل.' },
};
