import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExchangePanel, type ExchangePanelLabels } from './ExchangePanel';

const number = new Intl.NumberFormat('en-US');
const english: ExchangePanelLabels = {
  title: 'Exchange crystals',
  rate: '275 crystals = 1 GCoin',
  crystalsOwned: 'Crystals owned',
  gCoinsToReceive: 'GCoins to receive',
  decrease: 'One GCoin fewer',
  increase: 'One GCoin more',
  cost: 'Cost',
  exchange: 'Exchange',
  notEnoughCrystals: 'You need at least 275 crystals to exchange. Win challenges to earn more.',
  limit: (max) => `Your crystals buy up to ${number.format(max)} GCoins.`,
  crystalsAmount: (n) => `${number.format(n)} crystals`,
  gCoinsAmount: (n) => `${number.format(n)} ${n === 1 ? 'GCoin' : 'GCoins'}`,
  confirm: {
    title: 'Exchange crystals?',
    description: 'The crystals leave your wallet and the GCoins arrive straight away.',
    youPay: 'You pay',
    youReceive: 'You receive',
    confirm: 'Exchange',
    cancel: 'Cancel',
    close: 'Close',
  },
};

const arabicNumber = new Intl.NumberFormat('ar-EG');
const arabic: ExchangePanelLabels = {
  title: 'استبدال الكريستال',
  rate: '275 كريستالة = 1 عملة جي',
  crystalsOwned: 'الكريستال لديك',
  gCoinsToReceive: 'عملات جي التي ستحصل عليها',
  decrease: 'عملة أقل',
  increase: 'عملة أكثر',
  cost: 'التكلفة',
  exchange: 'استبدال',
  notEnoughCrystals: 'تحتاج إلى 275 كريستالة على الأقل للاستبدال. اربح التحديات لتحصل على المزيد.',
  limit: (max) => `يكفي الكريستال لديك لشراء ${arabicNumber.format(max)} عملات جي كحد أقصى.`,
  crystalsAmount: (n) => `${arabicNumber.format(n)} كريستالة`,
  gCoinsAmount: (n) => `${arabicNumber.format(n)} عملة جي`,
  confirm: {
    title: 'استبدال الكريستال؟',
    youPay: 'ستدفع',
    youReceive: 'ستحصل على',
    confirm: 'استبدال',
    cancel: 'إلغاء',
    close: 'إغلاق',
  },
};

type Args = ComponentProps<typeof ExchangePanel>;

/** Holds the confirm state the way the exchange machine does. */
function Harness(args: Args) {
  const [confirming, setConfirming] = useState(args.confirming);
  return (
    <ExchangePanel
      {...args}
      confirming={confirming}
      onRequest={(gCoins) => {
        args.onRequest(gCoins);
        setConfirming(true);
      }}
      onCancel={() => {
        args.onCancel();
        setConfirming(false);
      }}
    />
  );
}

const meta = {
  title: 'Store/ExchangePanel',
  component: ExchangePanel,
  render: (args) => <Harness {...args} />,
  parameters: { fullHeight: true },
  args: {
    crystals: 1500,
    labels: english,
    confirming: false,
    busy: false,
    onRequest: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ExchangePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Without `labels`: the product's own words (store.exchange.* in the locale files), as the store shows them. */
export const ProductWords: Story = {
  args: { labels: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Exchange crystals for GCoins')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'GCoins to receive' })).toHaveValue(1);
  },
};

export const ProductWordsRTL: Story = {
  globals: { locale: 'ar' },
  args: { labels: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('استبدل الكريستالات بـ GCoins')).toBeVisible();
  },
};

/** 1,500 crystals buy at most 5 GCoins: + stops there. */
export const AtTheLimit: Story = {
  args: { defaultGCoins: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'GCoins to receive' })).toHaveValue(5);
    await expect(canvas.getByRole('button', { name: 'One GCoin more' })).toBeDisabled();
    await expect(canvas.getAllByText('1,375 crystals')[0]).toBeInTheDocument();
  },
};

/** spec §5: below 275 crystals the button is disabled and says why. */
export const NotEnoughCrystals: Story = {
  args: { crystals: 180 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Exchange' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/at least 275 crystals/);
  },
};

export const Confirming: Story = {
  args: { defaultGCoins: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Exchange' }));
    await expect(args.onRequest).toHaveBeenCalledWith(3);
    const dialog = await canvas.findByRole('dialog', { name: 'Exchange crystals?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(dialog).toHaveTextContent('825');
  },
};

export const Exchanging: Story = {
  args: { defaultGCoins: 2, confirming: true, busy: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Exchange' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  args: {
    defaultGCoins: 2,
    confirming: true,
    error: 'The exchange failed. Nothing was taken; please try again.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Nothing was taken');
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { labels: arabic, format: arabicNumber.format, crystals: 2000, defaultGCoins: 2 },
};

export const RTLNotEnough: Story = {
  globals: { locale: 'ar' },
  args: { labels: arabic, format: arabicNumber.format, crystals: 120 },
};
