import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { PackCard } from './PackCard';

// The card takes data (count, prices, discount, best value, first purchase, currency) and says its own
// words (store.*) in the story's locale.
const meta = {
  title: 'Store/PackCard',
  component: PackCard,
  args: {
    gCoins: 3,
    price: '$14.86',
    originalPrice: '$16.50',
    discountPercent: 10,
    onCardCheckout: fn(),
    onHostedCheckout: fn(),
    selected: false,
  },
} satisfies Meta<typeof PackCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: '3 GCoins' });
    await expect(card).toHaveTextContent('Regular price $16.50');
    await expect(canvas.getByText('10% off')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay by card' }));
    await expect(args.onCardCheckout).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Pay in USD' })).toBeVisible();
  },
};

export const NoDiscount: Story = {
  args: { gCoins: 1, price: '$5.50', originalPrice: undefined, discountPercent: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: '1 GCoin' })).toBeInTheDocument();
    await expect(canvas.queryByText('Regular price')).not.toBeInTheDocument();
  },
};

export const BestValue: Story = {
  args: { gCoins: 10, price: '$44.00', originalPrice: '$55.00', discountPercent: 20, bestValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Best value')).toBeVisible();
    await expect(canvas.getByText('20% off')).toBeVisible();
  },
};

export const FirstPurchase: Story = {
  args: { firstPurchase: { gCoins: 6 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('First purchase doubled')).toBeVisible();
    await expect(canvas.getByText('You receive 6 GCoins')).toBeVisible();
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: '3 GCoins' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByText('Selected')).toBeVisible();
  },
};

export const Busy: Story = {
  args: { busy: 'card', currency: 'AED' },
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('button', { name: 'Pay by card' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Pay in AED' })).toBeDisabled();
    await userEvent.click(card);
    await expect(args.onCardCheckout).not.toHaveBeenCalled();
  },
};

export const LocalCurrency: Story = {
  args: {
    gCoins: 5,
    price: 'PKR 6,513.87',
    originalPrice: 'PKR 7,655.50',
    discountPercent: 15,
    currency: 'PKR',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pay in PKR' })).toBeVisible();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    gCoins: 10,
    price: 'AED 161.59',
    originalPrice: 'AED 201.99',
    discountPercent: 20,
    bestValue: true,
    firstPurchase: { gCoins: 20 },
    currency: 'AED',
    selected: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('أفضل قيمة')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ادفع بالبطاقة' })).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    price: 'INR 1,236.45',
    originalPrice: 'INR 1,373.83',
    currency: 'INR',
    firstPurchase: { gCoins: 6 },
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: {
    price: 'PKR 4,137.50',
    originalPrice: 'PKR 4,593.80',
    currency: 'PKR',
    firstPurchase: { gCoins: 6 },
  },
};

/** The site may put its own checkout in place of the two buttons (e.g. a provider's button). */
export const CustomActions: Story = {
  render: () => (
    <PackCard
      gCoins={5}
      price="$23.40"
      originalPrice="$27.50"
      discountPercent={15}
      actions={
        <Button href="/store/gcoin5" fullWidth>
          Choose this pack
        </Button>
      }
    />
  ),
};
