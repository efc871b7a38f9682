import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { FirstRunChecklist } from './FirstRunChecklist';

const meta = {
  title: 'Challenges/FirstRunChecklist',
  component: FirstRunChecklist,
  args: {
    done: { verifyEmail: true, linkGame: false, joinChallenge: false, buyPack: false },
    actions: {
      verifyEmail: <Button size="sm">Send the link again</Button>,
      linkGame: <Link href="#games">Link a game</Link>,
      joinChallenge: <Link href="#free">Find a free challenge</Link>,
      buyPack: <Link href="#store">Open the store</Link>,
    },
    onDismiss: fn(),
  },
} satisfies Meta<typeof FirstRunChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** E-mail verified: linking a game is the step in hand, the only one with its way on. */
export const OneDone: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your first steps' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'First steps done' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 4 done',
    );
    await expect(canvas.getByRole('heading', { level: 3, name: 'Verify your e-mail (done)' })).toBeVisible();
    const current = canvas.getByRole('listitem', { current: 'step' });
    await expect(current).toHaveTextContent('Link a game account');
    await expect(canvas.getByRole('link', { name: 'Link a game' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Open the store' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide the checklist' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** A player who has not opened the verification e-mail yet starts there. */
export const Fresh: Story = {
  args: { done: { verifyEmail: false, linkGame: false, joinChallenge: false, buyPack: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0 of 4 done');
    await expect(canvas.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  },
};

/** Out of order: a pack bought before a game was linked still counts; linking is next. */
export const ThreeDone: Story = {
  args: { done: { verifyEmail: true, linkGame: false, joinChallenge: true, buyPack: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 4 done');
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Link a game account');
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    actions: {
      verifyEmail: <Button size="sm">أرسل الرابط مجددًا</Button>,
      linkGame: <Link href="#games">اربط لعبة</Link>,
      joinChallenge: <Link href="#free">ابحث عن تحدٍّ مجاني</Link>,
      buyPack: <Link href="#store">افتح المتجر</Link>,
    },
  },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 2, name: 'خطواتك الأولى' })).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1 من 4 منجزة');
    await expect(canvas.getByRole('link', { name: 'اربط لعبة' })).toBeVisible();
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { done: { verifyEmail: true, linkGame: true, joinChallenge: false, buyPack: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'مفت چیلنج میں شامل ہوں' })).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'सूची छिपाएँ' })).toBeVisible();
  },
};

/** On a wide screen the four steps stand side by side. */
export const Desktop: Story = {
  globals: { viewport: { value: 'arenaDesktop', isRotated: false } },
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps[1]!.getBoundingClientRect().top).toBe(steps[0]!.getBoundingClientRect().top);
  },
};
