import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { JoinButton } from './JoinButton';

// The challenge page's Join (issue 34): the same words and the same refusal as the card's.
const meta = {
  title: 'Challenges/JoinButton',
  component: JoinButton,
  args: { label: 'Join', onJoin: fn() },
} satisfies Meta<typeof JoinButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await expect(args.onJoin).toHaveBeenCalledOnce();
  },
};

export const OtherBracket: Story = {
  args: { blockedReason: 'For bracket 2 — you are in bracket 1' },
  play: async ({ canvas, args }) => {
    const join = canvas.getByRole('button', { name: 'Join' });
    await expect(join).toBeDisabled();
    await expect(join).toHaveAccessibleDescription('For bracket 2 — you are in bracket 1');
    await userEvent.click(join, { pointerEventsCheck: 0 });
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

export const OtherBracketRTL: Story = {
  globals: { locale: 'ar' },
  args: { label: 'انضم', blockedReason: 'للفئة 2 — أنت في الفئة 1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'انضم' })).toBeDisabled();
    await expect(canvas.getByText('للفئة 2 — أنت في الفئة 1')).toBeVisible();
  },
};

export const OtherBracketUrdu: Story = {
  globals: { locale: 'ur' },
  args: { label: 'شامل ہوں', blockedReason: 'بریکٹ 2 کے لیے — آپ بریکٹ 1 میں ہیں' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'شامل ہوں' })).toBeDisabled();
  },
};
