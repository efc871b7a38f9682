import { describe, expect, it } from 'vitest';
import { href, packRoutes, paths } from './paths';

describe('paths: every route of spec §2 in one table', () => {
  it('declares exactly the public, guest-only, tracking and authenticated routes of the spec', () => {
    const byAccess = (access: string) =>
      Object.values(paths)
        .filter((route) => route.access === access)
        .map((route) => route.pattern)
        .sort();
    expect(byAccess('public')).toEqual([
      '/',
      '/about',
      '/contact',
      '/privacy',
      '/public-profile/:userId?',
      '/terms',
      '/unsubscribe',
    ]);
    expect(byAccess('guest')).toEqual(['/join', '/verification-success']);
    expect(byAccess('tracking')).toEqual(['/utm/record', '/utm/referral/:referralCode']);
    expect(byAccess('authenticated')).toEqual([
      '/challenge/:id',
      '/challenges',
      '/challenges/:gameId',
      '/challenges/:gameId/:type',
      '/notifications',
      '/payments/failed',
      '/payments/success',
      '/profile',
      '/referral',
      '/rso-login/:game',
      '/steam-callback',
      '/store',
      '/store/gcoin1',
      '/store/gcoin10',
      '/store/gcoin3',
      '/store/gcoin5',
      '/wallet',
      '/wallet/transactions',
    ]);
    expect(byAccess('operator')).toEqual(['/admin/*']);
  });

  it('builds URLs with their parameters', () => {
    expect(href('publicProfile', { userId: '42' })).toBe('/public-profile/42');
    expect(href('publicProfile')).toBe('/public-profile');
    expect(href('challengesForGameAndType', { gameId: '3', type: 'daily' })).toBe('/challenges/3/daily');
    expect(href('wallet')).toBe('/wallet');
    expect(href('admin')).toBe('/admin');
  });

  it('binds each pack page to its spec §2 amount', () => {
    expect(packRoutes.map((pack) => [paths[pack.name].pattern, pack.amount])).toEqual([
      ['/store/gcoin1', '5.50'],
      ['/store/gcoin3', '14.86'],
      ['/store/gcoin5', '23.40'],
      ['/store/gcoin10', '44.00'],
    ]);
  });
});
