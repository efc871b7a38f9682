import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PackCard, type PackCardProps } from './PackCard';
import { PackGrid } from './PackGrid';

type Pack = Pick<
  PackCardProps,
  'gCoins' | 'title' | 'price' | 'originalPrice' | 'originalPriceLabel' | 'discountLabel' | 'ribbonLabel'
>;

// spec §9: 5.50, 14.86 (10% off), 23.40 (15% off), 44.00 (20% off) USD.
const packs: Pack[] = [
  { gCoins: 1, title: '1 GCoin', price: '$5.50' },
  {
    gCoins: 3,
    title: '3 GCoins',
    price: '$14.86',
    originalPrice: '$16.50',
    originalPriceLabel: 'Was $16.50',
    discountLabel: '10% off',
  },
  {
    gCoins: 5,
    title: '5 GCoins',
    price: '$23.40',
    originalPrice: '$27.50',
    originalPriceLabel: 'Was $27.50',
    discountLabel: '15% off',
  },
  {
    gCoins: 10,
    title: '10 GCoins',
    price: '$44.00',
    originalPrice: '$55.00',
    originalPriceLabel: 'Was $55.00',
    discountLabel: '20% off',
    ribbonLabel: 'Best value',
  },
];

function Store({ busyPack, count = packs.length }: { busyPack?: number; count?: number }) {
  return (
    <PackGrid label="GCoin packs">
      {packs.slice(0, count).map((pack) => (
        <PackCard
          key={pack.gCoins}
          {...pack}
          selected={pack.gCoins === 3}
          selectedLabel="Selected"
          cardCheckoutLabel="Pay by card"
          hostedCheckoutLabel="Pay in AED"
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
