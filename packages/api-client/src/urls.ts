import type { ClientMarkers } from './session';

/**
 * The client's URL builders: redirects the browser follows (spec §7) rather than calls. They need no
 * schemas, so the site has them at once while the rest of the client loads later (lazy.ts).
 */
export function createUrlBuilders(options: { baseUrl: string; markers?: ClientMarkers }) {
  const { markers } = options;
  return {
    /** Third-party sign-in is a browser redirect (spec §7), so this only builds the URL. */
    identitySignInUrl: (provider: 'google' | 'discord'): string => {
      const url = new URL(`/api/auth/${provider}`, options.baseUrl);
      url.searchParams.set('utm_session', markers?.getUtmSession() ?? '');
      url.searchParams.set('device_id', markers?.getDeviceId() ?? '');
      return url.toString();
    },
    /** spec §7: the server's referral tracking endpoint, reached by a full-page redirect. */
    referralTrackingUrl: (referralCode: string): string => {
      const url = new URL('/utm/referral', options.baseUrl);
      url.searchParams.set('aff', referralCode);
      return url.toString();
    },
    /** spec §7: the server's record endpoint, keeping the whole query string (`?a=1&b=2` or `a=1&b=2`). */
    recordTrackingUrl: (query: string): string => {
      const url = new URL('/utm/record', options.baseUrl);
      url.search = query.startsWith('?') ? query.slice(1) : query;
      return url.toString();
    },
    /** Where the browser goes for the Steam sign-in (spec §7: a redirect through the API). */
    steamSignInUrl: (): string => new URL('/api/auth/steam', options.baseUrl).toString(),
    /**
     * Where the browser goes for the Riot sign-in of a game (spec §4 Game selection: League of Legends or
     * Valorant; the server redirects on to Riot and back to /rso-login/:game).
     */
    riotSignInUrl: (gameId: string): string => {
      const url = new URL('/api/auth/riot', options.baseUrl);
      url.searchParams.set('game', gameId);
      return url.toString();
    },
    /** The CSV export is a download: the browser follows this URL with the operator's session. */
    ledgerExportUrl: (query: { from?: string; to?: string } = {}): string => {
      const url = new URL('/api/admin/ledger/export.csv', options.baseUrl);
      if (query.from !== undefined) url.searchParams.set('from', query.from);
      if (query.to !== undefined) url.searchParams.set('to', query.to);
      return url.toString();
    },
  };
}

export type UrlBuilders = ReturnType<typeof createUrlBuilders>;
