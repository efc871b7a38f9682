// The live Google and Discord adapters against recorded responses (shapes from PROVIDERS.md), with
// an injected fetch that records each request.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createDiscordIdentityProvider } from '../src/identity/discord-identity';
import { createGoogleIdentityProvider } from '../src/identity/google-identity';
import type { Fetch } from '../src/identity/identity-provider';
import { createIdentityProviders } from '../src/identity/identity-providers';

interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

function recordedFetch(responses: Record<string, { status?: number; body: unknown }>) {
  const calls: Recorded[] = [];
  const fetchImpl: Fetch = async (input, init) => {
    const url = String(input);
    calls.push({
      url,
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : '',
    });
    const answer = responses[url];
    if (!answer) return new Response('not recorded', { status: 599 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchImpl, calls };
}

const client = { clientId: 'client-123.apps.googleusercontent.com', clientSecret: 'shh-secret' };
const redirectUri = 'https://arena.example/api/auth/google/callback';
const now = Date.parse('2025-06-01T12:00:00Z');

async function idToken(claims: Record<string, unknown>) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode('google signs with RS256; the claims are what we check'));
}

async function googleResponses(
  overrides: { claims?: Record<string, unknown>; userinfo?: Record<string, unknown> } = {},
) {
  return {
    'https://oauth2.googleapis.com/token': {
      body: {
        access_token: 'ya29.recorded-access-token',
        expires_in: 3599,
        scope:
          'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
        token_type: 'Bearer',
        id_token: await idToken({
          iss: 'https://accounts.google.com',
          aud: client.clientId,
          sub: '110169484474386276334',
          email: 'ada@gmail.com',
          email_verified: true,
          iat: now / 1000 - 10,
          exp: now / 1000 + 3590,
          ...overrides.claims,
        }),
      },
    },
    'https://openidconnect.googleapis.com/v1/userinfo': {
      body: {
        sub: '110169484474386276334',
        name: 'Ada Lovelace',
        given_name: 'Ada',
        family_name: 'Lovelace',
        picture: 'https://lh3.googleusercontent.com/a/photo',
        email: 'ada@gmail.com',
        email_verified: true,
        ...overrides.userinfo,
      },
    },
  };
}

describe('live Google sign-in', () => {
  it('builds the authorization URL with state, PKCE S256 and the OIDC scopes', () => {
    const google = createGoogleIdentityProvider(client, recordedFetch({}).fetchImpl);
    const url = new URL(google.authorizationUrl({ state: 'st4te', codeChallenge: 'ch4llenge', redirectUri }));
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: client.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'st4te',
      code_challenge: 'ch4llenge',
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
  });

  it('exchanges the code with the verifier and reads the verified identity', async () => {
    const { fetchImpl, calls } = recordedFetch(await googleResponses());
    const google = createGoogleIdentityProvider(client, fetchImpl, () => now);
    const identity = await google.exchangeCode({
      code: '4/0Adeu5B-code',
      codeVerifier: 'v'.repeat(43),
      redirectUri,
    });
    expect(identity).toEqual({
      providerUserId: '110169484474386276334',
      email: 'ada@gmail.com',
      name: 'Ada Lovelace',
      emailVerified: true,
    });
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.body))).toEqual({
      grant_type: 'authorization_code',
      code: '4/0Adeu5B-code',
      code_verifier: 'v'.repeat(43),
      redirect_uri: redirectUri,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    });
    expect(calls[1]!.url).toBe('https://openidconnect.googleapis.com/v1/userinfo');
    expect(calls[1]!.headers.authorization).toBe('Bearer ya29.recorded-access-token');
  });

  it.each([
    ['another audience', { claims: { aud: 'someone-else' } }, 'another client'],
    ['another issuer', { claims: { iss: 'https://evil.example' } }, 'issuer'],
    ['an expired id_token', { claims: { exp: now / 1000 - 1 } }, 'expired'],
    ['userinfo about someone else', { userinfo: { sub: '999' } }, 'another subject'],
  ])('refuses %s', async (_label, overrides, message) => {
    const google = createGoogleIdentityProvider(
      client,
      recordedFetch(await googleResponses(overrides)).fetchImpl,
      () => now,
    );
    await expect(google.exchangeCode({ code: 'c', codeVerifier: 'v', redirectUri })).rejects.toThrow(message);
  });

  it('reports an unverified email as unverified and refuses a failed token call', async () => {
    const unverified = createGoogleIdentityProvider(
      client,
      recordedFetch(await googleResponses({ userinfo: { email_verified: false } })).fetchImpl,
      () => now,
    );
    expect((await unverified.exchangeCode({ code: 'c', codeVerifier: 'v', redirectUri })).emailVerified).toBe(
      false,
    );

    const refused = createGoogleIdentityProvider(
      client,
      recordedFetch({
        'https://oauth2.googleapis.com/token': {
          status: 400,
          body: { error: 'invalid_grant', error_description: 'Bad Request' },
        },
      }).fetchImpl,
    );
    await expect(refused.exchangeCode({ code: 'c', codeVerifier: 'v', redirectUri })).rejects.toThrow(
      'Google token endpoint answered 400',
    );
  });
});

describe('live Discord sign-in', () => {
  const discordClient = { clientId: '1234567890123456789', clientSecret: 'discord-secret' };
  const discordRedirect = 'https://arena.example/api/auth/discord/callback';
  const responses = (user: Record<string, unknown>) => ({
    'https://discord.com/api/oauth2/token': {
      body: {
        access_token: 'discord-access',
        token_type: 'Bearer',
        expires_in: 604800,
        refresh_token: 'r',
        scope: 'identify email',
      },
    },
    'https://discord.com/api/users/@me': {
      body: {
        id: '80351110224678912',
        username: 'nelly',
        discriminator: '0',
        global_name: 'Nelly',
        avatar: '8342729096ea3675442027381ff50dfe',
        verified: true,
        email: 'nelly@example.com',
        ...user,
      },
    },
  });

  it('builds the authorization URL with state and PKCE S256', () => {
    const discord = createDiscordIdentityProvider(discordClient, recordedFetch({}).fetchImpl);
    const url = new URL(
      discord.authorizationUrl({ state: 's', codeChallenge: 'c', redirectUri: discordRedirect }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://discord.com/oauth2/authorize');
    expect(url.searchParams.get('scope')).toBe('identify email');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('client_id')).toBe(discordClient.clientId);
  });

  it('exchanges with HTTP Basic client auth and keys on the snowflake string', async () => {
    const { fetchImpl, calls } = recordedFetch(responses({ id: '1187650397331705856' }));
    const discord = createDiscordIdentityProvider(discordClient, fetchImpl);
    const identity = await discord.exchangeCode({
      code: 'dc',
      codeVerifier: 'v'.repeat(43),
      redirectUri: discordRedirect,
    });
    // Above 2^53: a number would have lost the last digits.
    expect(identity).toEqual({
      providerUserId: '1187650397331705856',
      email: 'nelly@example.com',
      name: 'Nelly',
      emailVerified: true,
    });
    expect(calls[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from('1234567890123456789:discord-secret').toString('base64')}`,
    );
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'dc',
      code_verifier: 'v'.repeat(43),
      redirect_uri: discordRedirect,
    });
    expect(calls[1]!.headers.authorization).toBe('Bearer discord-access');
  });

  it('trusts the email only when Discord verified it', async () => {
    const discord = createDiscordIdentityProvider(
      discordClient,
      recordedFetch(responses({ verified: false })).fetchImpl,
    );
    expect(
      (await discord.exchangeCode({ code: 'c', codeVerifier: 'v', redirectUri: discordRedirect }))
        .emailVerified,
    ).toBe(false);
  });
});

describe('identity configuration', () => {
  const base = { DATA_DIR: '/tmp/arena-identity-config', JWT_SECRET: 'x'.repeat(40) };

  it('offers only configured providers in live mode, both in the sandbox', () => {
    const live = loadConfig({
      ...base,
      IDENTITY_MODE: 'live',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(
      Object.keys(
        createIdentityProviders(live, {
          query: async () => ({ rows: [], rowCount: 0 }),
          exec: async () => {},
          announce: () => {},
        }),
      ),
    ).toEqual(['google']);
    const sandbox = loadConfig(base);
    expect(sandbox.identity).toEqual({ google: undefined, discord: undefined });
    expect(
      Object.keys(
        createIdentityProviders(sandbox, {
          query: async () => ({ rows: [], rowCount: 0 }),
          exec: async () => {},
          announce: () => {},
        }),
      ),
    ).toEqual(['google', 'discord']);
  });

  it('names the missing variable', () => {
    expect(() => loadConfig({ ...base, IDENTITY_MODE: 'live' })).toThrow(
      'Invalid configuration: GOOGLE_CLIENT_ID or DISCORD_CLIENT_ID is required when IDENTITY_MODE is live',
    );
    expect(() => loadConfig({ ...base, DISCORD_CLIENT_ID: 'id' })).toThrow(
      'Invalid configuration: DISCORD_CLIENT_SECRET is required with the other one',
    );
  });
});
