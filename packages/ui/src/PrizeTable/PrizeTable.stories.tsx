import { prizeTable } from '@arena/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrizeTable } from './PrizeTable';

// The rows are the domain's (prizeTable): what finishing pays by place, never worked out in the story.
const premium = prizeTable({ prizes: [{ value: 10_000 }, { value: 5_000 }, { value: 2_500 }], type: 'main' });
const booster = prizeTable({ prizes: [], type: 'booster' });

const meta = {
  title: 'Challenges/PrizeTable',
  component: PrizeTable,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: { rows: premium },
} satisfies Meta<typeof PrizeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvas: ReturnType<typeof within>) => canvas.getAllByRole('row').slice(1);

/** A premium challenge of $100 / $50 / $25: crystals and XP for three places, XP for everyone below. */
export const Premium: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Prizes by place' })).toBeVisible();
    const rows = bodyRows(canvas);
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(/^1$/);
    await expect(rows[0]).toHaveTextContent('5,000 crystals');
    await expect(rows[0]).toHaveTextContent('200 XP');
    await expect(rows[0]).toHaveTextContent('(worth $100.00)');
    await expect(rows[2]).toHaveTextContent('1,250 crystals');
    await expect(rows[2]).toHaveTextContent('125 XP');
    await expect(rows[3]).toHaveTextContent('4 and below');
    await expect(rows[3]).toHaveTextContent('50 XP');
    await expect(rows[3]).not.toHaveTextContent('crystals');
  },
};

export const PremiumRTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'الجوائز حسب المركز' })).toBeVisible();
    const rows = bodyRows(canvas);
    await expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(/^2$/);
    await expect(rows[1]).toHaveTextContent('2,500 كريستالة');
    await expect(rows[1]).toHaveTextContent('150 نقطة خبرة');
    await expect(rows[3]).toHaveTextContent('4 وما بعده');
  },
};

/** An XP booster: no crystals, doubled XP; 4th and 5th win the same and share a row. */
export const Booster: Story = {
  args: { rows: booster },
  play: async ({ canvas }) => {
    const rows = bodyRows(canvas);
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent('400 XP');
    await expect(rows[3]).toHaveTextContent('4–5');
    await expect(rows[3]).toHaveTextContent('200 XP');
    await expect(rows[4]).toHaveTextContent('6 and below');
    await expect(rows[4]).toHaveTextContent('100 XP');
    await expect(canvas.queryByText(/crystals/)).not.toBeInTheDocument();
  },
};

export const BoosterRTL: Story = {
  globals: { locale: 'ar' },
  args: { rows: booster },
  play: async ({ canvas }) => {
    const rows = bodyRows(canvas);
    await expect(rows[0]).toHaveTextContent('400 نقطة خبرة');
    await expect(rows[4]).toHaveTextContent('6 وما بعده');
  },
};

/** A prize paid in GCoins reads as GCoins, with its own icon. */
export const GCoins: Story = {
  args: {
    rows: [
      { fromRank: 1, toRank: 1, gCoins: 10, xp: 200 },
      { fromRank: 2, toRank: 3, gCoins: 5, xp: 125 },
      { fromRank: 4, toRank: null, xp: 50 },
    ],
  },
  play: async ({ canvas }) => {
    const rows = bodyRows(canvas);
    await expect(rows[0]).toHaveTextContent('10 GCoins');
    await expect(rows[1]).toHaveTextContent('2–3');
    await expect(rows[1]).toHaveTextContent('5 GCoins');
  },
};
