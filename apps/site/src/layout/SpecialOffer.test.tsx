import { ArenaThemeProvider } from '@arena/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../../locales/ar.json' with { type: 'json' };
import en from '../../../../locales/en.json' with { type: 'json' };
import { ApiProvider } from '../session/ApiContext';
import { referralOfferFlagKey } from '../session/referral-offer-flags';
import { fakeClient } from '../test/render-page';
import { WalletContext, type WalletState } from '../session/WalletProvider';
import { SpecialOffer } from './SpecialOffer';

// The header's gift button and the special-offer dialog, wired to the wallet, browser storage and the API
// (spec §2 Navigation, §4 Referral reward offer).
// The API client comes through context (ApiProvider), as on the site.
const claimReferralOffer = vi.fn();

const i18n = { en: i18next.createInstance(), ar: i18next.createInstance() };
beforeAll(async () => {
  await i18n.en
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: false, resources: { en: { translation: en } } });
  await i18n.ar
    .use(initReactI18next)
    .init({ lng: 'ar', fallbackLng: false, resources: { ar: { translation: ar } } });
});
beforeEach(() => {
  claimReferralOffer.mockReset();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

function wallet(
  referralRewardClaimed: boolean,
  loading = false,
  firstPurchaseBonusAvailable = true,
): WalletState {
  return {
    balances: {
      gCoinsAvailable: 0,
      crystalsAvailable: 0,
      referralRewardClaimed,
      firstPurchaseBonusAvailable,
    },
    loading,
    error: false,
    refresh: vi.fn(async () => undefined),
  };
}

function tree(userId: string, state: WalletState, lang: 'en' | 'ar' = 'en') {
  return (
    <I18nextProvider i18n={i18n[lang]}>
      <ArenaThemeProvider lang={lang}>
        <ApiProvider client={fakeClient({ claimReferralOffer })}>
          <WalletContext.Provider value={state}>
            <MemoryRouter initialEntries={['/wallet']}>
              <Routes>
                <Route path="/wallet" element={<SpecialOffer key={userId} userId={userId} />} />
                <Route path="/store" element={<p>store page</p>} />
              </Routes>
            </MemoryRouter>
          </WalletContext.Provider>
        </ApiProvider>
      </ArenaThemeProvider>
    </I18nextProvider>
  );
}

const gift = () => screen.queryByRole('button', { name: 'Special offer' });

async function openOffer() {
  await userEvent.click(screen.getByRole('button', { name: 'Special offer' }));
  return screen.getByRole('dialog', { name: 'Your first purchase, doubled' });
}

describe('SpecialOffer', () => {
  it('shows the gift only once the wallet says the offer is unclaimed', () => {
    const view = render(tree('u1', wallet(false, true)));
    expect(gift()).toBeNull();
    view.rerender(tree('u1', wallet(false)));
    expect(gift()).not.toBeNull();
    view.rerender(tree('u1', wallet(true)));
    expect(gift()).toBeNull();
  });

  it('a player who has already bought is not promised a doubled first purchase: no gift (issue 34)', () => {
    const view = render(tree('u1', wallet(false, false, false)));
    expect(gift()).toBeNull();
    // A player who has not bought yet gets the offer; once a purchase is made the gift goes.
    view.rerender(tree('u1', wallet(false, false, true)));
    expect(gift()).not.toBeNull();
    view.rerender(tree('u1', wallet(false, false, false)));
    expect(gift()).toBeNull();
  });

  it('closing keeps the gift; remind later hides it for this session under the player’s own key', async () => {
    const view = render(tree('u1', wallet(false)));
    let dialog = await openOffer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(gift()).not.toBeNull();

    dialog = await openOffer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remind me later' }));
    expect(gift()).toBeNull();
    expect(sessionStorage.getItem(referralOfferFlagKey('remindLater', 'u1'))).toBe('true');
    expect(localStorage.length).toBe(0);
    view.unmount();

    // The same session remembers it; another player on this browser still gets their offer.
    const again = render(tree('u1', wallet(false)));
    expect(gift()).toBeNull();
    again.unmount();
    const other = render(tree('u2', wallet(false)));
    expect(gift()).not.toBeNull();
    other.unmount();

    // A new browser session (session storage gone) brings it back.
    sessionStorage.clear();
    render(tree('u1', wallet(false)));
    expect(gift()).not.toBeNull();
  });

  it('never show again is permanent', async () => {
    const view = render(tree('u1', wallet(false)));
    const dialog = await openOffer();
    await userEvent.click(within(dialog).getByRole('button', { name: "Don't show again" }));
    expect(gift()).toBeNull();
    expect(localStorage.getItem(referralOfferFlagKey('neverShow', 'u1'))).toBe('true');
    view.unmount();
    sessionStorage.clear();
    render(tree('u1', wallet(false)));
    expect(gift()).toBeNull();
  });

  it('claiming records the offer, refreshes the wallet once and goes to the store', async () => {
    claimReferralOffer.mockResolvedValue({
      status: 'success',
      message: 'Special offer claimed. Your first GCoin purchase is doubled.',
      data: { gCoinsAvailable: 0, crystalsAvailable: 0, referralRewardClaimed: true },
    });
    const state = wallet(false);
    render(tree('u1', state));
    const dialog = await openOffer();
    expect(dialog).toHaveTextContent(
      'Buy one, get one free: your first GCoin purchase gives you twice the GCoins. Claim the offer, then pick a pack.',
    );
    expect(dialog).toHaveTextContent('Welcome offer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim offer' }));
    await screen.findByText('store page');
    expect(claimReferralOffer).toHaveBeenCalledTimes(1);
    expect(state.refresh).toHaveBeenCalledTimes(1);
  });

  it('a failed claim keeps the dialog open with the server’s words', async () => {
    const { ApiError } = await import('@arena/api-client');
    claimReferralOffer.mockRejectedValue(
      new ApiError('http', { status: 500, serverMessage: 'The offer could not be recorded.' }),
    );
    render(tree('u1', wallet(false)));
    const dialog = await openOffer();
    await act(async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Claim offer' }));
    });
    expect(await within(dialog).findByText('The offer could not be recorded.')).toBeTruthy();
    expect(screen.queryByText('store page')).toBeNull();
  });

  it('a refused claim is shown in Arabic for an Arabic reader (the server names its message)', async () => {
    const { ApiError } = await import('@arena/api-client');
    claimReferralOffer.mockRejectedValue(
      new ApiError('http', {
        status: 409,
        serverMessage: 'The offer could not be recorded.',
        serverMessageKey: 'referral.claimFailed',
      }),
    );
    render(tree('u1', wallet(false), 'ar'));
    await userEvent.click(screen.getByRole('button', { name: ar.referral.offer.giftButton }));
    const dialog = screen.getByRole('dialog', { name: ar.referral.offer.title });
    expect(dialog).toHaveTextContent(ar.referral.offer.description);
    expect(within(dialog).getByRole('button', { name: ar.referral.offer.remindLater })).toBeTruthy();
    await act(async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: ar.referral.offer.claim }));
    });
    expect(await within(dialog).findByText(ar.server.referral.claimFailed)).toBeTruthy();
    expect(screen.queryByText('The offer could not be recorded.')).toBeNull();
  });
});
