import type { WalletResponse } from '@arena/contract';
import { emptyWallet } from '@arena/machines';
import { ArenaThemeProvider } from '@arena/ui';
import { render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../locales/en.json' with { type: 'json' };
import { WalletContext, type WalletState } from '../../session/WalletProvider';
import StorePage from './StorePage';

// The buy-one-get-one-free banner follows the server's firstPurchaseBonusAvailable (GET /api/wallet/get),
// read again when a purchase changes the GCoins; the last 100 transactions are no longer guessed from.
const fake = vi.hoisted(() => ({
  wallet: vi.fn<() => Promise<WalletResponse>>(),
  currencies: vi.fn<() => Promise<unknown>>(),
  transactions: vi.fn<() => Promise<unknown>>(),
}));
vi.mock('../../session/api', () => ({ api: fake }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: false, resources: { en: { translation: en } } });
});

const bannerText = en.store.firstPurchase;
const wallet = (gCoinsAvailable: number, firstPurchaseBonusAvailable: boolean): WalletResponse => ({
  gCoinsAvailable,
  crystalsAvailable: 0,
  referralRewardClaimed: true,
  firstPurchaseBonusAvailable,
});

function walletState(gCoinsAvailable: number): WalletState {
  return {
    balances: { ...emptyWallet, gCoinsAvailable },
    loading: false,
    error: false,
    refresh: async () => undefined,
  };
}

function frame(gCoins: number, children: ReactNode) {
  return (
    <I18nextProvider i18n={i18n}>
      <ArenaThemeProvider lang="en">
        <MemoryRouter initialEntries={['/store']}>
          <WalletContext.Provider value={walletState(gCoins)}>{children}</WalletContext.Provider>
        </MemoryRouter>
      </ArenaThemeProvider>
    </I18nextProvider>
  );
}

beforeEach(() => {
  for (const mock of Object.values(fake)) mock.mockReset();
  fake.currencies.mockResolvedValue([{ code: 'USD', usd_rate: 1 }]);
});

describe('StorePage first-purchase offer', () => {
  it('shows the banner while the server says the bonus is open, and drops it after the first purchase', async () => {
    fake.wallet.mockResolvedValue(wallet(0, true));
    const view = render(frame(0, <StorePage />));
    expect(await screen.findByText(bannerText)).toBeTruthy();
    expect(screen.getAllByText(en.store.bogo).length).toBe(4);

    // The purchase refreshes the wallet (2 GCoins now); the page asks the server again.
    fake.wallet.mockResolvedValue(wallet(2, false));
    view.rerender(frame(2, <StorePage />));
    await waitFor(() => expect(fake.wallet).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByText(bannerText)).toBeNull());
    expect(screen.queryByText(en.store.bogo)).toBeNull();
    expect(fake.transactions).not.toHaveBeenCalled();
  });

  it('shows no banner to a player whose first purchase is already doubled, whatever the history holds', async () => {
    fake.wallet.mockResolvedValue(wallet(0, false));
    render(frame(0, <StorePage />));
    await waitFor(() => expect(fake.wallet).toHaveBeenCalled());
    await screen.findByText(en.store.title);
    expect(screen.queryByText(bannerText)).toBeNull();
    expect(fake.transactions).not.toHaveBeenCalled();
  });
});
