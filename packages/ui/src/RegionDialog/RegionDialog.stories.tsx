import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { RegionDialog } from './RegionDialog';

const meta = {
  title: 'Challenges/RegionDialog',
  component: RegionDialog,
  parameters: { fullHeight: true },
  args: {
    open: true,
    title: 'Choose your Valorant region',
    description: 'Pick the region of the servers you play on.',
    groupLabel: 'Region',
    options: [
      { value: 'europe', label: 'Europe', servers: 'EU, Turkey, Middle East' },
      { value: 'asia', label: 'Asia', servers: 'Asia Pacific, Korea' },
      { value: 'americas', label: 'Americas', servers: 'North America, Brazil, Latin America' },
    ],
    confirmLabel: 'Continue',
    cancelLabel: 'Cancel',
    closeLabel: 'Close',
    onConfirm: fn(),
    onClose: fn(),
  },
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
    await expect(args.onConfirm).toHaveBeenCalledWith('asia');
  },
};

export const Preselected: Story = {
  args: { defaultValue: 'europe' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('radio', { name: /Europe/ })).toBeChecked();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'اختر منطقة فالورانت',
    description: 'اختر منطقة الخوادم التي تلعب عليها.',
    groupLabel: 'المنطقة',
    options: [
      { value: 'europe', label: 'أوروبا' },
      { value: 'asia', label: 'آسيا' },
      { value: 'americas', label: 'الأمريكتان' },
    ],
    defaultValue: 'asia',
    confirmLabel: 'متابعة',
    cancelLabel: 'إلغاء',
    closeLabel: 'إغلاق',
  },
  play: async ({ canvasElement }) => {
    await dialogOf(canvasElement);
  },
};
