import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json' with { type: 'json' };
import { publicPart } from '../i18n/public-groups';
import { fakeClient } from '../test/render-page';
import type { FakeApi } from '../test/render-page';
import { settle } from '../test/settle';
import { ApiProvider } from './ApiContext';
import { browserSession } from './api';
import { SessionProvider, useSession } from './SessionProvider';
import { loadSessionMachines, sessionMachines } from './session-runtime';
import type * as SessionRuntime from './session-runtime';
import { tokenStorageKey } from './token-storage';
import { useWallet, WalletProvider } from './WalletProvider';

// The real session and wallet providers (pages' tests give them as plain context values): a visitor runs
// no machine and loads no XState (issue 15, docs/decisions/0035); a stored token or a sign-in starts the
// auth and wallet machines, which behave as they always did (spec §4 Auth, Wallet).

function token(userId: string, expiresInSeconds: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: userId, exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.sig`;
}

function Probe() {
  const session = useSession();
  const wallet = useWallet();
  return (
    <>
      <p>{`status ${session.status} user ${session.userId ?? '-'} byUser ${String(session.signedOutByUser)}`}</p>
      <p>{`wallet ${wallet.balances.gCoinsAvailable}/${wallet.balances.crystalsAvailable} loading ${String(wallet.loading)}`}</p>
      <button type="button" onClick={() => session.signIn(token('u-9', 900))}>
        sign in
      </button>
      <button type="button" onClick={() => session.signOut()}>
        sign out
      </button>
    </>
  );
}

/** An instance holding only a visitor's words, as a visitor's page starts (i18n/public-groups.ts). */
async function visitorI18n(): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { translation: publicPart(en) } },
  });
  return instance;
}

function renderProviders(api: FakeApi) {
  return render(
    <StrictMode>
      <ApiProvider client={fakeClient(api)}>
        <SessionProvider>
          <WalletProvider>
            <Probe />
          </WalletProvider>
        </SessionProvider>
      </ApiProvider>
    </StrictMode>,
  );
}

// The machines' loader, watched: a visitor's page must not even ask for it.
vi.mock('./session-runtime', async (importOriginal) => {
  const actual = await importOriginal<typeof SessionRuntime>();
  return { ...actual, loadSessionMachines: vi.fn(actual.loadSessionMachines) };
});

const wallet = (gCoinsAvailable: number) =>
  vi.fn().mockResolvedValue({ gCoinsAvailable, crystalsAvailable: 3, referralRewardClaimed: true });

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.cookie = 'arena_signed_in=; Max-Age=0; Path=/';
});

describe('SessionProvider and WalletProvider', () => {
  // First in this file: the machines' module is loaded once per test file.
  it('a visitor is logged out with an empty idle wallet, and no machine is loaded', async () => {
    renderProviders({});
    expect(screen.getByText('status loggedOut user - byUser false')).toBeTruthy();
    expect(screen.getByText('wallet 0/0 loading false')).toBeTruthy();
    await settle();
    expect(loadSessionMachines).not.toHaveBeenCalled();
    expect(sessionMachines()).toBeNull();
  });

  it('a visitor who signs in gets the whole locale, then is signed in with the token kept; the wallet loads', async () => {
    const api = { wallet: wallet(120) };
    const i18n = await visitorI18n();
    expect(i18n.exists('wallet.crystals')).toBe(false);
    // What the first signed-in render finds in the instance.
    function Watch() {
      const { status } = useSession();
      return <p>{status === 'loggedIn' ? `words ${String(i18n.exists('wallet.crystals'))}` : 'no words'}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <ApiProvider client={fakeClient(api)}>
          <SessionProvider>
            <WalletProvider>
              <Probe />
              <Watch />
            </WalletProvider>
          </SessionProvider>
        </ApiProvider>
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(await screen.findByText('status loggedIn user u-9 byUser false')).toBeTruthy();
    expect(screen.getByText('words true')).toBeTruthy();
    expect(i18n.t('wallet.crystals')).toBe(en.wallet.crystals);
    expect(await screen.findByText('wallet 120/3 loading false')).toBeTruthy();
    expect(localStorage.getItem(tokenStorageKey)).not.toBeNull();
    expect(document.cookie).toContain('arena_signed_in=1');
    expect(api.wallet).toHaveBeenCalled();
  });

  it('a stored valid token starts signed in on the first render once the machines are loaded', async () => {
    await loadSessionMachines();
    localStorage.setItem(tokenStorageKey, token('u-7', 900));
    const api = { wallet: wallet(55) };
    renderProviders(api);
    expect(screen.getByText('status loggedIn user u-7 byUser false')).toBeTruthy();
    expect(screen.getByText('wallet 0/0 loading true')).toBeTruthy();
    expect(await screen.findByText('wallet 55/3 loading false')).toBeTruthy();
  });

  it('an expired stored token tries the refresh cookie first; without one, logged out and cleared (issue 34)', async () => {
    await loadSessionMachines();
    localStorage.setItem(tokenStorageKey, token('u-7', -10));
    const refresh = vi.fn().mockRejectedValue(new Error('401'));
    renderProviders({ refresh });
    // Waiting, not sent away: a guard shows its loading state meanwhile.
    expect(screen.getByText(/^status checking /)).toBeTruthy();
    expect(await screen.findByText('status loggedOut user - byUser false')).toBeTruthy();
    await act(async () => undefined);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
  });

  it('an expired stored token with a live refresh cookie stays signed in with the new token (issue 34)', async () => {
    await loadSessionMachines();
    localStorage.setItem(tokenStorageKey, token('u-7', -10));
    const fresh = token('u-7', 900);
    renderProviders({
      refresh: vi.fn().mockResolvedValue({ status: 'success', access_token: fresh }),
      wallet: wallet(55),
    });
    expect(await screen.findByText('status loggedIn user u-7 byUser false')).toBeTruthy();
    expect(localStorage.getItem(tokenStorageKey)).toBe(fresh);
  });

  it('signing out revokes the session, clears the token and empties the wallet', async () => {
    await loadSessionMachines();
    localStorage.setItem(tokenStorageKey, token('u-7', 900));
    const api = { wallet: wallet(55), logout: vi.fn().mockResolvedValue(undefined) };
    renderProviders(api);
    expect(await screen.findByText('wallet 55/3 loading false')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'sign out' }));
    expect(await screen.findByText('status loggedOut user - byUser true')).toBeTruthy();
    expect(screen.getByText('wallet 0/0 loading false')).toBeTruthy();
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
    expect(document.cookie).not.toContain('arena_signed_in=1');
  });

  it('an expired session (a 401 the client could not refresh) logs out, not by the user', async () => {
    await loadSessionMachines();
    localStorage.setItem(tokenStorageKey, token('u-7', 900));
    renderProviders({ wallet: wallet(55) });
    expect(await screen.findByText('wallet 55/3 loading false')).toBeTruthy();
    act(() => browserSession.onSessionExpired());
    expect(screen.getByText('status loggedOut user - byUser false')).toBeTruthy();
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
  });
});
