import { emptyWallet, walletMachine } from '@arena/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { fromPromise, waitFor } from 'xstate';
import type { ApiClient } from '@arena/api-client';
import { useApi } from './ApiContext';
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

const browserWalletMachine = (api: ApiClient) =>
  walletMachine.provide({
    actors: {
      loadWallet: fromPromise(async () => {
        const wallet = await api.wallet();
        return {
          gCoinsAvailable: wallet.gCoinsAvailable,
          crystalsAvailable: wallet.crystalsAvailable,
          referralRewardClaimed: wallet.referralRewardClaimed,
        };
      }),
    },
  });

/** spec §4 Wallet: reloaded on authentication change; refreshed after every money movement. */
export function WalletProvider({ children }: { children: ReactNode }) {
  const { status, userId } = useSession();
  const loggedIn = status === 'loggedIn';
  const api = useApi();
  const machine = useMemo(() => browserWalletMachine(api), [api]);
  const actor = useActorRef(machine, { input: { loggedIn } });
  const balances = useSelector(actor, (snapshot) => snapshot.context.balances);
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const error = useSelector(actor, (snapshot) => snapshot.context.error);

  useEffect(() => {
    actor.send({ type: 'auth.changed', loggedIn });
  }, [actor, loggedIn, userId]);

  const value = useMemo(
    () => ({
      balances,
      loading,
      error,
      refresh: () => {
        actor.send({ type: 'wallet.refresh' });
        return waitFor(actor, (snapshot) => !snapshot.matches('loading'), { timeout: 15_000 }).catch(
          () => undefined,
        );
      },
    }),
    [actor, balances, loading, error],
  );
  return <WalletContext.Provider value={value}>{children}</WalletContext.Provider>;
}

export function useWallet(): WalletState {
  return useContext(WalletContext);
}
