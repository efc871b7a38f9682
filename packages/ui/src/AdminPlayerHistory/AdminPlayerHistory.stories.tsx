import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AdminPlayerHistory } from './AdminPlayerHistory';

const meta = {
  title: 'Admin/AdminPlayerHistory',
  component: AdminPlayerHistory,
  args: {
    name: 'Huda',
    email: 'huda@example.com',
    status: 'ready',
    entries: [
      {
        id: 'l1',
        description: 'Withdrawal requested',
        when: 'Mar 1, 2026, 10:00 AM',
        amounts: ['-500 crystals'],
      },
      {
        id: 'l2',
        description: 'Challenge prize',
        when: 'Feb 27, 2026, 6:30 PM',
        amounts: ['+250 crystals', '+10 GCoins'],
      },
    ],
    openLink: <a href="/admin/players/u1">Open the player’s page</a>,
    onClose: fn(),
  },
} satisfies Meta<typeof AdminPlayerHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest entries with signed amounts (kept left to right), the player's page and Hide history. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: "Huda's recent history" })).toBeVisible();
    await expect(canvas.getByText('+250 crystals')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide history' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
export const FilledRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    entries: [{ id: 'l1', description: 'طلب سحب', when: '1 مارس 2026، 10:00 ص', amounts: ['-500 كريستالة'] }],
    openLink: <a href="/admin/players/u1">افتح صفحة اللاعب</a>,
  },
};

export const Loading: Story = {
  args: { status: 'loading', entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** No ledger entries yet. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No ledger history yet.')).toBeVisible();
  },
};
export const EmptyRTL: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

export const Failed: Story = {
  args: { status: 'error', entries: [], error: 'Network error. Please check your connection and try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The history could not be loaded.')).toBeVisible();
  },
};

const narrowEntries = [
  {
    id: 'l1',
    description: 'Prize for Ranked rush: the ladder climb of the season (rank 1 of 1,204)',
    when: 'Mar 1, 2026, 10:00 AM',
    amounts: ['+1,250,000 crystals', '+10,000 GCoins'],
  },
  {
    id: 'l2',
    description: 'Withdrawal requested to huda.long.address@paypal.example',
    when: 'Mar 2, 2026, 6:30 PM',
    amounts: ['-1,000,000 crystals'],
  },
];
/** Each amount is whole beside the queue (issue 34): the description wraps, the figures never shrink. */
const amountsWhole = async (canvasElement: HTMLElement) => {
  const panel = canvasElement.querySelector('section')!.getBoundingClientRect();
  for (const amount of canvasElement.querySelectorAll('li bdi')) {
    const box = amount.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(panel.right);
    await expect(box.left).toBeGreaterThanOrEqual(panel.left);
  }
};

/** In the console's 20rem side panel with long descriptions and large amounts. */
export const NarrowPanel: Story = {
  args: { entries: narrowEntries },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('+1,250,000 crystals')).toBeVisible();
    await amountsWhole(canvasElement);
  },
};
export const NarrowPanelRTL: Story = {
  ...NarrowPanel,
  globals: { locale: 'ar' },
  args: {
    entries: [
      {
        id: 'l1',
        description: 'جائزة اندفاع التصنيف: تسلّق السلّم في الموسم (المركز 1 من 1,204)',
        when: '1 مارس 2026، 10:00 ص',
        amounts: ['+1,250,000 كريستالة', '+10,000 GCoins'],
      },
    ],
    openLink: <a href="/admin/players/u1">افتح صفحة اللاعب</a>,
  },
  play: async ({ canvasElement }) => {
    await amountsWhole(canvasElement);
  },
};
