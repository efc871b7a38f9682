import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAllWords } from '../i18n/i18n';
import { ActorCell, useActorCell } from './actor-cell';
import { useApiGetter } from './ApiContext';
import { onSessionExpired } from './api';
import type { AuthActor } from './session-machines';
import { loadSessionMachines, sessionMachines } from './session-runtime';
import { readStoredToken } from './token-storage';

export type Session = {
  status: 'checking' | 'loggedIn' | 'loggedOut';
  userId: string | null;
  /** True after the player chose to log out (not after an expired session), until the next sign-in. */
  signedOutByUser: boolean;
  signIn: (token: string) => void;
  signOut: () => void;
};

export const SessionContext = createContext<Session | null>(null);

/**
 * spec §4 Auth, wired to the browser: token in localStorage, refresh and logout through the API.
 *
 * The auth machine runs only once there is a token (issue 15, docs/decisions/0035): a browser holding one
 * at start has its machines loaded before the first render (main.tsx), so it starts as the machine says
 * (logged in, or logged out with an expired token cleared); a visitor is logged out without XState, and
 * signing in loads the machines (status `checking` meanwhile), starts the machine and hands it the token,
 * exactly as the machine always did.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useApiGetter();
  const { i18n } = useTranslation();
  const [start] = useState(() => {
    const token = readStoredToken();
    const machines = sessionMachines();
    const actor = token !== null && machines ? machines.createAuthActor(api, token) : null;
    return { token, cell: new ActorCell<AuthActor>(actor) };
  });
  const { cell } = start;
  // A token at start whose machines are not here yet (only outside main.tsx), or a sign-in under way.
  const [waiting, setWaiting] = useState(start.token !== null && cell.get() === null);
  const [signedOutByUser, setSignedOutByUser] = useState(false);
  const snapshot = useActorCell(cell);

  useEffect(() => {
    if (start.token === null || cell.get()) return;
    void loadSessionMachines().then(
      (machines) => {
        cell.set(machines.createAuthActor(api, start.token));
        setWaiting(false);
      },
      () => setWaiting(false),
    );
  }, [api, start, cell]);

  useEffect(() => onSessionExpired(() => cell.get()?.send({ type: 'session.expired' })), [cell]);

  const status: Session['status'] = snapshot
    ? snapshot.matches('loggedIn') || snapshot.matches('refreshing')
      ? 'loggedIn'
      : snapshot.matches('checking') || snapshot.matches('resuming')
        ? 'checking'
        : 'loggedOut'
    : waiting
      ? 'checking'
      : 'loggedOut';
  const userId = snapshot?.context.userId ?? null;

  const session = useMemo<Session>(
    () => ({
      status,
      userId,
      signedOutByUser,
      signIn: (token) => {
        setSignedOutByUser(false);
        const actor = cell.get();
        if (actor) {
          actor.send({ type: 'token.received', token });
          return;
        }
        // A visitor signs in: the machine starts logged out (as it did for every visitor) and takes it,
        // once the signed-in pages' words are in too (a visitor's first locale chunk is the public part).
        setWaiting(true);
        const words = i18n ? loadAllWords(i18n).catch(() => undefined) : undefined;
        void Promise.all([loadSessionMachines(), words]).then(
          ([machines]) => {
            cell.set(machines.createAuthActor(api, null));
            cell.get()?.send({ type: 'token.received', token });
            setWaiting(false);
          },
          () => setWaiting(false),
        );
      },
      signOut: () => {
        setSignedOutByUser(true);
        cell.get()?.send({ type: 'auth.logout' });
      },
    }),
    [api, cell, i18n, status, userId, signedOutByUser],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
