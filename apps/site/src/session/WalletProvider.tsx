import { emptyWallet } from '@arena/machines';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ActorCell, useActorCell } from './actor-cell';
import { useApiGetter } from './ApiContext';
import type { WalletActor } from './session-machines';
import { sessionMachines } from './session-runtime';
import { useSession } from './SessionProvider';

type Balances = typeof emptyWallet;
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
 * is, without XState in the page (issue 15, docs/decisions/0035).
 */
export function WalletProvider({ children }: { children: ReactNode }) {
  const { status, userId } = useSession();
  const loggedIn = status === 'loggedIn';
  const api = useApiGetter();
  const [cell] = useState(() => {
    const machines = sessionMachines();
    return new ActorCell<WalletActor>(loggedIn && machines ? machines.createWalletActor(api, true) : null);
  });
  const snapshot = useActorCell(cell);

  useEffect(() => {
    if (!cell.get()) {
      const machines = sessionMachines();
      if (!loggedIn || !machines) return;
      // The first sign-in of this page: the machine starts signed out and is told, as before.
      cell.set(machines.createWalletActor(api, false));
    }
    cell.get()?.send({ type: 'auth.changed', loggedIn });
  }, [api, cell, loggedIn, userId]);

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
