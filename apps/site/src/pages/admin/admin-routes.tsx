import { lazy } from 'react';
import type { ReactNode } from 'react';
import type { OperatorRole } from '../../app/operator-roles';

/**
 * The console's pages (issue 12). Each entry: `path` relative to /admin ('' is the overview), a lazy
 * `element`, the `roles` that may open it (the server checks again), and `navKey` (label
 * `admin.nav.<navKey>`) for the entries the navigation shows, in this order. Add a page by adding an entry.
 */
export type AdminRoute = {
  readonly path: string;
  readonly element: ReactNode;
  readonly roles: readonly OperatorRole[];
  readonly navKey?: AdminNavKey;
};

export type AdminNavKey =
  | 'overview'
  | 'challenges'
  | 'games'
  | 'passports'
  | 'payouts'
  | 'reconciliation'
  | 'players'
  | 'flags'
  | 'auditLog';

/** Challenges, games and the ledger are admin only (docs/decisions/0021). */
export const adminOnly: readonly OperatorRole[] = ['admin'];
/** Passports, payouts, stuck payments, players and the audit log: support staff too (docs/decisions/0020). */
export const allOperators: readonly OperatorRole[] = ['admin', 'support'];

const LedgerPage = lazy(() => import('./LedgerPage'));
const ChallengesPage = lazy(() => import('./ChallengesPage'));
const ChallengeFormPage = lazy(() => import('./ChallengeFormPage'));
const GamesPage = lazy(() => import('./GamesPage'));
const PassportsPage = lazy(() => import('./PassportsPage'));
const PayoutsPage = lazy(() => import('./PayoutsPage'));
const ReconciliationPage = lazy(() => import('./ReconciliationPage'));
const PlayersPage = lazy(() => import('./PlayersPage'));
const PlayersDetailPage = lazy(() => import('./PlayersDetailPage'));
const AuditLogPage = lazy(() => import('./AuditLogPage'));
const FlagsPage = lazy(() => import('./FlagsPage'));
const FlagDetailPage = lazy(() => import('./FlagDetailPage'));

export const adminRoutes: readonly AdminRoute[] = [
  { path: '', element: <LedgerPage />, roles: adminOnly, navKey: 'overview' },
  { path: 'challenges', element: <ChallengesPage />, roles: adminOnly, navKey: 'challenges' },
  { path: 'challenges/new', element: <ChallengeFormPage />, roles: adminOnly },
  { path: 'challenges/:id', element: <ChallengeFormPage />, roles: adminOnly },
  { path: 'games', element: <GamesPage />, roles: adminOnly, navKey: 'games' },
  { path: 'passports', element: <PassportsPage />, roles: allOperators, navKey: 'passports' },
  { path: 'payouts', element: <PayoutsPage />, roles: allOperators, navKey: 'payouts' },
  {
    path: 'reconciliation',
    element: <ReconciliationPage />,
    roles: allOperators,
    navKey: 'reconciliation',
  },
  { path: 'players', element: <PlayersPage />, roles: allOperators, navKey: 'players' },
  { path: 'players/:id', element: <PlayersDetailPage />, roles: allOperators },
  { path: 'flags', element: <FlagsPage />, roles: allOperators, navKey: 'flags' },
  { path: 'flags/:id', element: <FlagDetailPage />, roles: allOperators },
  { path: 'audit-log', element: <AuditLogPage />, roles: allOperators, navKey: 'auditLog' },
];

/** The routes a role may open. */
export function routesFor(role: OperatorRole): readonly AdminRoute[] {
  return adminRoutes.filter((route) => route.roles.includes(role));
}
