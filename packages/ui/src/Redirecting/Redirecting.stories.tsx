import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Redirecting } from './Redirecting';

const meta = { title: 'Pages/Redirecting', component: Redirecting } satisfies Meta<typeof Redirecting>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Redirecting...');
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
