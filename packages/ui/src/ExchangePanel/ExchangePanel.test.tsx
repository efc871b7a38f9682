import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installDialogPolyfill } from '../ConfirmDialog/dialogPolyfill';
import { inLanguage, testLocales, type TestLanguage } from '../testing/inLanguage';
import { ExchangePanel } from './ExchangePanel';
import { clampGCoins, exchangeBounds } from './exchangeBounds';

installDialogPolyfill();

function setup(crystals: number, defaultGCoins?: number, lang: TestLanguage = 'en') {
  const onRequest = vi.fn();
  const words = testLocales[lang].store.exchange;
  render(
    inLanguage(
      lang,
      <ExchangePanel
        crystals={crystals}
        defaultGCoins={defaultGCoins}
        confirming={false}
        onRequest={onRequest}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    ),
  );
  return {
    onRequest,
    user: userEvent.setup(),
    input: screen.getByRole('spinbutton', { name: words.gCoinsToReceive }),
    more: screen.getByRole('button', { name: words.increase }),
    fewer: screen.getByRole('button', { name: words.decrease }),
    exchange: screen.getByRole('button', { name: words.exchange }),
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
    expect(screen.getAllByText('1,375 crystals')[0]).toBeVisible();
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

  it('says its own words: the title, the rate, the limit and the amounts (store.exchange.*)', () => {
    const { input } = setup(1500);
    expect(screen.getByText('Exchange crystals for GCoins')).toBeVisible();
    expect(screen.getByText('275 crystals = 1 GCoin')).toBeVisible();
    expect(screen.getByText('Your crystals')).toBeVisible();
    expect(screen.getByText('Up to 5 GCoins with your crystals')).toBeVisible();
    expect(input).toHaveAccessibleDescription('Up to 5 GCoins with your crystals');
    expect(screen.getAllByText('1,500 crystals')[0]).toBeInTheDocument();
  });

  it('opens the confirmation with its title, the amounts and its buttons', () => {
    render(
      inLanguage(
        'en',
        <ExchangePanel
          crystals={1500}
          defaultGCoins={2}
          confirming
          onRequest={vi.fn()}
          onConfirm={vi.fn()}
          onCancel={vi.fn()}
        />,
      ),
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm the exchange' });
    expect(dialog).toHaveTextContent('You pay');
    expect(dialog).toHaveTextContent('You receive');
    expect(within(dialog).getByText('550 crystals')).toBeInTheDocument();
    expect(within(dialog).getByText('2 GCoins')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Exchange now' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  it('in Arabic: the words of ar.json, and why it is disabled', () => {
    const { exchange } = setup(120, undefined, 'ar');
    expect(screen.getByText('استبدل الكريستالات بـ GCoins')).toBeVisible();
    expect(exchange).toHaveAccessibleDescription(testLocales.ar.store.exchange.notEnough);
  });
});
