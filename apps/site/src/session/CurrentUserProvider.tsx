import type { FirstSteps, User } from '@arena/contract';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useApi } from './ApiContext';
import { useSession } from './SessionProvider';

type CurrentUser = {
  user: User | null;
  /** The first-run checklist's steps (issue 34), answered with the user; absent until loaded. */
  firstSteps?: FirstSteps | null;
  /** When the user was last read (ms since the epoch), so a page can tell a fresh answer from an old one. */
  loadedAtMs?: number;
  refresh: () => void;
};

export const CurrentUserContext = createContext<CurrentUser>({ user: null, refresh: () => {} });

/**
 * The signed-in player (GET /api/users/me) for the header and menus. Pages that change the profile call
 * `refresh()`. A failure leaves the header without a name; the 401 path logs out through the API client.
 */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const { status, userId } = useSession();
  const [loaded, setLoaded] = useState<{
    userId: string;
    user: User;
    firstSteps: FirstSteps | null;
    at: number;
  } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (status !== 'loggedIn' || !userId) return;
    let current = true;
    api.me().then(
      (answer) =>
        current &&
        setLoaded({
          userId,
          user: answer.data.user,
          firstSteps: answer.data.firstSteps ?? null,
          at: Date.now(),
        }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, status, userId, attempt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  const mine = status === 'loggedIn' && loaded?.userId === userId ? loaded : null;
  const value = useMemo(
    () => ({
      user: mine?.user ?? null,
      firstSteps: mine?.firstSteps ?? null,
      loadedAtMs: mine?.at,
      refresh,
    }),
    [mine, refresh],
  );
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): CurrentUser {
  return useContext(CurrentUserContext);
}
