import { authMachine } from '@arena/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { ApiClient } from '@arena/api-client';
import { useApi } from './ApiContext';
import { onSessionExpired } from './api';
import { readStoredToken, writeStoredToken } from './token-storage';

export type Session = {
  status: 'checking' | 'loggedIn' | 'loggedOut';
  userId: string | null;
  /** True after the player chose to log out (not after an expired session), until the next sign-in. */
  signedOutByUser: boolean;
  signIn: (token: string) => void;
  signOut: () => void;
};

export const SessionContext = createContext<Session | null>(null);

const browserAuthMachine = (api: ApiClient) =>
  authMachine.provide({
    actions: {
      persistToken: (_, params) => writeStoredToken(params.token),
      clearStoredToken: () => writeStoredToken(null),
    },
    actors: {
      refreshToken: fromPromise(async () => (await api.refresh()).access_token),
      revokeSession: fromPromise(async () => {
        await api.logout();
      }),
    },
  });

/** spec §4 Auth, wired to the browser: token in localStorage, refresh and logout through the API. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const machine = useMemo(() => browserAuthMachine(api), [api]);
  const actor = useActorRef(machine, { input: { token: readStoredToken() } });
  const status = useSelector(actor, (snapshot) =>
    snapshot.matches('loggedIn') || snapshot.matches('refreshing')
      ? 'loggedIn'
      : snapshot.matches('checking')
        ? 'checking'
        : 'loggedOut',
  );
  const userId = useSelector(actor, (snapshot) => snapshot.context.userId);
  const [signedOutByUser, setSignedOutByUser] = useState(false);

  useEffect(() => onSessionExpired(() => actor.send({ type: 'session.expired' })), [actor]);

  const session = useMemo<Session>(
    () => ({
      status,
      userId,
      signedOutByUser,
      signIn: (token) => {
        setSignedOutByUser(false);
        actor.send({ type: 'token.received', token });
      },
      signOut: () => {
        setSignedOutByUser(true);
        actor.send({ type: 'auth.logout' });
      },
    }),
    [actor, status, userId, signedOutByUser],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
