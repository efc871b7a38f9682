// Live Discord sign-in (OAuth 2 with PKCE S256), per PROVIDERS.md: authorize on discord.com, token
// from /api/oauth2/token (client credentials by HTTP Basic), the user from /api/users/@me. Accounts
// are keyed on `id`, a snowflake string; the email is trusted only when `verified`.
import type { OAuthClientConfig } from '../config';
import {
  IdentityExchangeError,
  readJson,
  stringField,
  type Fetch,
  type IdentityProvider,
} from './identity-provider';

export const discordEndpoints = {
  authorize: 'https://discord.com/oauth2/authorize',
  token: 'https://discord.com/api/oauth2/token',
  me: 'https://discord.com/api/users/@me',
} as const;

export function createDiscordIdentityProvider(
  client: OAuthClientConfig,
  fetchImpl: Fetch = fetch,
): IdentityProvider {
  return {
    name: 'discord',
    authorizationUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(discordEndpoints.authorize);
      url.search = new URLSearchParams({
        client_id: client.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'identify email',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
      const tokens = await readJson(
        await fetchImpl(discordEndpoints.token, {
          method: 'POST',
          headers: {
            authorization: `Basic ${basic}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            code_verifier: codeVerifier,
            redirect_uri: redirectUri,
          }).toString(),
        }),
        'Discord token endpoint',
      );
      const accessToken = stringField(tokens, 'access_token');
      if (!accessToken) throw new IdentityExchangeError('Discord sent no access_token');

      const user = await readJson(
        await fetchImpl(discordEndpoints.me, {
          headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        }),
        'Discord users/@me',
      );
      const id = stringField(user, 'id');
      if (!id || !/^\d+$/.test(id)) throw new IdentityExchangeError('Discord user has no id');
      const email = stringField(user, 'email');
      return {
        providerUserId: id,
        email,
        name: stringField(user, 'global_name') ?? stringField(user, 'username') ?? email ?? 'Player',
        emailVerified: user.verified === true && email !== null,
      };
    },
  };
}
