import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ShareResultButton } from './ShareResultButton';

const meta = {
  title: 'Challenges/ShareResultButton',
  component: ShareResultButton,
  args: { onShare: fn() },
} satisfies Meta<typeof ShareResultButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button says its own words: a press asks the page to share. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share my result' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Copied instead of shared (no Web Share): "Link copied" on the button, announced once. */
export const Copied: Story = {
  args: { copied: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Link copied' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Link copied');
  },
};

/** The share sheet is open: busy, and a second press does nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Share my result' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onShare).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A page's flow: the press copies, the button confirms. */
function CopyingPage({ onShare }: { onShare: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <ShareResultButton
      copied={copied}
      onShare={() => {
        onShare();
        setCopied(true);
      }}
    />
  );
}

/** Right to left, in Arabic: the icon leads at the right, the words are the locale's. */
export const RTL: Story = {
  globals: { locale: 'ar' },
  render: (args) => <CopyingPage onShare={args.onShare} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'شارك نتيجتي' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'تم نسخ الرابط' })).toBeVisible());
    await expect(canvas.getByRole('status')).toHaveTextContent('تم نسخ الرابط');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Urdu, in Nastaliq. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'میرا نتیجہ شیئر کریں' })).toBeVisible();
  },
};
