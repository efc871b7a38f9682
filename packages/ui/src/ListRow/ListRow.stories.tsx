import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { ListRow } from './ListRow';

const meta = {
  title: 'Primitives/ListRow',
  component: ListRow,
  args: { children: 'Visa ending 4242' },
  decorators: [
    (Story) => (
      <ul style={{ display: 'grid', gap: 8, listStyle: 'none', padding: 0, margin: 0 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof ListRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One settings row; it wraps its parts on a narrow screen rather than scrolling sideways. */
export const SavedCard: Story = {
  args: {
    highlighted: true,
    children: (
      <>
        <span style={{ flex: '1 1 12rem' }}>Visa ending 4242 · preferred</span>
        <Button variant="secondary" size="sm">
          Remove
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem');
    await expect(row).toHaveTextContent('Visa ending 4242');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    children: (
      <>
        <span style={{ flex: '1 1 12rem' }}>فيزا تنتهي بـ 4242</span>
        <Button variant="secondary" size="sm">
          إزالة
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'إزالة' })).toBeVisible();
  },
};
