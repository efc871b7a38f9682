// The live game-account adapters against recorded responses (shapes from PROVIDERS.md), with an
// injected fetch that records each request: Riot RSO + account-v1, Steam check_authentication and
// GetPlayerSummaries, the Brawl Stars players endpoint.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createLiveBrawlStarsApi, BrawlStarsUnavailableError } from '../src/game-accounts/brawl-stars-api';
import { createGameAccountProviders } from '../src/game-accounts/game-account-providers';
import { createLiveRiotSignIn } from '../src/game-accounts/live-riot';
import { createLiveSteamOpenId } from '../src/game-accounts/live-steam';
import { GameSignInError, type Fetch } from '../src/game-accounts/riot-signin';
import type { Queryable } from '../src/db/database';

interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

function recordedFetch(responses: Record<string, { status?: number; body: unknown; text?: boolean }>) {
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
    return new Response(answer.text ? String(answer.body) : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': answer.text ? 'text/plain' : 'application/json' },
    });
  };
  return { fetchImpl, calls };
}

const riotClient = { clientId: 'arena-rso', clientSecret: 'rso-secret' };
const redirectUri = 'https://arena.example/rso-login/valorant';
const puuid = 'ZbHc0Gx9w1w9qTyY8bIrvUZm2eT3oN2Ag0Fq1PpZ0K7dQ4wq9wJm2kR1rS2uVz0b3F6jGxL5yH8nT1cE4d';

describe('live Riot Sign On', () => {
  it('builds the authorize URL with state', () => {
    const riot = createLiveRiotSignIn(riotClient, recordedFetch({}).fetchImpl);
    const url = new URL(riot.authorizationUrl({ state: 'europe.st4te', redirectUri }));
    expect(`${url.origin}${url.pathname}`).toBe('https://auth.riotgames.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'arena-rso',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid',
      state: 'europe.st4te',
    });
  });

  it('exchanges the code with Basic auth and reads the Riot ID from account-v1 on the region', async () => {
    const { fetchImpl, calls } = recordedFetch({
      'https://auth.riotgames.com/token': {
        body: {
          scope: 'openid',
          expires_in: 3600,
          token_type: 'Bearer',
          refresh_token: 'dXJuOnJpb3Q6cmVmcmVzaA',
          id_token: 'eyJraWQiOiJzMSIsImFsZyI6IlJTMjU2In0.e30.sig',
          sub_sid: 'vldfsaMZ4Y2SU2jP1z',
          access_token: 'eyJraWQiOiJzMSIsImFsZyI6IlJTMjU2In0.access.sig',
        },
      },
      'https://asia.api.riotgames.com/riot/account/v1/accounts/me': {
        body: { puuid, gameName: 'Hide on bush', tagLine: 'KR1' },
      },
    });
    const riot = createLiveRiotSignIn(riotClient, fetchImpl);
    expect(await riot.exchangeCode({ code: 'dXJuOnJpb3Q6Y29kZQ', redirectUri, region: 'asia' })).toEqual({
      puuid,
      gameName: 'Hide on bush',
      tagLine: 'KR1',
    });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://auth.riotgames.com/token' });
    expect(calls[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('arena-rso:rso-secret').toString('base64')}`,
    );
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'dXJuOnJpb3Q6Y29kZQ',
      redirect_uri: redirectUri,
    });
    expect(calls[1]?.headers.authorization).toBe('Bearer eyJraWQiOiJzMSIsImFsZyI6IlJTMjU2In0.access.sig');
  });

  it('refuses a rejected code and an account without a Riot ID', async () => {
    const refused = recordedFetch({
      'https://auth.riotgames.com/token': { status: 400, body: { error: 'invalid_grant' } },
    });
    await expect(
      createLiveRiotSignIn(riotClient, refused.fetchImpl).exchangeCode({
        code: 'x',
        redirectUri,
        region: 'europe',
      }),
    ).rejects.toBeInstanceOf(GameSignInError);
    const noRiotId = recordedFetch({
      'https://auth.riotgames.com/token': { body: { access_token: 'at' } },
      'https://europe.api.riotgames.com/riot/account/v1/accounts/me': {
        status: 404,
        body: { status: { status_code: 404 } },
      },
    });
    await expect(
      createLiveRiotSignIn(riotClient, noRiotId.fetchImpl).exchangeCode({
        code: 'x',
        redirectUri,
        region: 'europe',
      }),
    ).rejects.toThrow('Riot account-v1 answered 404');
  });
});

describe('live Steam OpenID', () => {
  const assertion = {
    'openid.ns': 'http://specs.openid.net/auth/2.0',
    'openid.mode': 'id_res',
    'openid.op_endpoint': 'https://steamcommunity.com/openid/login',
    'openid.claimed_id': 'https://steamcommunity.com/openid/id/76561197960287930',
    'openid.identity': 'https://steamcommunity.com/openid/id/76561197960287930',
    'openid.return_to': 'https://arena.example/api/auth/steam/return',
    'openid.response_nonce': '2025-06-01T12:00:00ZaBcDeF',
    'openid.assoc_handle': '1234567890',
    'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
    'openid.sig': 'W0u5DRbtHE1GG0ZKXjerUZDUGmc=',
  };

  it('posts the assertion back with check_authentication and accepts only is_valid:true', async () => {
    const valid = recordedFetch({
      'https://steamcommunity.com/openid/login': {
        text: true,
        body: 'ns:http://specs.openid.net/auth/2.0\nis_valid:true\n',
      },
    });
    expect(await createLiveSteamOpenId(undefined, valid.fetchImpl).checkAuthentication(assertion)).toBe(true);
    expect(valid.calls[0]?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(valid.calls[0]?.body))).toEqual({
      ...assertion,
      'openid.mode': 'check_authentication',
    });

    const invalid = recordedFetch({
      'https://steamcommunity.com/openid/login': {
        text: true,
        body: 'ns:http://specs.openid.net/auth/2.0\nis_valid:false\n',
      },
    });
    expect(await createLiveSteamOpenId(undefined, invalid.fetchImpl).checkAuthentication(assertion)).toBe(
      false,
    );
    const down = recordedFetch({});
    expect(await createLiveSteamOpenId(undefined, down.fetchImpl).checkAuthentication(assertion)).toBe(false);
  });

  it('reads the persona from GetPlayerSummaries when a key is set', async () => {
    const url =
      'https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key=steam-key&steamids=76561197960287930';
    const { fetchImpl } = recordedFetch({
      [url]: {
        body: {
          response: {
            players: [
              {
                steamid: '76561197960287930',
                communityvisibilitystate: 3,
                personaname: 'Rabscuttle',
                profileurl: 'https://steamcommunity.com/id/rabscuttle/',
                avatarfull: 'https://avatars.steamstatic.com/full.jpg',
              },
            ],
          },
        },
      },
    });
    expect(await createLiveSteamOpenId('steam-key', fetchImpl).profile('76561197960287930')).toEqual({
      personaName: 'Rabscuttle',
      profileUrl: 'https://steamcommunity.com/id/rabscuttle/',
    });
    expect(await createLiveSteamOpenId(undefined, fetchImpl).profile('76561197960287930')).toEqual({
      personaName: '76561197960287930',
      profileUrl: 'https://steamcommunity.com/profiles/76561197960287930',
    });
  });
});

describe('live Brawl Stars API', () => {
  it('looks a tag up as %23TAG with the Bearer key', async () => {
    const { fetchImpl, calls } = recordedFetch({
      'https://api.brawlstars.com/v1/players/%232PP': {
        body: { tag: '#2PP', name: 'Nita Fan', nameColor: '0xffffffff', trophies: 12034, expLevel: 120 },
      },
      'https://api.brawlstars.com/v1/players/%23QQQ': {
        status: 404,
        body: { reason: 'notFound' },
      },
      'https://api.brawlstars.com/v1/players/%23YYY': {
        status: 403,
        body: {
          reason: 'accessDenied.invalidIp',
          message: 'Invalid authorization: API key does not allow access from IP',
        },
      },
    });
    const api = createLiveBrawlStarsApi('bs-key', fetchImpl);
    expect(await api.player('#2PP')).toEqual({ tag: '#2PP', name: 'Nita Fan' });
    expect(calls[0]?.headers.authorization).toBe('Bearer bs-key');
    expect(await api.player('#QQQ')).toBeNull();
    await expect(api.player('#YYY')).rejects.toBeInstanceOf(BrawlStarsUnavailableError);
  });
});

describe('GAME_SIGNIN_MODE', () => {
  const db = {} as Queryable;
  const base = { DATA_DIR: '/tmp/arena-game-config', JWT_SECRET: 'c'.repeat(40) };

  it('offers live providers only with their keys', () => {
    const bare = createGameAccountProviders(loadConfig({ ...base, GAME_SIGNIN_MODE: 'live' }), db);
    expect(bare.riot).toBeNull();
    expect(bare.brawlStars).toBeNull();
    expect(bare.steam?.opEndpoint).toBe('https://steamcommunity.com/openid/login');
    expect(bare.sandboxSteam).toBeNull();
    const keyed = createGameAccountProviders(
      loadConfig({
        ...base,
        GAME_SIGNIN_MODE: 'live',
        RIOT_CLIENT_ID: 'id',
        RIOT_CLIENT_SECRET: 'secret',
        BRAWL_STARS_API_KEY: 'key',
      }),
      db,
    );
    expect(keyed.riot).not.toBeNull();
    expect(keyed.brawlStars).not.toBeNull();
  });

  it('needs both Riot client values', () => {
    expect(() => loadConfig({ ...base, RIOT_CLIENT_ID: 'id' })).toThrow(
      'Invalid configuration: RIOT_CLIENT_SECRET is required with the other one',
    );
  });

  it('runs the sandbox by default', () => {
    const sandbox = createGameAccountProviders(loadConfig(base), db);
    expect(sandbox.steam?.opEndpoint).toBe('http://localhost:3000/sandbox/steam/login');
    expect(sandbox.sandboxSteam).not.toBeNull();
  });
});
