import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CopyButton, ShareButton } from './CopyButton';

const meta = {
  title: 'Components/CopyButton',
  component: CopyButton,
  args: { label: 'Copy link', copiedLabel: 'Copied', onCopy: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] } },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Held for a minute so the screenshot catches the confirmation. */
export const Copied: Story = {
  args: { confirmationMs: 60_000 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copied' })).toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The confirmation shows, then ends. Every label the button takes is noted as the page changes, so a
 * 50 ms confirmation is seen however late a busy machine gets round to looking (issue 36).
 */
export const ConfirmationEnds: Story = {
  args: { confirmationMs: 50 },
  play: async ({ canvas, canvasElement }) => {
    const labels: string[] = [];
    const note = () => {
      const label = canvasElement.querySelector('button')?.textContent ?? '';
      if (labels.at(-1) !== label) labels.push(label);
    };
    const watch = new MutationObserver(note);
    note();
    watch.observe(canvasElement, { subtree: true, childList: true, characterData: true });
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
      await waitFor(() => expect(labels).toContain('Copied'), { timeout: 10_000 });
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy link' })).toBeInTheDocument(), {
        timeout: 10_000,
      });
    } finally {
      watch.disconnect();
    }
    await expect(labels).toEqual(['Copy link', 'Copied', 'Copy link']);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const FailedCopy: Story = {
  args: { onCopy: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Share: Story = {
  render: (args) => <ShareButton label="Share profile" copiedLabel="Link copied" onShare={args.onCopy} />,
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <ShareButton label="مشاركة الملف" copiedLabel="تم النسخ" onShare={args.onCopy} confirmationMs={60_000} />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'مشاركة الملف' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'تم النسخ' })).toBeInTheDocument());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
