import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { JoinButton } from './JoinButton';

// The challenge page's Join (issue 34): the same words and the same refusal as the card's, said by the
// button itself from the locale files.
const meta = {
  title: 'Challenges/JoinButton',
  component: JoinButton,
  args: { onJoin: fn() },
} satisfies Meta<typeof JoinButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const otherBracket = { challengeBracket: 2, playerBracket: 1 };

export const Open: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await expect(args.onJoin).toHaveBeenCalledOnce();
  },
};

export const OtherBracket: Story = {
  args: { blocked: otherBracket },
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
  args: { blocked: otherBracket },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'انضم' })).toBeDisabled();
    await expect(canvas.getByText('للفئة 2 — أنت في الفئة 1')).toBeVisible();
  },
};

export const OtherBracketUrdu: Story = {
  globals: { locale: 'ur' },
  args: { blocked: otherBracket },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'شامل ہوں' })).toBeDisabled();
    await expect(canvas.getByText('بریکٹ 2 کے لیے — آپ بریکٹ 1 میں ہیں')).toBeVisible();
  },
};

export const OtherBracketHindi: Story = {
  globals: { locale: 'hi' },
  args: { blocked: otherBracket },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'शामिल हों' })).toBeDisabled();
    await expect(canvas.getByText('ब्रैकेट 2 के लिए — आप ब्रैकेट 1 में हैं')).toBeVisible();
  },
};
