import type { ApiClient } from '@arena/api-client';
import { authMachine, notificationCountMachine, walletMachine } from '@arena/machines';
import type { WalletBalances } from '@arena/machines';
import { createActor, fromPromise, waitFor } from 'xstate';
import { writeStoredToken } from './token-storage';

// The session's and the wallet's machines wired to the browser. This module (with XState) is loaded only
// when a token exists at start or a player signs in (session-runtime.ts): a visitor never downloads it.

const browserAuthMachine = (api: () => ApiClient) =>
  authMachine.provide({
    actions: {
      persistToken: (_, params) => writeStoredToken(params.token),
      clearStoredToken: () => writeStoredToken(null),
    },
    actors: {
      refreshToken: fromPromise(async () => (await api().refresh()).access_token),
      revokeSession: fromPromise(async () => {
        await api().logout();
      }),
    },
  });

/** spec §4 Auth, wired to the browser: token in localStorage, refresh and logout through the API. */
export function createAuthActor(api: () => ApiClient, token: string | null) {
  return createActor(browserAuthMachine(api), { input: { token } });
}

const browserWalletMachine = (api: () => ApiClient) =>
  walletMachine.provide({
    actors: {
      loadWallet: fromPromise<WalletBalances>(async () => {
        const wallet = await api().wallet();
        return {
          gCoinsAvailable: wallet.gCoinsAvailable,
          crystalsAvailable: wallet.crystalsAvailable,
          referralRewardClaimed: wallet.referralRewardClaimed,
          firstPurchaseBonusAvailable: wallet.firstPurchaseBonusAvailable ?? false,
        };
      }),
    },
  });

/** spec §4 Wallet: reloaded on authentication change; refreshed after every money movement. */
export function createWalletActor(api: () => ApiClient, loggedIn: boolean) {
  return createActor(browserWalletMachine(api), { input: { loggedIn } });
}

const browserNotificationCountMachine = (api: () => ApiClient) =>
  notificationCountMachine.provide({
    actors: {
      // The first page answers the unread count with it (GET /api/notifications).
      loadUnreadCount: fromPromise(async () => (await api().notifications()).unreadCount),
    },
  });

/** Issue 16: the header bell's unread count, asked every minute and when the window comes back. */
export function createNotificationCountActor(api: () => ApiClient, loggedIn: boolean) {
  return createActor(browserNotificationCountMachine(api), { input: { loggedIn } });
}

export type AuthActor = ReturnType<typeof createAuthActor>;
export type WalletActor = ReturnType<typeof createWalletActor>;
export type NotificationCountActor = ReturnType<typeof createNotificationCountActor>;

/** Resolves once the wallet is no longer loading (at most 15 s), as `refresh()` promises. */
export function walletSettled(actor: WalletActor): Promise<unknown> {
  return waitFor(actor, (snapshot) => !snapshot.matches('loading'), { timeout: 15_000 }).catch(
    () => undefined,
  );
}
