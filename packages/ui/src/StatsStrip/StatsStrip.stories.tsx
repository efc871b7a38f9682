import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatsStrip } from './StatsStrip';

const meta = {
  title: 'Landing/StatsStrip',
  component: StatsStrip,
  args: {
    items: [
      { id: 'participants', label: 'Unique participants', value: '12,480' },
      { id: 'prizes', label: 'Prize value dispersed', value: '$48,215' },
      { id: 'completed', label: 'Completed challenges', value: '1,362' },
    ],
    loading: false,
  },
} satisfies Meta<typeof StatsStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(3);
    await expect(canvas.getByText('12,480').tagName).toBe('DD');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading statistics');
  },
};

export const LargeNumbers: Story = {
  args: {
    items: [
      { id: 'participants', label: 'Unique participants', value: '1,204,880' },
      { id: 'prizes', label: 'Prize value dispersed', value: '$12,948,215' },
      { id: 'completed', label: 'Completed challenges', value: '98,362' },
    ],
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    items: [
      { id: 'participants', label: 'مشاركون فريدون', value: '12,480' },
      { id: 'prizes', label: 'قيمة الجوائز الموزعة', value: '$48,215' },
      { id: 'completed', label: 'تحديات مكتملة', value: '1,362' },
    ],
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: {
    items: [
      { id: 'participants', label: 'منفرد شرکاء', value: '12,480' },
      { id: 'prizes', label: 'تقسیم شدہ انعامات', value: '$48,215' },
      { id: 'completed', label: 'مکمل چیلنجز', value: '1,362' },
    ],
  },
};

export const RTLLoading: Story = {
  globals: { locale: 'ar' },
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('جارٍ تحميل الإحصاءات');
  },
};

export const Hindi: Story = { globals: { locale: 'hi' }, args: { loading: true } };
