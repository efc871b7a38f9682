import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Panel } from './Panel';

const meta = {
  title: 'Primitives/Panel',
  component: Panel,
  args: {
    title: 'Exchange crystals',
    subtitle: '275 crystals = 1 GCoin',
    children: <p style={{ margin: 0 }}>Turn prize crystals into GCoins for entry fees.</p>,
  },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled section of the wallet: its heading names the region. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Exchange crystals' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Exchange crystals' })).toBeVisible();
    await expect(canvas.getByText('275 crystals = 1 GCoin')).toBeVisible();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'استبدال الكريستال',
    subtitle: '275 كريستالة = 1 جي كوين',
    children: <p style={{ margin: 0 }}>حوّل كريستال الجوائز إلى جي كوين لرسوم الدخول.</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'استبدال الكريستال' })).toBeVisible();
  },
};
