import { generatePath } from 'react-router-dom';

// Every route of spec §2 in one table. `access` decides the guard: public pages are open to everyone,
// guest-only pages send signed-in users to /challenges, authenticated pages send guests to /join,
// operator pages (the console, issue 12) also show players the not-found page.
export type RouteAccess = 'public' | 'guest' | 'authenticated' | 'tracking' | 'operator';

type RouteDefinition = { readonly pattern: string; readonly access: RouteAccess };

function route<const P extends string>(pattern: P, access: RouteAccess) {
  return { pattern, access } as const satisfies RouteDefinition;
}

export const paths = {
  home: route('/', 'public'),
  about: route('/about', 'public'),
  contact: route('/contact', 'public'),
  privacy: route('/privacy', 'public'),
  terms: route('/terms', 'public'),
  // The id is optional so /public-profile/ reaches the page, which says 'User ID is required' (spec §2).
  publicProfile: route('/public-profile/:userId?', 'public'),

  join: route('/join', 'guest'),
  verificationSuccess: route('/verification-success', 'guest'),
  // Issue 16: the link in every notification mail; open to anyone (the token is the proof), posts on a press.
  unsubscribe: route('/unsubscribe', 'public'),

  utmReferral: route('/utm/referral/:referralCode', 'tracking'),
  utmRecord: route('/utm/record', 'tracking'),

  challenges: route('/challenges', 'authenticated'),
  challengesForGame: route('/challenges/:gameId', 'authenticated'),
  challengesForGameAndType: route('/challenges/:gameId/:type', 'authenticated'),
  challenge: route('/challenge/:id', 'authenticated'),
  profile: route('/profile', 'authenticated'),
  referral: route('/referral', 'authenticated'),
  rsoLogin: route('/rso-login/:game', 'authenticated'),
  steamCallback: route('/steam-callback', 'authenticated'),
  store: route('/store', 'authenticated'),
  storeGCoin1: route('/store/gcoin1', 'authenticated'),
  storeGCoin3: route('/store/gcoin3', 'authenticated'),
  storeGCoin5: route('/store/gcoin5', 'authenticated'),
  storeGCoin10: route('/store/gcoin10', 'authenticated'),
  wallet: route('/wallet', 'authenticated'),
  walletTransactions: route('/wallet/transactions', 'authenticated'),
  notifications: route('/notifications', 'authenticated'),
  paymentsSuccess: route('/payments/success', 'authenticated'),
  paymentsFailed: route('/payments/failed', 'authenticated'),

  // The operator console: one lazy chunk with its own routes (pages/admin/admin-routes.tsx).
  admin: route('/admin/*', 'operator'),
} as const;

export type RouteName = keyof typeof paths;

/** The URL of a route with its parameters filled in, e.g. `href('publicProfile', { userId: '7' })`. */
export function href(name: RouteName, params: Record<string, string> = {}): string {
  return generatePath(paths[name].pattern, params);
}

/** Where the guards send people (spec §2 Guest-only and Authenticated routes). */
export const signInPath = paths.join.pattern;
export const afterSignInDefault = paths.home.pattern;
export const signedInHome = paths.challenges.pattern;

/**
 * The query parameter that carries the origin when the server sends a visitor from an authenticated page
 * to /join (a redirect cannot carry history state; decision 0031).
 */
export const returnParam = 'from';

/** A same-site path to return to, or undefined for anything else (no `//host`, no scheme, no backslash). */
export function returnPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return value;
}

/** spec §2 Store: each pack page is bound to its price in USD. */
export const packRoutes = [
  { name: 'storeGCoin1', gCoins: 1, amount: '5.50' },
  { name: 'storeGCoin3', gCoins: 3, amount: '14.86' },
  { name: 'storeGCoin5', gCoins: 5, amount: '23.40' },
  { name: 'storeGCoin10', gCoins: 10, amount: '44.00' },
] as const satisfies readonly { name: RouteName; gCoins: number; amount: string }[];
