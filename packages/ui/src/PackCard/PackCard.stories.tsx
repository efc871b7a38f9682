import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { PackCard } from './PackCard';

const meta = {
  title: 'Store/PackCard',
  component: PackCard,
  args: {
    gCoins: 3,
    title: '3 GCoins',
    price: '$14.86',
    originalPrice: '$16.50',
    originalPriceLabel: 'Was $16.50',
    discountLabel: '10% off',
    cardCheckoutLabel: 'Pay by card',
    hostedCheckoutLabel: 'Pay in AED',
    onCardCheckout: fn(),
    onHostedCheckout: fn(),
    selected: false,
    selectedLabel: 'Selected',
  },
} satisfies Meta<typeof PackCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('article', { name: '3 GCoins' })).toBeInTheDocument();
    await expect(canvas.getByText('Was $16.50')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay by card' }));
    await expect(args.onCardCheckout).toHaveBeenCalledTimes(1);
  },
};

export const NoDiscount: Story = {
  args: {
    gCoins: 1,
    title: '1 GCoin',
    price: '$5.50',
    originalPrice: undefined,
    originalPriceLabel: undefined,
    discountLabel: undefined,
  },
};

export const BestValue: Story = {
  args: {
    gCoins: 10,
    title: '10 GCoins',
    price: '$44.00',
    originalPrice: '$55.00',
    originalPriceLabel: 'Was $55.00',
    discountLabel: '20% off',
    ribbonLabel: 'Best value',
  },
};

export const FirstPurchase: Story = {
  args: {
    firstPurchase: {
      gCoins: 6,
      label: 'Buy one, get one free',
      detail: 'Your first purchase is doubled: you get 6 GCoins.',
    },
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: '3 GCoins' })).toHaveAttribute('aria-current', 'true');
  },
};

export const Busy: Story = {
  args: { busy: 'card' },
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
    title: '5 GCoins',
    price: 'PKR 6,513.87',
    originalPrice: 'PKR 7,655.50',
    originalPriceLabel: 'Was PKR 7,655.50',
    discountLabel: '15% off',
    hostedCheckoutLabel: 'Pay in PKR',
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    gCoins: 10,
    title: '10 عملات جي',
    price: '161.60 د.إ.',
    originalPrice: '202.00 د.إ.',
    originalPriceLabel: 'السعر السابق 202.00 د.إ.',
    discountLabel: 'خصم 20%',
    ribbonLabel: 'أفضل قيمة',
    firstPurchase: {
      gCoins: 20,
      label: 'اشترِ واحدة واحصل على الثانية مجاناً',
      detail: 'أول عملية شراء مضاعفة: ستحصل على 20 عملة جي.',
    },
    cardCheckoutLabel: 'الدفع بالبطاقة',
    hostedCheckoutLabel: 'الدفع بالدرهم',
    selectedLabel: 'محدد',
    selected: true,
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: {
    title: '3 جی کوائنز',
    price: 'Rs 4,137.50',
    originalPrice: 'Rs 4,593.80',
    originalPriceLabel: 'پہلے Rs 4,593.80',
    discountLabel: '10% رعایت',
    firstPurchase: {
      gCoins: 6,
      label: 'ایک خریدیں، ایک مفت پائیں',
      detail: 'آپ کی پہلی خریداری دوگنی: آپ کو 6 جی کوائنز ملیں گے۔',
    },
    cardCheckoutLabel: 'کارڈ سے ادائیگی',
    hostedCheckoutLabel: 'روپے میں ادائیگی',
  },
};

/** The site may put its own checkout in place of the two buttons (e.g. a provider's button). */
export const CustomActions: Story = {
  render: () => (
    <PackCard
      gCoins={5}
      title="5 GCoins"
      price="$23.40"
      originalPrice="$27.50"
      originalPriceLabel="Was $27.50"
      discountLabel="15% off"
      actions={
        <Button href="/store/gcoin5" fullWidth>
          Choose this pack
        </Button>
      }
    />
  ),
};

/** Only data: the product's words (store.*) for the count, discount, best value, first purchase and currency. */
const productWords = {
  gCoins: 10,
  title: undefined,
  price: 'AED 161.59',
  originalPrice: 'AED 201.99',
  originalPriceLabel: undefined,
  discountLabel: undefined,
  discountPercent: 20,
  bestValue: true,
  firstPurchase: { gCoins: 20 },
  currency: 'AED',
  cardCheckoutLabel: undefined,
  hostedCheckoutLabel: undefined,
  selectedLabel: undefined,
};

export const ProductWords: Story = {
  args: productWords,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('article', { name: '10 GCoins' })).toBeInTheDocument();
    await expect(canvas.getByText('20% off')).toBeVisible();
    await expect(canvas.getByText('Best value')).toBeVisible();
    await expect(canvas.getByText('You receive 20 GCoins')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay in AED' }));
    await expect(args.onHostedCheckout).toHaveBeenCalled();
  },
};

export const ProductWordsRTL: Story = {
  globals: { locale: 'ar' },
  args: productWords,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('أفضل قيمة')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ادفع بالبطاقة' })).toBeVisible();
  },
};
