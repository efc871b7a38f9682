import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Toast } from './Toast';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  // The toast sits at the end of the bottom edge of the screen: the story fills it so the photo holds it.
  parameters: { fullHeight: true },
  args: {
    message: 'Challenge “Weekend cup” created. It is highlighted in the list.',
    tone: 'success',
    duration: 0,
    onDismiss: fn(),
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live region is there first; the words arrive a moment later, so a screen reader says them. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(status).toHaveTextContent('Challenge “Weekend cup” created.'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const SuccessRTL: Story = {
  globals: { locale: 'ar' },
  args: { message: 'تم إنشاء التحدي «كأس نهاية الأسبوع». وهو مميَّز في القائمة.' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('كأس نهاية الأسبوع'));
    // At the end of the bottom edge: the left in Arabic.
    const box = status.parentElement!.getBoundingClientRect();
    await expect(box.left).toBeLessThan(window.innerWidth / 2);
  },
};

export const Info: Story = {
  args: { tone: 'info', message: 'Changes to “Weekend cup” saved.' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent('Changes to “Weekend cup” saved.'),
    );
  },
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { message: 'चुनौती “वीकेंड कप” बनाई गई। सूची में यह हाइलाइट है।' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'खारिज करें' })).toBeVisible(),
    );
  },
};

export const UrduRTL: Story = {
  globals: { locale: 'ur' },
  args: { message: 'چیلنج “ویک اینڈ کپ” بن گیا۔ فہرست میں یہ نمایاں ہے۔' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('ویک اینڈ کپ'));
  },
};

/** Closes by itself after `duration`, by Escape, and keeps the live region for the next message. */
export const ClosesByItself: Story = {
  args: { duration: 300 },
  render: function Render(args) {
    const [message, setMessage] = useState<string | null>(args.message);
    return (
      <>
        <Button onClick={() => setMessage('Changes to “Weekend cup” saved.')}>Show again</Button>
        <Toast
          {...args}
          message={message}
          onDismiss={() => {
            args.onDismiss();
            setMessage(null);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Weekend cup'));
    // The toast's own 300 ms: waited for as long as a busy machine needs (issue 36).
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledOnce(), { timeout: 10_000 });
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Show again' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Changes to “Weekend cup” saved.'),
    );
    canvas.getByRole('button', { name: 'Dismiss' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
