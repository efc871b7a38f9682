// Live Riot Sign On (PROVIDERS.md): authorize on auth.riotgames.com with state, exchange the code at
// the token endpoint with HTTP Basic client authentication, then read the PUUID and Riot ID from
// account-v1 on a regional host with the RSO access token.
import type { OAuthClientConfig } from '../config';
import { GameSignInError, readProviderJson, textField, type Fetch, type RiotSignIn } from './riot-signin';

export const riotEndpoints = {
  authorize: 'https://auth.riotgames.com/authorize',
  token: 'https://auth.riotgames.com/token',
  accountMe: (region: string) => `https://${region}.api.riotgames.com/riot/account/v1/accounts/me`,
} as const;

export function createLiveRiotSignIn(client: OAuthClientConfig, fetchImpl: Fetch = fetch): RiotSignIn {
  return {
    authorizationUrl({ state, redirectUri }) {
      const url = new URL(riotEndpoints.authorize);
      url.search = new URLSearchParams({
        client_id: client.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid',
        state,
      }).toString();
      return url.toString();
    },

    async exchangeCode({ code, redirectUri, region }) {
      const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
      const tokens = await readProviderJson(
        await fetchImpl(riotEndpoints.token, {
          method: 'POST',
          headers: {
            authorization: `Basic ${basic}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
          }).toString(),
        }),
        'Riot token endpoint',
      );
      const accessToken = textField(tokens, 'access_token');
      if (!accessToken) throw new GameSignInError('Riot sent no access_token');
      const account = await readProviderJson(
        await fetchImpl(riotEndpoints.accountMe(region), {
          headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        }),
        'Riot account-v1',
      );
      const puuid = textField(account, 'puuid');
      const gameName = textField(account, 'gameName');
      const tagLine = textField(account, 'tagLine');
      if (!puuid || !gameName || !tagLine) throw new GameSignInError('Riot account-v1 sent no Riot ID');
      return { puuid, gameName, tagLine };
    },
  };
}
