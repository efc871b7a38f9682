import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { locales, renderPage } from '../../test/render-page';
import { ExchangeSection } from './ExchangeSection';

// Store → exchange, wired: the panel says its own words (store.exchange.*, issue 32); the page gives it the
// crystals and the exchange machine's state, and POSTs the exchange after the confirmation.

describe('ExchangeSection', () => {
  it('asks first, then exchanges the chosen GCoins, refreshes the wallet and says it is done', async () => {
    const exchange = vi
      .fn()
      .mockResolvedValue({ status: 'success', data: { transactionId: 't1', crystalsAvailable: 950 } });
    const { walletRefresh } = await renderPage(<ExchangeSection crystals={1500} />, {
      path: '/store',
      api: { exchange },
    });
    expect(screen.getByText('Exchange crystals for GCoins')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'One GCoin more' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm the exchange' });
    expect(within(dialog).getByText('550 crystals')).toBeTruthy();
    expect(exchange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exchange now' }));
    expect(await screen.findByText('Done: 2 GCoins added to your wallet.')).toBeTruthy();
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(exchange.mock.calls[0]![0]).toBe(2);
    await waitFor(() => expect(walletRefresh).toHaveBeenCalled());
  });

  it('in Arabic: the panel’s words from ar.json, disabled with the reason when crystals are short', async () => {
    const ar = locales.ar.store.exchange;
    await renderPage(<ExchangeSection crystals={120} />, { path: '/store', lang: 'ar' });
    expect(screen.getByText(ar.title)).toBeTruthy();
    const button = screen.getByRole('button', { name: ar.exchange });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(ar.notEnough);
  });
});
