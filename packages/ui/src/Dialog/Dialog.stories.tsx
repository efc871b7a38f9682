import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog } from './Dialog';

type DialogStoryArgs = Omit<ComponentProps<typeof Dialog>, 'open'> & { openLabel: string };

/** The dialog with the button that opens it, as a page would hold them. */
function DialogHarness({ openLabel, onClose, actions, ...props }: DialogStoryArgs) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClose();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{openLabel}</Button>
      <Dialog {...props} open={open} onClose={close} actions={actions ?? null} />
    </>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  render: (args) => <DialogHarness {...(args as DialogStoryArgs)} />,
  parameters: { fullHeight: true },
  args: {
    open: false,
    openLabel: 'Withdraw',
    title: 'Confirm withdrawal',
    description: '1,500 crystals (30.00 USD) will be sent to player@example.com within 12 to 72 hours.',
    closeLabel: 'Close',
    onClose: fn(),
  },
} satisfies Meta<DialogStoryArgs & ComponentProps<typeof Dialog>>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement, openLabel: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: openLabel }));
  const dialog = await canvas.findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

export const Playground: Story = {};

export const Open: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Withdraw 1,500 crystals</Button>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, args.openLabel);
    await expect(dialog).toHaveAccessibleName('Confirm withdrawal');
    await expect(dialog).toHaveAccessibleDescription(/1,500 crystals/);
  },
};

export const EscapeReturnsFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: args.openLabel });
    const dialog = await openDialog(canvasElement, args.openLabel);
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // The dialog hands focus back when its `close` event arrives, a task after it closes: wait for that
    // event (this listener runs after the component's), so the blur below is the last word on focus.
    const closed = new Promise((resolve) => dialog.addEventListener('close', resolve, { once: true }));
    await userEvent.keyboard('{Escape}');
    await closed;
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
    opener.blur();
  },
};

export const FocusStaysInside: Story = {
  args: {
    title: 'Disconnect game',
    description: 'You have 3 disconnections left. You can reconnect after 7 days.',
    openLabel: 'Disconnect',
    children: <TextField label="Reason" multiline rows={2} maxLength={500} />,
    actions: <Button variant="danger">Disconnect</Button>,
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, args.openLabel);
    const inDialog = within(dialog);
    const close = inDialog.getByRole('button', { name: 'Close' });
    const confirm = inDialog.getByRole('button', { name: 'Disconnect' });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(inDialog.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    openLabel: 'سحب',
    title: 'تأكيد السحب',
    description: 'سيتم إرسال 1,500 كريستالة (30.00 دولار) إلى player@example.com خلال 12 إلى 72 ساعة.',
    closeLabel: 'إغلاق',
    actions: (
      <>
        <Button variant="secondary">إلغاء</Button>
        <Button>سحب</Button>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    await openDialog(canvasElement, args.openLabel);
  },
};
