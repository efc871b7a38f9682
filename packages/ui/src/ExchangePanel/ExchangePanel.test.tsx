import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ArenaThemeProvider } from '../ArenaThemeProvider';
import { installDialogPolyfill } from '../ConfirmDialog/dialogPolyfill';
import { ExchangePanel, type ExchangePanelLabels } from './ExchangePanel';
import { clampGCoins, exchangeBounds } from './exchangeBounds';

installDialogPolyfill();

const labels: ExchangePanelLabels = {
  title: 'Exchange crystals',
  rate: '275 crystals = 1 GCoin',
  crystalsOwned: 'Crystals owned',
  gCoinsToReceive: 'GCoins to receive',
  decrease: 'One GCoin fewer',
  increase: 'One GCoin more',
  cost: 'Cost',
  exchange: 'Exchange',
  notEnoughCrystals: 'You need at least 275 crystals to exchange.',
  crystalsAmount: (n) => `${n} crystals`,
  gCoinsAmount: (n) => `${n} GCoins`,
  confirm: {
    title: 'Exchange?',
    youPay: 'You pay',
    youReceive: 'You receive',
    confirm: 'Confirm',
    cancel: 'Cancel',
    close: 'Close',
  },
};

function setup(crystals: number, defaultGCoins?: number) {
  const onRequest = vi.fn();
  render(
    <ArenaThemeProvider lang="en">
      <ExchangePanel
        crystals={crystals}
        labels={labels}
        defaultGCoins={defaultGCoins}
        confirming={false}
        onRequest={onRequest}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />
    </ArenaThemeProvider>,
  );
  return {
    onRequest,
    user: userEvent.setup(),
    input: screen.getByRole('spinbutton', { name: 'GCoins to receive' }),
    more: screen.getByRole('button', { name: 'One GCoin more' }),
    fewer: screen.getByRole('button', { name: 'One GCoin fewer' }),
    exchange: screen.getByRole('button', { name: 'Exchange' }),
  };
}

describe('exchangeBounds', () => {
  it('buys whole GCoins at 275 crystals each, rounded down (spec §9)', () => {
    expect(exchangeBounds(274).max).toBe(0);
    expect(exchangeBounds(275).max).toBe(1);
    expect(exchangeBounds(1374).max).toBe(4);
    expect(exchangeBounds(1375).max).toBe(5);
  });

  it('holds a request between 1 and the maximum', () => {
    const bounds = exchangeBounds(1500);
    expect(clampGCoins(0, bounds)).toBe(1);
    expect(clampGCoins(9, bounds)).toBe(5);
    expect(clampGCoins(3.7, bounds)).toBe(3);
    expect(clampGCoins(Number.NaN, bounds)).toBe(1);
  });
});

describe('ExchangePanel', () => {
  it('steps between 1 and what the crystals allow', async () => {
    const { user, input, more, fewer } = setup(1500);
    expect(input).toHaveValue(1);
    expect(fewer).toBeDisabled();
    for (let i = 0; i < 4; i += 1) await user.click(more);
    expect(input).toHaveValue(5);
    expect(more).toBeDisabled();
    // The cost line (the closed confirmation holds the same amount).
    expect(screen.getAllByText('1375 crystals')[0]).toBeVisible();
  });

  it('holds a typed number inside the bounds when the field is left', async () => {
    const { user, input, onRequest, exchange } = setup(1500);
    await user.clear(input);
    await user.type(input, '40');
    await user.tab();
    expect(input).toHaveValue(5);
    await user.click(exchange);
    expect(onRequest).toHaveBeenCalledWith(5);
  });

  it('clamps a default above the maximum', () => {
    const { input } = setup(600, 10);
    expect(input).toHaveValue(2);
  });

  it('disables the exchange and says why when crystals are short (spec §5)', async () => {
    const { user, exchange, onRequest, input, more } = setup(274);
    expect(exchange).toBeDisabled();
    expect(exchange).toHaveAccessibleDescription('You need at least 275 crystals to exchange.');
    expect(input).toBeDisabled();
    expect(more).toBeDisabled();
    await user.click(exchange);
    expect(onRequest).not.toHaveBeenCalled();
  });

  it('is enabled at exactly 275 crystals', () => {
    const { exchange } = setup(275);
    expect(exchange).toBeEnabled();
    expect(screen.queryByText('You need at least 275 crystals to exchange.')).not.toBeInTheDocument();
  });
});
