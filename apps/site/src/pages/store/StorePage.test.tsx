import { ApiError } from '@arena/api-client';
import type { ApiClient } from '@arena/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { useWallet, WalletContext } from '../../session/WalletProvider';
import { locales, renderPage } from '../../test/render-page';
import StorePage from './StorePage';

// The store wired through the page's API client (renderPage): the currencies, the buy-one-get-one-free
// banner from the wallet the layout holds (firstPurchaseBonusAvailable: the page reads no wallet of its
// own, and the fake client has no wallet call), the card order and the hosted payment link, and their
// failures in the reader's language.
const en = locales.en;
const ar = locales.ar;

const fake = {
  currencies: vi.fn<ApiClient['currencies']>(),
  createOrder: vi.fn<ApiClient['createOrder']>(),
  getPaymentUrl: vi.fn<ApiClient['getPaymentUrl']>(),
};

beforeEach(() => {
  for (const mock of Object.values(fake)) mock.mockReset();
  fake.currencies.mockResolvedValue([
    { code: 'USD', usd_rate: 1 },
    { code: 'AED', usd_rate: 3.6725 },
  ]);
});

/** A purchase as the refreshed wallet sees it: 2 GCoins and the first-purchase bonus taken. */
function Purchases({ children }: { children: ReactNode }) {
  const outer = useWallet();
  const [bought, setBought] = useState(false);
  const balances = bought
    ? { ...outer.balances, gCoinsAvailable: 2, firstPurchaseBonusAvailable: false }
    : outer.balances;
  return (
    <WalletContext.Provider value={{ ...outer, balances }}>
      <button type="button" onClick={() => setBought(true)}>
        bought
      </button>
      {children}
    </WalletContext.Provider>
  );
}

const open = (lang: 'en' | 'ar' = 'en', url: string = paths.store.pattern, bonusOpen = false) =>
  renderPage(
    <Purchases>
      <StorePage />
    </Purchases>,
    { path: url, url, api: fake, lang, user: null, wallet: { firstPurchaseBonusAvailable: bonusOpen } },
  );

describe('StorePage', () => {
  it('shows the banner while the server says the bonus is open, and drops it after the first purchase', async () => {
    await open('en', paths.store.pattern, true);
    expect(await screen.findByText(en.store.firstPurchase)).toBeTruthy();
    expect(screen.getAllByText(en.store.bogo).length).toBe(4);

    // The purchase refreshes the wallet: the bonus is taken.
    await userEvent.click(screen.getByRole('button', { name: 'bought' }));
    await waitFor(() => expect(screen.queryByText(en.store.firstPurchase)).toBeNull());
    expect(screen.queryByText(en.store.bogo)).toBeNull();
  });

  it('shows no banner to a player whose first purchase is already doubled', async () => {
    await open();
    await screen.findByRole('heading', { level: 1, name: en.store.title });
    expect(screen.queryByText(en.store.firstPurchase)).toBeNull();
  });

  it('prices the packs in the chosen currency and asks for a payment link in it', async () => {
    fake.getPaymentUrl.mockReturnValue(new Promise(() => {}));
    await open('en', paths.storeGCoin3.pattern);
    await screen.findByRole('option', { name: /AED/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: en.store.currency }), 'AED');
    await userEvent.click(screen.getAllByRole('button', { name: 'Pay in AED' })[1]!);
    expect(fake.getPaymentUrl).toHaveBeenCalledExactlyOnceWith({
      currency: 'AED',
      amount: '54.57',
      description: 'Arena: 3 GCoins',
      usd_amount: '14.86',
    });
  });

  it('in Arabic: a refused card order shows the server’s words in Arabic, and Try again clears it', async () => {
    fake.createOrder.mockRejectedValue(
      new ApiError('http', {
        status: 502,
        serverMessage: 'Failed to create order',
        serverMessageKey: 'payment.createFailed',
        serverMessageParams: {},
      }),
    );
    await open('ar');
    expect(await screen.findByRole('heading', { level: 1, name: ar.store.title })).toBeTruthy();
    // The currencies are named in Arabic too.
    expect(await screen.findByRole('option', { name: /AED · درهم/ })).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: ar.store.payByCard })[0]!);
    expect(fake.createOrder).toHaveBeenCalledExactlyOnceWith(550);
    const alert = await screen.findByText(ar.server.payment.createFailed);
    expect(screen.queryByText('Failed to create order')).toBeNull();
    const banner = alert.closest('[role="alert"]') ?? alert.parentElement!;
    await userEvent.click(
      within(banner as HTMLElement).getByRole('button', { name: ar.store.card.tryAgain }),
    );
    await waitFor(() => expect(screen.queryByText(ar.server.payment.createFailed)).toBeNull());
  });
});
