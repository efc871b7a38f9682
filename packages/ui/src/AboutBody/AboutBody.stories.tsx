import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AboutBody } from './AboutBody';

const meta = { title: 'Pages/AboutBody', component: AboutBody } satisfies Meta<typeof AboutBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('About Arena');
    await expect(canvas.getByText('CS2')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('list', { name: 'How it works' }).children).toHaveLength(4);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('عن Arena');
  },
};

export const Desktop: Story = { globals: { viewport: { value: 'arenaDesktop', isRotated: false } } };
