import type { ApiClient } from '@arena/api-client';
import { emptyWallet } from '@arena/machines';
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useSessionActor } from './session-actor';
import { sessionMachines } from './session-runtime';
import type { SessionMachines } from './session-runtime';

type Balances = typeof emptyWallet;

const createWallet = (machines: SessionMachines, api: () => ApiClient, loggedIn: boolean) =>
  machines.createWalletActor(api, loggedIn);

/** `refresh` resolves once the new balances are in (or failed to load). */
export type WalletState = {
  balances: Balances;
  loading: boolean;
  error: boolean;
  refresh: () => Promise<unknown>;
};

export const WalletContext = createContext<WalletState>({
  balances: emptyWallet,
  loading: false,
  error: false,
  refresh: async () => undefined,
});

/**
 * spec §4 Wallet: reloaded on authentication change; refreshed after every money movement.
 *
 * The wallet machine starts with the first signed-in session (its machines are loaded by then, see
 * SessionProvider); before that a visitor's wallet is empty and idle, as the machine's signed-out state
 * is, without XState in the page (issue 15, docs/decisions/0035). One machine for the page: the
 * header's balances and every page read its answer, one GET /api/wallet/get per page load (issue 34).
 */
export function WalletProvider({ children }: { children: ReactNode }) {
  const { cell, snapshot } = useSessionActor(createWallet);
  const balances = snapshot?.context.balances ?? emptyWallet;
  const loading = snapshot?.matches('loading') ?? false;
  const error = snapshot?.context.error ?? false;
  const value = useMemo(
    () => ({
      balances,
      loading,
      error,
      refresh: async () => {
        const actor = cell.get();
        const machines = sessionMachines();
        if (!actor || !machines) return undefined;
        actor.send({ type: 'wallet.refresh' });
        return machines.walletSettled(actor);
      },
    }),
    [cell, balances, loading, error],
  );
  return <WalletContext.Provider value={value}>{children}</WalletContext.Provider>;
}

export function useWallet(): WalletState {
  return useContext(WalletContext);
}
