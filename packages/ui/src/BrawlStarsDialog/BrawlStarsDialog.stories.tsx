import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { BrawlStarsDialog } from './BrawlStarsDialog';

type Args = ComponentProps<typeof BrawlStarsDialog>;

/** Strips a leading # and upper-cases as the brawlStarsLink machine does. */
function Harness(args: Args) {
  const [tag, setTag] = useState(args.tag);
  return (
    <BrawlStarsDialog
      {...args}
      tag={tag}
      canConnect={tag.trim() !== ''}
      onTagChange={(value) => {
        args.onTagChange(value);
        setTag(value.replace(/\s+/g, '').replace(/^#+/, '').toUpperCase());
      }}
    />
  );
}

const meta = {
  title: 'Challenges/BrawlStarsDialog',
  component: BrawlStarsDialog,
  render: (args) => <Harness {...args} />,
  parameters: { fullHeight: true },
  args: {
    open: true,
    title: 'Link your Brawl Stars account',
    description: 'Enter the player tag shown under your name in your Brawl Stars profile.',
    tagLabel: 'Player tag',
    tag: '',
    onTagChange: fn(),
    canConnect: false,
    connectLabel: 'Connect',
    cancelLabel: 'Cancel',
    closeLabel: 'Close',
    onConnect: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof BrawlStarsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Connect' })).toBeDisabled();
  },
};

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Player tag' }), '#2ppq');
    await expect(dialog.getByRole('textbox', { name: 'Player tag' })).toHaveValue('2PPQ');
    await expect(dialog.getByRole('button', { name: 'Connect' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Connect' }));
    await expect(args.onConnect).toHaveBeenCalledTimes(1);
  },
};

export const Blank: Story = {
  args: { tag: '   ' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Connect' })).toBeDisabled();
  },
};

export const Linking: Story = {
  args: { tag: '2PPQ', linking: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { tag: '2PPQ', error: 'Failed to link Brawl Stars account' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Failed to link Brawl Stars account')).toBeVisible();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'اربط حساب براول ستارز',
    description: 'أدخل رمز اللاعب الظاهر تحت اسمك في ملفك الشخصي.',
    tagLabel: 'رمز اللاعب',
    tag: '2PPQ',
    connectLabel: 'ربط',
    cancelLabel: 'إلغاء',
    closeLabel: 'إغلاق',
  },
  play: async ({ canvasElement }) => {
    await dialogOf(canvasElement);
  },
};
