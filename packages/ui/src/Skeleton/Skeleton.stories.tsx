import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { inlineSize: '60%', blockSize: '1em', shape: 'text' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'block', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Skeleton shape="circle" inlineSize="48px" blockSize="48px" />
      <Skeleton inlineSize="80%" />
      <Skeleton shape="block" blockSize="96px" />
    </div>
  ),
};
