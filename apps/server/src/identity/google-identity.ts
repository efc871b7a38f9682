// Live Google sign-in (OpenID Connect, PKCE S256), per PROVIDERS.md: authorize on accounts.google.com,
// exchange on oauth2.googleapis.com, profile from the OIDC userinfo endpoint. The id_token comes
// straight from Google's token endpoint over TLS, so its claims are checked (aud, iss, exp) but its
// signature need not be (OIDC Core 3.1.3.7).
import { decodeJwt } from 'jose';
import type { OAuthClientConfig } from '../config';
import {
  IdentityExchangeError,
  readJson,
  stringField,
  type Fetch,
  type IdentityProvider,
} from './identity-provider';

export const googleEndpoints = {
  authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
} as const;
const issuers = ['https://accounts.google.com', 'accounts.google.com'];

export function createGoogleIdentityProvider(
  client: OAuthClientConfig,
  fetchImpl: Fetch = fetch,
  now: () => number = Date.now,
): IdentityProvider {
  return {
    name: 'google',
    authorizationUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(googleEndpoints.authorize);
      url.search = new URLSearchParams({
        client_id: client.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        prompt: 'select_account',
      }).toString();
      return url.toString();
    },

    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const tokens = await readJson(
        await fetchImpl(googleEndpoints.token, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            code_verifier: codeVerifier,
            redirect_uri: redirectUri,
            client_id: client.clientId,
            client_secret: client.clientSecret,
          }).toString(),
        }),
        'Google token endpoint',
      );
      const accessToken = stringField(tokens, 'access_token');
      const idToken = stringField(tokens, 'id_token');
      if (!accessToken || !idToken)
        throw new IdentityExchangeError('Google sent no access_token or id_token');
      const subject = checkIdToken(idToken, client.clientId, now());

      const profile = await readJson(
        await fetchImpl(googleEndpoints.userinfo, {
          headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        }),
        'Google userinfo endpoint',
      );
      if (stringField(profile, 'sub') !== subject) {
        throw new IdentityExchangeError('Google userinfo is about another subject than the id_token');
      }
      const email = stringField(profile, 'email');
      return {
        providerUserId: subject,
        email,
        name: stringField(profile, 'name') ?? stringField(profile, 'given_name') ?? email ?? 'Player',
        emailVerified: profile.email_verified === true || profile.email_verified === 'true',
      };
    },
  };
}

function checkIdToken(idToken: string, clientId: string, nowMs: number): string {
  let claims;
  try {
    claims = decodeJwt(idToken);
  } catch {
    throw new IdentityExchangeError('Google sent a malformed id_token');
  }
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audience.includes(clientId)) throw new IdentityExchangeError('Google id_token is for another client');
  if (!claims.iss || !issuers.includes(claims.iss)) throw new IdentityExchangeError('Google id_token issuer');
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) {
    throw new IdentityExchangeError('Google id_token has expired');
  }
  if (typeof claims.sub !== 'string' || claims.sub === '')
    throw new IdentityExchangeError('Google id_token sub');
  return claims.sub;
}
