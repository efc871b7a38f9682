import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PackCard, type PackCardProps } from './PackCard';
import { PackGrid } from './PackGrid';

type Pack = Pick<PackCardProps, 'gCoins' | 'price' | 'originalPrice' | 'discountPercent' | 'bestValue'>;

// spec §9: 5.50, 14.86 (10% off), 23.40 (15% off), 44.00 (20% off) USD. The cards say their own words.
const packs: Pack[] = [
  { gCoins: 1, price: '$5.50' },
  { gCoins: 3, price: '$14.86', originalPrice: '$16.50', discountPercent: 10 },
  { gCoins: 5, price: '$23.40', originalPrice: '$27.50', discountPercent: 15 },
  { gCoins: 10, price: '$44.00', originalPrice: '$55.00', discountPercent: 20, bestValue: true },
];

function Store({ busyPack, count = packs.length }: { busyPack?: number; count?: number }) {
  return (
    <PackGrid label="GCoin packs">
      {packs.slice(0, count).map((pack) => (
        <PackCard
          key={pack.gCoins}
          {...pack}
          selected={pack.gCoins === 3}
          currency="AED"
          onCardCheckout={fn()}
          onHostedCheckout={fn()}
          busy={busyPack === pack.gCoins ? 'hosted' : undefined}
          disabled={busyPack !== undefined && busyPack !== pack.gCoins}
        />
      ))}
    </PackGrid>
  );
}

const meta = {
  title: 'Store/PackGrid',
  component: PackGrid,
  args: { label: 'GCoin packs', children: null },
  render: () => <Store />,
  globals: { viewport: { value: 'arenaDesktop', isRotated: false } },
} satisfies Meta<typeof PackGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four columns from 1200 px. */
export const Playground: Story = {};

/** One column at the 360 px design width (two packs, so the screenshot fits the 640 px page). */
export const Phone: Story = {
  globals: { viewport: { value: 'arenaMobile', isRotated: false } },
  render: () => <Store count={2} />,
};

export const Tablet: Story = { globals: { viewport: { value: 'arenaTablet', isRotated: false } } };

/** One pack is being bought: the others wait. */
export const BuyingOne: Story = { render: () => <Store busyPack={5} /> };
