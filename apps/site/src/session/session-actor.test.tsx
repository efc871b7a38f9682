import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../test/render-page';
import type { FakeApi } from '../test/render-page';
import { settle } from '../test/settle';
import { ApiProvider } from './ApiContext';
import { NotificationsProvider, useNotifications } from './NotificationsProvider';
import { SessionProvider, useSession } from './SessionProvider';
import { loadSessionMachines } from './session-runtime';
import { tokenStorageKey } from './token-storage';
import { useWallet, WalletProvider } from './WalletProvider';

// Issue 34 row 13: the header's wallet and bell machines each ask the server once per page load. A page
// starting with a stored token used to create them signed in (a load) and then tell them "signed in"
// (a second load of the same answer): GET /api/wallet/get and GET /api/notifications went out twice.

function token(userId: string): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: userId, exp: Math.floor(Date.now() / 1000) + 900 })}.sig`;
}

function Probe() {
  const session = useSession();
  const wallet = useWallet();
  const { unreadCount } = useNotifications();
  return (
    <>
      <p>{`status ${session.status} user ${session.userId ?? '-'}`}</p>
      <p>{`wallet ${wallet.balances.gCoinsAvailable} loading ${String(wallet.loading)} unread ${unreadCount}`}</p>
      <button type="button" onClick={() => session.signIn(token('u-2'))}>
        sign in
      </button>
      <button type="button" onClick={() => session.signOut()}>
        sign out
      </button>
    </>
  );
}

function renderProviders(api: FakeApi) {
  return render(
    <StrictMode>
      <ApiProvider client={fakeClient(api)}>
        <SessionProvider>
          <WalletProvider>
            <NotificationsProvider>
              <Probe />
            </NotificationsProvider>
          </WalletProvider>
        </SessionProvider>
      </ApiProvider>
    </StrictMode>,
  );
}

function fakes(gCoins: number, unread: number) {
  return {
    wallet: vi
      .fn()
      .mockResolvedValue({ gCoinsAvailable: gCoins, crystalsAvailable: 0, referralRewardClaimed: true }),
    notifications: vi.fn().mockResolvedValue({ items: [], unreadCount: unread, nextCursor: null }),
    logout: vi.fn().mockResolvedValue(undefined),
  };
}

beforeEach(() => localStorage.clear());

describe('the session machines ask once per page load (issue 34)', () => {
  it('a page starting with a stored token asks for the wallet and the notifications once each', async () => {
    await loadSessionMachines();
    localStorage.setItem(tokenStorageKey, token('u-1'));
    const api = fakes(42, 3);
    renderProviders(api);
    expect(screen.getByText('status loggedIn user u-1')).toBeTruthy();
    expect(await screen.findByText('wallet 42 loading false unread 3')).toBeTruthy();
    await settle();
    expect(api.wallet).toHaveBeenCalledTimes(1);
    expect(api.notifications).toHaveBeenCalledTimes(1);
  });

  it('signing out and another player signing in asks once more each, for the new player', async () => {
    await loadSessionMachines();
    localStorage.setItem(tokenStorageKey, token('u-1'));
    const api = fakes(42, 3);
    renderProviders(api);
    expect(await screen.findByText('wallet 42 loading false unread 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'sign out' }));
    expect(await screen.findByText('wallet 0 loading false unread 0')).toBeTruthy();
    api.wallet.mockResolvedValue({ gCoinsAvailable: 7, crystalsAvailable: 0, referralRewardClaimed: true });
    api.notifications.mockResolvedValue({ items: [], unreadCount: 1, nextCursor: null });
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(await screen.findByText('status loggedIn user u-2')).toBeTruthy();
    expect(await screen.findByText('wallet 7 loading false unread 1')).toBeTruthy();
    await settle();
    expect(api.wallet).toHaveBeenCalledTimes(2);
    expect(api.notifications).toHaveBeenCalledTimes(2);
  });

  it('a visitor who signs in has the wallet and the notifications asked once each', async () => {
    const api = fakes(5, 0);
    renderProviders(api);
    expect(screen.getByText('status loggedOut user -')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(await screen.findByText('wallet 5 loading false unread 0')).toBeTruthy();
    await settle();
    expect(api.wallet).toHaveBeenCalledTimes(1);
    expect(api.notifications).toHaveBeenCalledTimes(1);
  });
});
