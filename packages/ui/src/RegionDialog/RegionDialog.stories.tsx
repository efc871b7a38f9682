import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { RegionDialog } from './RegionDialog';

// The dialog says its own words (challenges.region.*, region.* in the locale files) in the toolbar's language.
const meta = {
  title: 'Challenges/RegionDialog',
  component: RegionDialog,
  parameters: { fullHeight: true },
  args: { open: true, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof RegionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: /Asia/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('Asia');
  },
};

export const Preselected: Story = {
  args: { defaultValue: 'Europe' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('radio', { name: /Europe/ })).toBeChecked();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { defaultValue: 'Asia' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('radiogroup', { name: 'المنطقة' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'متابعة' })).toBeEnabled();
  },
};

/** Hindi and Urdu: the regions and their servers in the reader's language. */
export const Hindi: Story = { globals: { locale: 'hi' }, args: { defaultValue: 'Europe' } };
export const Urdu: Story = { globals: { locale: 'ur' } };
