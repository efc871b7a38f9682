// Live Steam OpenID 2.0 (PROVIDERS.md): the fixed OP https://steamcommunity.com/openid/login,
// check_authentication by POSTing the assertion back, and the persona from GetPlayerSummaries when
// STEAM_API_KEY is set.
import type { Fetch } from './riot-signin';
import { parseKeyValueForm, type SteamOpenIdProvider } from './steam-openid';

export const steamEndpoints = {
  op: 'https://steamcommunity.com/openid/login',
  playerSummaries: 'https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/',
} as const;

export function createLiveSteamOpenId(
  apiKey: string | undefined,
  fetchImpl: Fetch = fetch,
): SteamOpenIdProvider {
  return {
    opEndpoint: steamEndpoints.op,

    async checkAuthentication(params) {
      const body = new URLSearchParams({ ...params, 'openid.mode': 'check_authentication' });
      const response = await fetchImpl(steamEndpoints.op, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      });
      if (!response.ok) return false;
      const answer = parseKeyValueForm(await response.text());
      return answer.ns === 'http://specs.openid.net/auth/2.0' && answer.is_valid === 'true';
    },

    async profile(steamId) {
      const fallback = { personaName: steamId, profileUrl: `https://steamcommunity.com/profiles/${steamId}` };
      if (!apiKey) return fallback;
      const url = new URL(steamEndpoints.playerSummaries);
      url.search = new URLSearchParams({ key: apiKey, steamids: steamId }).toString();
      const response = await fetchImpl(url.toString(), { headers: { accept: 'application/json' } });
      if (!response.ok) return fallback;
      const body = (await response.json().catch(() => null)) as {
        response?: { players?: { steamid?: unknown; personaname?: unknown; profileurl?: unknown }[] };
      } | null;
      const player = body?.response?.players?.find((candidate) => candidate.steamid === steamId);
      return {
        personaName: typeof player?.personaname === 'string' ? player.personaname : fallback.personaName,
        profileUrl: typeof player?.profileurl === 'string' ? player.profileurl : fallback.profileUrl,
      };
    },
  };
}
