// The operator console's URLs (issue 12). The console is one route of the site (`/admin/*`, access
// 'operator'); its pages are the entries of admin-routes.tsx, relative to this base.
export const adminBase = '/admin';

export const adminPaths = {
  overview: adminBase,
  challenges: `${adminBase}/challenges`,
  newChallenge: `${adminBase}/challenges/new`,
  challenge: (id: string) => `${adminBase}/challenges/${encodeURIComponent(id)}`,
  games: `${adminBase}/games`,
  passports: `${adminBase}/passports`,
  payouts: `${adminBase}/payouts`,
  reconciliation: `${adminBase}/reconciliation`,
  players: `${adminBase}/players`,
  flags: `${adminBase}/flags`,
  auditLog: `${adminBase}/audit-log`,
} as const;
