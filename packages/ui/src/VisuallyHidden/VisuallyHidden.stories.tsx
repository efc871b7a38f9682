import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers hear this' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <p style={{ margin: 0 }}>
      1,250 <VisuallyHidden {...args} />
    </p>
  ),
  args: { children: 'GCoins' },
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('GCoins');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
