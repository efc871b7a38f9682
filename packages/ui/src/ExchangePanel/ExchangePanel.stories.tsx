import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExchangePanel } from './ExchangePanel';

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
    confirming: false,
    busy: false,
    onRequest: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ExchangePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product's own words (store.exchange.* in the locale files), as the store shows them. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Exchange crystals for GCoins')).toBeVisible();
    await expect(canvas.getByText('Up to 5 GCoins with your crystals')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'GCoins to receive' })).toHaveValue(1);
  },
};

/** 1,500 crystals buy at most 5 GCoins: + stops there. */
export const AtTheLimit: Story = {
  args: { defaultGCoins: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'GCoins to receive' })).toHaveValue(5);
    await expect(canvas.getByRole('button', { name: 'One GCoin more' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'One GCoin less' })).toBeEnabled();
    await expect(canvas.getAllByText('1,375 crystals')[0]).toBeInTheDocument();
  },
};

/** spec §5: below 275 crystals the button is disabled and says why. */
export const NotEnoughCrystals: Story = {
  args: { crystals: 180 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Exchange' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('You need at least 275 crystals to exchange.');
  },
};

export const Confirming: Story = {
  args: { defaultGCoins: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Exchange' }));
    await expect(args.onRequest).toHaveBeenCalledWith(3);
    const dialog = await canvas.findByRole('dialog', { name: 'Confirm the exchange' });
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
    await expect(within(dialog).getByRole('button', { name: 'Exchange now' })).toHaveAttribute(
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
  args: { crystals: 2000, defaultGCoins: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('استبدل الكريستالات بـ GCoins')).toBeVisible();
  },
};

export const RTLNotEnough: Story = {
  globals: { locale: 'ar' },
  args: { crystals: 120 },
};

export const ConfirmingRTL: Story = {
  globals: { locale: 'ar' },
  args: { defaultGCoins: 2, confirming: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Urdu: Story = { globals: { locale: 'ur' }, args: { crystals: 2000, defaultGCoins: 2 } };
export const Hindi: Story = { globals: { locale: 'hi' }, args: { crystals: 120 } };
