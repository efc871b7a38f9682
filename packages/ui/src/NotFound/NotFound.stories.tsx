import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
  args: { onBack: fn(), onHome: fn() },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Return Home' }));
    await expect(args.onHome).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, args }) => {
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await expect(args.onHome).toHaveBeenCalledOnce();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};
