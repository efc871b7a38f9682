import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';
import { PageLoading } from '../layout/PageLoading';
import { signInPath, signedInHome } from './paths';

/** Where a guest was going before being sent to /join (spec §2: the origin is remembered). */
export type ReturnState = { from?: string };

/** spec §2 Authenticated routes: guests go to /join, remembering where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'checking') return <PageLoading />;
  if (status === 'loggedOut') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={signInPath} replace state={{ from } satisfies ReturnState} />;
  }
  return children;
}

/** spec §2 Guest-only routes: signed-in users are kept away from /join and sent to /challenges. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'checking') return <PageLoading />;
  if (status === 'loggedIn') return <Navigate to={signedInHome} replace />;
  return children;
}
