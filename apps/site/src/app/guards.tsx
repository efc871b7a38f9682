import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';
import { useCurrentUser } from '../session/CurrentUserProvider';
import { PageLoading } from '../layout/PageLoading';
import { isOperatorRole } from './operator-roles';
import { afterSignInDefault, returnParam, returnPath, signInPath, signedInHome } from './paths';

// Only a player who opens the console meets it here: its chunk is not in a visitor's first script.
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

/** Where a guest was going before being sent to /join (spec §2: the origin is remembered). */
export type ReturnState = { from?: string };

/** spec §2 Authenticated routes: guests go to /join, remembering where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, signedOutByUser } = useSession();
  const location = useLocation();
  if (status === 'checking') return <PageLoading />;
  if (status === 'loggedOut') {
    // A player who logs out starts afresh on /join; an expired session remembers the page.
    if (signedOutByUser) return <Navigate to={signInPath} replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={signInPath} replace state={{ from } satisfies ReturnState} />;
  }
  return children;
}

/**
 * spec §2 Guest-only routes: signed-in users who arrive here are sent to /challenges; someone who signs in
 * here returns to the page they came from, default /. The origin comes in history state from the
 * site's own guard, or as `?from=` from the server's (a browser that had lost its signed-in cookie but
 * holds a token is sent on to that page at once).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const [arrivedAs] = useState(status);
  if (status === 'checking') return <PageLoading />;
  if (status === 'loggedIn') {
    const signedInHere = arrivedAs === 'loggedOut';
    const fromServer = returnPath(params.get(returnParam));
    const from = (location.state as ReturnState | null)?.from ?? fromServer;
    return (
      <Navigate to={signedInHere ? (from ?? afterSignInDefault) : (fromServer ?? signedInHome)} replace />
    );
  }
  return children;
}

/**
 * The operator console (issue 12): guests go to /join like any authenticated page; a signed-in player sees
 * the not-found page (the console is not advertised); admin and support staff pass. The server checks the
 * role on every operator route anyway: this guard only decides what the site shows.
 */
export function RequireOperator({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const { user } = useCurrentUser();
  if (status === 'loggedIn' && !user) return <PageLoading />;
  if (status !== 'loggedIn') return <RequireAuth>{children}</RequireAuth>;
  if (!isOperatorRole(user?.role)) {
    return (
      <Suspense fallback={<PageLoading />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return children;
}
