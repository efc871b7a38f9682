import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MessageBanner } from '../MessageBanner';
import { Stack } from './Stack';

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: {
    children: [
      <MessageBanner key="1" tone="info">
        Verify your email to withdraw prizes.
      </MessageBanner>,
      <MessageBanner key="2" tone="success">
        Photo updated.
      </MessageBanner>,
    ],
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('status');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    gap: 3,
    children: [
      <MessageBanner key="1" tone="info">
        أكّد بريدك الإلكتروني لسحب الجوائز.
      </MessageBanner>,
      <MessageBanner key="2" tone="success">
        تم تحديث الصورة.
      </MessageBanner>,
    ],
  },
};
