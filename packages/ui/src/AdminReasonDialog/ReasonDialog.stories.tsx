import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { ReasonDialog, type ReasonDialogLabels } from './ReasonDialog';

const english: ReasonDialogLabels = {
  reason: 'Reason',
  reasonHint: 'The player sees this reason in their passport status.',
  required: 'required',
  confirm: 'Reject passport',
  cancel: 'Cancel',
  close: 'Close',
  tooShort: (min) => `Write at least ${min} characters.`,
  counter: (length, max) => `${length} of ${max} characters`,
};

const arabic: ReasonDialogLabels = {
  reason: 'السبب',
  reasonHint: 'يرى اللاعب هذا السبب في حالة جواز سفره.',
  required: 'مطلوب',
  confirm: 'رفض جواز السفر',
  cancel: 'إلغاء',
  close: 'إغلاق',
  tooShort: (min) => `اكتب ${min} أحرف على الأقل.`,
  counter: (length, max) => `${length} من ${max} حرفًا`,
};

const meta = {
  title: 'Admin/ReasonDialog',
  component: ReasonDialog,
  parameters: { fullHeight: true },
  args: {
    open: true,
    title: 'Reject this passport?',
    description: 'Aarav Patel can upload a new photo after reading your reason.',
    labels: english,
    minLength: 10,
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ReasonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const rtl = {
  globals: { locale: 'ar' },
  args: {
    labels: arabic,
    title: 'رفض جواز السفر هذا؟',
    description: 'يمكن لآراف باتيل رفع صورة جديدة بعد قراءة سببك.',
  },
} as const;

/** An empty or short reason is refused; a long enough one is sent trimmed. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    await userEvent.click(dialog.getByRole('button', { name: 'Reject passport' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(/Write at least 10 characters\./);
    await expect(reason).toHaveFocus();
    await userEvent.type(reason, '   blurry   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject passport' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(reason);
    await userEvent.type(reason, '  The photo is blurry.  ');
    await expect(reason).not.toHaveAttribute('aria-invalid');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject passport' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('The photo is blurry.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
export const OpenRTL: Story = {
  ...rtl,
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'رفض جواز السفر' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(dialog.getByText('اكتب 10 أحرف على الأقل.')).toBeVisible();
  },
};

/** The call is under way: the reason is locked and cancel does nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('textbox', { name: /Reason/ })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Reject passport' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
export const BusyRTL: Story = { ...rtl, args: { ...rtl.args, busy: true } };

/** The call failed: the message shows in the dialog. */
export const Failed: Story = {
  args: { error: 'This passport was already reviewed by another operator.' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'This passport was already reviewed by another operator.',
    );
  },
};
export const FailedRTL: Story = {
  ...rtl,
  args: { ...rtl.args, error: 'راجع مشغّل آخر جواز السفر هذا بالفعل.' },
};
