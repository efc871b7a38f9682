import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AdminColumns, AdminMuted, AdminSection } from './AdminLayout';

/**
 * `aside`: a queue and a 20rem side panel (the payouts page and the player's history, issue 34). The
 * console's content is a size container (AdminShell): from 64rem the panel stands beside the queue,
 * narrower it goes under it, so the queue's table always keeps its columns whole.
 */
const meta = {
  title: 'Admin/AdminColumns',
  component: AdminColumns,
  args: { variant: 'aside', children: null },
  decorators: [
    // What AdminShell gives its content: an inline-size container.
    (Story) => (
      <div style={{ containerType: 'inline-size' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <AdminColumns variant={args.variant}>
      <AdminSection title={args.variant === 'aside' ? 'Payout queue' : 'Main'}>
        <AdminMuted>The queue’s table, its columns whole.</AdminMuted>
      </AdminSection>
      <AdminSection title="Huda's recent history">
        <AdminMuted>+6,000 crystals</AdminMuted>
      </AdminSection>
    </AdminColumns>
  ),
} satisfies Meta<typeof AdminColumns>;

export default meta;
type Story = StoryObj<typeof meta>;

const sections = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('section')].map((section) => section.getBoundingClientRect());

/** 1200 px: the panel beside the queue, 20rem wide. */
export const AsideWide: Story = {
  globals: { viewport: { value: 'arenaDesktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [main, side] = sections(canvasElement);
    await expect(side!.top).toBe(main!.top);
    await expect(side!.width).toBe(320);
    await expect(side!.left).toBeGreaterThan(main!.right);
  },
};

export const AsideWideRTL: Story = {
  globals: { locale: 'ar', viewport: { value: 'arenaDesktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [main, side] = sections(canvasElement);
    // Mirrored: the panel on the left.
    await expect(side!.right).toBeLessThan(main!.left);
  },
};

/** 768 px: narrower than 64rem, the panel goes under the queue. */
export const AsideNarrow: Story = {
  globals: { viewport: { value: 'arenaTablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [main, side] = sections(canvasElement);
    await expect(side!.top).toBeGreaterThan(main!.bottom);
    await expect(side!.width).toBe(main!.width);
  },
};
