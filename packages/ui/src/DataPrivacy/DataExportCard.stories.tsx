import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataExportCard } from './DataExportCard';

const meta = {
  title: 'Profile/DataExportCard',
  component: DataExportCard,
  args: { onDownload: fn() },
} satisfies Meta<typeof DataExportCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Download your data' })).toBeVisible();
    await expect(canvas.getByText('The game accounts you linked')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download my data' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

export const Downloading: Story = {
  args: { status: 'downloading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Download my data' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText('Preparing your file…')).toBeVisible();
  },
};

export const Done: Story = { args: { status: 'done' } };

export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('We could not prepare your file. Please try again.'),
    ).toBeVisible();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'تنزيل بياناتي' })).toBeVisible();
  },
};

export const Urdu: Story = { globals: { locale: 'ur' }, args: { status: 'downloading' } };

export const Hindi: Story = { globals: { locale: 'hi' }, args: { status: 'done' } };
