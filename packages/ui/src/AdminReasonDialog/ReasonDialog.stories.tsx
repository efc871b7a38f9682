import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { ReasonDialog } from './ReasonDialog';

// The dialog says its own words (admin.* in the locale files) in the toolbar's language; a story gives
// it the action (`kind`) and the operator's title.
const meta = {
  title: 'Admin/ReasonDialog',
  component: ReasonDialog,
  parameters: { fullHeight: true },
  args: {
    open: true,
    title: 'Reject this passport?',
    description: 'Aarav Patel can upload a new photo after reading your reason.',
    kind: 'rejectPassport',
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

/** The other actions name their own confirm button, way back and hint. */
export const CancelChallenge: Story = {
  args: { kind: 'cancelChallenge', title: 'Cancel “Spring Cup”', description: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Cancel challenge' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep the challenge' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      /Participants read this in their email\./,
    );
  },
};
export const BlockPlayerHindi: Story = {
  globals: { locale: 'hi' },
  args: { kind: 'blockPlayer', title: 'Aarav Patel को ब्लॉक करें', description: undefined },
};
export const RejectPayoutUrdu: Story = {
  globals: { locale: 'ur' },
  args: { kind: 'rejectPayout', title: 'Aarav Patel کی ادائیگی مسترد کریں', description: undefined },
};
