// Game-account linking end to end through the sandbox providers (spec §2, §5, §7, §9): Riot RSO,
// Steam OpenID 2.0 with forged callbacks, Brawl Stars tags, one account one user, disconnections.
import {
  brawlStarsClaimResponseSchema,
  brawlStarsProfileResponseSchema,
  gameAccountsResponseSchema,
  gamesResponseSchema,
  profileResponseSchema,
  riotAccountResponseSchema,
  steamAccountResponseSchema,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { linkedAccountFor } from '../src/game-accounts/linked-account';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser } from './support/users-fixtures';
import { errorAnswer } from './support/error-answer';

const config = testConfig({ JWT_SECRET: 'g'.repeat(40), PUBLIC_URL: 'http://arena.test' });
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, { database });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const newUser = () => insertTestUser(database, config.jwtSecret);
const form = (values: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(values).toString(),
});
const pathOf = (location: unknown) => {
  const url = new URL(String(location));
  return `${url.pathname}${url.search}`;
};

/** GET /api/auth/riot as the site's game button does: the authorize URL and the state cookie it sets. */
async function riotStart(game: 'lol' | 'valorant') {
  const start = await app.inject({ url: `/api/auth/riot?game=${game}&region=europe` });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.pathname).toBe('/sandbox/riot/authorize');
  const setCookie = [start.headers['set-cookie'] ?? []].flat();
  expect(setCookie).toHaveLength(1);
  const cookie = setCookie[0]?.split(';', 1)[0] ?? '';
  expect(cookie).toMatch(/^arena_rso_state=[\w-]{43}$/);
  return { authorize, cookie, setCookie: setCookie[0] ?? '' };
}

/**
 * Drives the sandbox Riot consent page and answers what the site page has: the code, state and
 * redirect_uri of the URL Riot sends the browser back to, and the cookie the browser holds.
 */
async function riotCode(game: 'lol' | 'valorant', choice: Record<string, string> = { riot_id: 'preset-0' }) {
  const { authorize, cookie } = await riotStart(game);
  const page = await app.inject({ url: pathOf(authorize) });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Ada Player#EUW');
  expect(page.body).not.toContain('<script');
  const approved = await app.inject({
    method: 'POST',
    url: '/sandbox/riot/authorize',
    ...form({ ...Object.fromEntries(authorize.searchParams), ...choice, decision: 'approve' }),
  });
  expect(approved.statusCode).toBe(302);
  const back = new URL(String(approved.headers.location));
  expect(`${back.origin}${back.pathname}`).toBe(`http://arena.test/rso-login/${game}`);
  expect(back.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
  return {
    game,
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    redirect_uri: `${back.origin}${back.pathname}`,
    cookie,
  };
}
type RiotFlow = Awaited<ReturnType<typeof riotCode>>;

/** POST /api/game/lol/rso as the site page does: the flow's fields, with the browser's cookie. */
function exchange(
  user: { token: string },
  flow: RiotFlow,
  body: Record<string, unknown> = {},
  cookie: string | null = flow.cookie,
) {
  const { code, redirect_uri, game, state } = flow;
  return app.inject({
    method: 'POST',
    url: '/api/game/lol/rso',
    headers: { ...bearer(user), ...(cookie === null ? {} : { cookie }) },
    payload: { code, redirect_uri, game, state, ...body },
  });
}

/** The answer's Set-Cookie expires the state cookie (one attempt per sign-in). */
function expectStateCookieCleared(response: { headers: Record<string, unknown> }) {
  const setCookie = [response.headers['set-cookie'] ?? []].flat().map(String);
  expect(setCookie).toEqual([expect.stringMatching(/^arena_rso_state=;/)]);
  expect(setCookie[0]).toMatch(/Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
  expect(setCookie[0]).toMatch(/Path=\/api\/game/);
}

const cookieOf = (response: { headers: Record<string, unknown> }, name: string) =>
  [response.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => String(line).split(';', 1)[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`) && pair !== `${name}=`) ?? null;

/** POST /api/auth/steam/start as the site's game button does: the start cookie of this browser. */
async function steamStart(user: { token: string }): Promise<string> {
  const started = await app.inject({ method: 'POST', url: '/api/auth/steam/start', headers: bearer(user) });
  expect(started.statusCode).toBe(200);
  expect(started.json()).toEqual({ status: 'success', message: 'Steam sign-in started' });
  const setCookie = String(started.headers['set-cookie']);
  expect(setCookie).toMatch(/^arena_steam_start=[\w-]{32};/);
  expect(setCookie).toMatch(/Path=\/api\/auth\/steam;/);
  expect(setCookie).toMatch(/HttpOnly/);
  return cookieOf(started, 'arena_steam_start') ?? '';
}

interface SteamFlow {
  /** The URL the sandbox OP sends the browser back to. */
  assertion: URL;
  /** The start cookie this browser holds. */
  startCookie: string;
}

/** A user starts a Steam sign-in and signs in on the sandbox OP with a preset. */
async function steamAssertion(user: { token: string }, account = 'preset-0'): Promise<SteamFlow> {
  const startCookie = await steamStart(user);
  const start = await app.inject({ url: '/api/auth/steam', headers: { cookie: startCookie } });
  expect(start.statusCode).toBe(302);
  const login = new URL(String(start.headers.location));
  expect(login.pathname).toBe('/sandbox/steam/login');
  expect(login.searchParams.get('openid.return_to')).toBe('http://arena.test/api/auth/steam/return');
  const page = await app.inject({ url: pathOf(login) });
  expect(page.statusCode).toBe(200);
  expect(page.body).not.toContain('<script');
  const signedIn = await app.inject({
    method: 'POST',
    url: '/sandbox/steam/login',
    ...form({ return_to: login.searchParams.get('openid.return_to') ?? '', account, decision: 'approve' }),
  });
  expect(signedIn.statusCode).toBe(302);
  return { assertion: new URL(String(signedIn.headers.location)), startCookie };
}

/** The browser comes back to the return handler: where it is sent, and the bind cookie it gets. */
async function steamReturn({ assertion, startCookie }: SteamFlow) {
  const response = await app.inject({ url: pathOf(assertion), headers: { cookie: startCookie } });
  expect(response.statusCode).toBe(302);
  const callback = new URL(String(response.headers.location));
  return Object.assign(callback, { bindCookie: cookieOf(response, 'arena_steam_bind') });
}

function steamBind(user: { token: string }, payload: Record<string, unknown>, cookie?: string | null) {
  return app.inject({
    method: 'POST',
    url: '/api/game/steam/bind',
    headers: { ...bearer(user), ...(cookie ? { cookie } : {}) },
    payload,
  });
}

async function liveLinks(): Promise<number> {
  const { rows } = await database.query<{ n: number | string }>(
    "select count(*) as n from game_accounts where provider = 'steam'",
  );
  return Number(rows[0]?.n ?? 0);
}

describe('GET /api/game', () => {
  it('answers every game sorted by order', async () => {
    const response = await app.inject({ url: '/api/game' });
    expect(response.statusCode).toBe(200);
    const { data } = gamesResponseSchema.parse(response.json());
    expect(data.map((game) => game.id)).toEqual(['lol', 'cs2', 'dota2', 'valorant', 'brawlstars']);
    expect(data.map((game) => game.order)).toEqual([1, 2, 3, 4, 5]);
    expect(data[0]).toEqual({
      id: 'lol',
      name: 'League of Legends',
      image: '/games/lol.svg',
      order: 1,
      is_active: true,
    });
  });

  it('follows sort_order when it changes', async () => {
    await database.query("update games set sort_order = 0 where id = 'brawlstars'");
    try {
      const { data } = gamesResponseSchema.parse((await app.inject({ url: '/api/game' })).json());
      expect(data[0]?.id).toBe('brawlstars');
    } finally {
      await database.query("update games set sort_order = 5 where id = 'brawlstars'");
    }
  });
});

describe('Riot RSO (sandbox)', () => {
  it('links a Riot account for League of Legends through the consent page', async () => {
    const user = await newUser();
    const flow = await riotCode('lol');
    const response = await exchange(user, flow);
    expect(response.statusCode).toBe(200);
    expectStateCookieCleared(response);
    const body = riotAccountResponseSchema.parse(response.json());
    expect(body.data).toMatchObject({ game: 'lol', gameName: 'Ada Player', tagLine: 'EUW', region: null });
    expect(body.data.puuid).toHaveLength(78);

    const read = await app.inject({ url: '/api/game/riot/get/lol', headers: bearer(user) });
    expect(read.statusCode).toBe(200);
    expect(riotAccountResponseSchema.parse(read.json()).data.puuid).toBe(body.data.puuid);
    expect((await linkedAccountFor(database, user.id, 'lol'))?.displayName).toBe('Ada Player#EUW');
    expect((await linkedAccountFor(database, user.id, 'valorant'))?.externalId).toBe(body.data.puuid);
    expect(await linkedAccountFor(database, user.id, 'cs2')).toBeNull();

    // A code is single use, even under a fresh state of this browser.
    const restart = await riotStart('lol');
    const again = await exchange(
      user,
      { ...flow, state: String(restart.authorize.searchParams.get('state')) },
      {},
      restart.cookie,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(
      errorAnswer('Riot sign-in failed: the authorization code was refused. Please try again.'),
    );
  });

  it('stores the Valorant region, and requires one', async () => {
    const user = await newUser();
    const custom = { riot_id: 'custom', game_name: 'Region Tester', tag_line: 'AP1' };
    const missing = await exchange(user, await riotCode('valorant', custom));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(errorAnswer('Please choose a region'));

    const response = await exchange(user, await riotCode('valorant', custom), { region: 'asia' });
    expect(response.statusCode).toBe(200);
    const read = await app.inject({ url: '/api/game/riot/get/valorant', headers: bearer(user) });
    expect(riotAccountResponseSchema.parse(read.json()).data).toMatchObject({
      game: 'valorant',
      gameName: 'Region Tester',
      tagLine: 'AP1',
      region: 'asia',
    });
    expect((await linkedAccountFor(database, user.id, 'valorant'))?.region).toBe('asia');
  });

  it('refuses a redirect_uri other than the site page, a denial, and answers 404 when nothing is linked', async () => {
    const user = await newUser();
    const flow = await riotCode('lol', { riot_id: 'preset-1' });
    const wrong = await exchange(user, flow, { redirect_uri: 'https://evil.example/rso-login/lol' });
    expect(wrong.statusCode).toBe(400);
    const none = await app.inject({ url: '/api/game/riot/get/lol', headers: bearer(user) });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual(errorAnswer('No Riot Games account is linked'));
    expect((await app.inject({ url: '/api/game/riot/get/lol' })).statusCode).toBe(401);
  });
});

describe('Riot RSO state (CSRF: a sign-in started in another browser links nothing)', () => {
  const refused = errorAnswer('This Riot sign-in has expired or did not start here. Please try again.');
  const expectNothingLinked = async (user: { id: string }) => {
    expect(await linkedAccountFor(database, user.id, 'lol')).toBeNull();
    const { rows } = await database.query('select 1 from game_accounts where user_id = $1', [user.id]);
    expect(rows).toHaveLength(0);
  };

  it('binds the state to the browser with an httpOnly, Secure, SameSite=Lax cookie on /api/game for 10 minutes', async () => {
    const { setCookie } = await riotStart('valorant');
    const attributes = setCookie.split(/;\s*/).slice(1).sort();
    expect(attributes).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/api/game', 'SameSite=Lax', 'Secure']);
  });

  it('refuses a missing state (400), links nothing, and spends the cookie', async () => {
    const user = await newUser();
    const flow = await riotCode('lol', { riot_id: 'custom', game_name: 'No State', tag_line: 'NS1' });
    for (const state of [undefined, '', null, 42]) {
      const response = await exchange(user, flow, { state });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refused);
      expectStateCookieCleared(response);
    }
    await expectNothingLinked(user);
  });

  it('refuses a wrong state (400) and links nothing', async () => {
    const user = await newUser();
    const flow = await riotCode('lol', { riot_id: 'custom', game_name: 'Wrong State', tag_line: 'WS1' });
    for (const state of [`${flow.state}x`, flow.state.slice(0, -1), 'europe.forged', 'x'.repeat(300)]) {
      const response = await exchange(user, flow, { state });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refused);
      expectStateCookieCleared(response);
    }
    // The cookie's own value is not the state either.
    const cookieValue = flow.cookie.split('=')[1];
    expect((await exchange(user, flow, { state: cookieValue })).json()).toEqual(refused);
    await expectNothingLinked(user);
  });

  it('refuses the right state without its cookie, or with a forged or empty one', async () => {
    const user = await newUser();
    const flow = await riotCode('lol', { riot_id: 'custom', game_name: 'No Cookie', tag_line: 'NC1' });
    for (const cookie of [null, 'arena_rso_state=', 'arena_rso_state=forged', 'other=1']) {
      const response = await exchange(user, flow, {}, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refused);
    }
    await expectNothingLinked(user);
  });

  it("does not link an attacker's Riot account to a victim who follows the attacker's return link", async () => {
    // The attacker signs in with Riot in their own browser and stops at the return URL.
    const attacker = await riotCode('lol', { riot_id: 'custom', game_name: 'Attacker', tag_line: 'EVIL' });
    const victim = await newUser();
    // The victim never started a sign-in: no cookie.
    const cold = await exchange(victim, attacker, {}, null);
    expect(cold.statusCode).toBe(400);
    expect(cold.json()).toEqual(refused);
    // The victim has a sign-in of their own under way: their cookie does not match the attacker's state.
    const own = await riotStart('lol');
    const warm = await exchange(victim, attacker, {}, own.cookie);
    expect(warm.statusCode).toBe(400);
    expect(warm.json()).toEqual(refused);
    await expectNothingLinked(victim);

    // The attacker's code was never spent: the state check comes before the code exchange.
    const user = await newUser();
    const linked = await exchange(user, attacker);
    expect(linked.statusCode).toBe(200);
    expect(riotAccountResponseSchema.parse(linked.json()).data.gameName).toBe('Attacker');
  });

  it('links with the right state and the cookie from the redirect, once', async () => {
    const user = await newUser();
    const flow = await riotCode('valorant', { riot_id: 'custom', game_name: 'Right State', tag_line: 'RS1' });
    const response = await exchange(user, flow, { region: 'americas' });
    expect(response.statusCode).toBe(200);
    expectStateCookieCleared(response);
    expect((await linkedAccountFor(database, user.id, 'valorant'))?.displayName).toBe('Right State#RS1');
  });
});

describe('Steam OpenID 2.0 (sandbox OP)', () => {
  it('verifies the assertion, hands out a one-time bind token, and binds', async () => {
    const user = await newUser();
    const callback = await steamReturn(await steamAssertion(user, 'preset-1'));
    expect(`${callback.origin}${callback.pathname}`).toBe('http://arena.test/steam-callback');
    expect(callback.searchParams.get('id')).toBe('76561198000000002');
    const token = callback.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect(callback.bindCookie).toBe(`arena_steam_bind=${token}`);

    const bound = await steamBind(user, { steamId: '76561198000000002', token }, callback.bindCookie);
    expect(bound.statusCode).toBe(200);
    expect(steamAccountResponseSchema.parse(bound.json()).data).toMatchObject({
      steamId: '76561198000000002',
      personaName: 'Sam Gamer',
    });
    const read = await app.inject({ url: '/api/game/steam/get', headers: bearer(user) });
    expect(steamAccountResponseSchema.parse(read.json()).data.steamId).toBe('76561198000000002');
    expect((await linkedAccountFor(database, user.id, 'dota2'))?.externalId).toBe('76561198000000002');

    // The token is spent.
    const reused = await steamBind(user, { steamId: '76561198000000002', token }, callback.bindCookie);
    expect(reused.statusCode).toBe(403);
  });

  it('binds with the bind cookie when the site sends only {steamId}', async () => {
    const user = await newUser();
    const callback = await steamReturn(await steamAssertion(user, 'preset-2'));
    expect(callback.bindCookie).toMatch(/^arena_steam_bind=/);
    const bound = await steamBind(user, { steamId: '76561198000000003' }, callback.bindCookie);
    expect(bound.statusCode).toBe(200);
  });

  // Issue 9, finding 9: user B bound A's Steam account with A's /steam-callback?token=.
  it("refuses A's bind token to another user, even with A's cookie, and links nothing; A can still bind", async () => {
    const a = await newUser();
    const b = await newUser();
    const callback = await steamReturn(await steamAssertion(a, 'preset-0'));
    const token = callback.searchParams.get('token') ?? '';
    const steamId = '76561198000000001';
    const links = async () => {
      const { rows } = await database.query(
        "select user_id from game_accounts where provider = 'steam' and external_id = $1 and unlinked_at is null",
        [steamId],
      );
      return rows;
    };
    const otherUser =
      'This Steam sign-in was started by another Arena account. Please sign in with Steam again from your own account.';
    for (const [label, cookie] of [
      ['the link alone', null],
      ["with A's cookie too", callback.bindCookie],
    ] as const) {
      const stolen = await steamBind(b, { steamId, token }, cookie);
      expect(stolen.statusCode, label).toBe(403);
      expect(stolen.json(), label).toEqual(errorAnswer(otherUser));
    }
    // B's own browser cookie from B's own sign-in does not make A's token B's.
    const bOwn = await steamReturn(await steamAssertion(b, 'preset-1'));
    const mixed = await steamBind(b, { steamId, token }, bOwn.bindCookie);
    expect(mixed.statusCode).toBe(403);
    expect(mixed.json().message).toBe(otherUser);
    expect(await links()).toEqual([]);
    expect((await app.inject({ url: '/api/game/steam/get', headers: bearer(b) })).statusCode).toBe(404);

    // A's own link from another browser (no cookie) is refused too: the token alone proves nothing.
    const elsewhere = await steamBind(a, { steamId, token }, null);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe(
      'This Steam sign-in did not finish in this browser. Please sign in with Steam again from this browser.',
    );
    expect(await links()).toEqual([]);

    const own = await steamBind(a, { steamId, token }, callback.bindCookie);
    expect(own.statusCode).toBe(200);
    expect(await links()).toEqual([{ user_id: a.id }]);
  });

  it('starts only for a signed-in user, and a return without its start links nothing', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/auth/steam/start' })).statusCode).toBe(401);
    // The plain redirect without a start (an old link, another browser) goes back to the site.
    const bare = await app.inject({ url: '/api/auth/steam' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('http://arena.test/steam-callback?error=steam_not_started');
    const forged = await app.inject({
      url: '/api/auth/steam',
      headers: { cookie: 'arena_steam_start=forged' },
    });
    expect(forged.headers.location).toBe('http://arena.test/steam-callback?error=steam_not_started');

    // An assertion brought back to another browser (no start cookie) issues no bind token.
    const user = await newUser();
    const flow = await steamAssertion(user, 'preset-2');
    const elsewhere = await steamReturn({ assertion: flow.assertion, startCookie: '' });
    expect(elsewhere.searchParams.get('error')).toBe('steam_not_started');
    expect(elsewhere.searchParams.get('token')).toBeNull();
    expect(elsewhere.bindCookie).toBeNull();
    // The start is spent by its return: the same start cannot carry a second assertion.
    expect((await steamReturn(flow)).searchParams.get('id')).toBe('76561198000000003');
    const again = await steamAssertion(user, 'preset-2');
    const replayedStart = await steamReturn({ assertion: again.assertion, startCookie: flow.startCookie });
    expect(replayedStart.searchParams.get('error')).toBe('steam_not_started');
  });

  it('links nothing for forged callbacks', async () => {
    const user = await newUser();
    const before = await liveLinks();
    const forgeries: [string, (url: URL) => void][] = [
      [
        'wrong op_endpoint',
        (url) => url.searchParams.set('openid.op_endpoint', 'https://evil.example/openid/login'),
      ],
      [
        'bad claimed_id',
        (url) => {
          url.searchParams.set('openid.claimed_id', 'https://evil.example/openid/id/76561198000000001');
          url.searchParams.set('openid.identity', 'https://evil.example/openid/id/76561198000000001');
        },
      ],
      [
        'claimed_id with a trailing path',
        (url) => {
          url.searchParams.set(
            'openid.claimed_id',
            'https://steamcommunity.com/openid/id/76561198000000001/x',
          );
          url.searchParams.set('openid.identity', 'https://steamcommunity.com/openid/id/76561198000000001/x');
        },
      ],
      [
        'identity differs from claimed_id',
        (url) =>
          url.searchParams.set('openid.identity', 'https://steamcommunity.com/openid/id/76561198000000009'),
      ],
      [
        'failed check_authentication (claimed_id swapped after signing)',
        (url) => {
          url.searchParams.set('openid.claimed_id', 'https://steamcommunity.com/openid/id/76561198000000009');
          url.searchParams.set('openid.identity', 'https://steamcommunity.com/openid/id/76561198000000009');
        },
      ],
      ['failed check_authentication (bad sig)', (url) => url.searchParams.set('openid.sig', 'AAAA')],
      [
        'wrong return_to',
        (url) => url.searchParams.set('openid.return_to', 'https://evil.example/api/auth/steam/return'),
      ],
      ['mode not id_res', (url) => url.searchParams.set('openid.mode', 'setup_needed')],
      [
        'return_to unsigned',
        (url) => url.searchParams.set('openid.signed', 'op_endpoint,claimed_id,identity'),
      ],
    ];
    for (const [label, forge] of forgeries) {
      const flow = await steamAssertion(user, 'preset-0');
      forge(flow.assertion);
      const callback = await steamReturn(flow);
      expect(callback.searchParams.get('error'), label).toBe('steam_verification_failed');
      expect(callback.searchParams.get('token'), label).toBeNull();
    }
    const { rows } = await database.query(
      "select 1 from game_link_grants where kind = 'steam_bind' and subject = $1",
      ['76561198000000009'],
    );
    expect(rows).toHaveLength(0);
    expect(await liveLinks()).toBe(before);
  });

  it('refuses a replayed assertion and a cancelled sign-in', async () => {
    const user = await newUser();
    const flow = await steamAssertion(user, 'preset-0');
    expect((await steamReturn(flow)).searchParams.get('id')).toBe('76561198000000001');
    // Even from a fresh start of the same user, the nonce was seen.
    const replay = { assertion: flow.assertion, startCookie: await steamStart(user) };
    expect((await steamReturn(replay)).searchParams.get('error')).toBe('steam_verification_failed');
    const cancelled = await app.inject({
      method: 'POST',
      url: '/sandbox/steam/login',
      ...form({ return_to: 'http://arena.test/api/auth/steam/return', decision: 'deny' }),
    });
    const back = {
      assertion: new URL(String(cancelled.headers.location)),
      startCookie: await steamStart(user),
    };
    expect((await steamReturn(back)).searchParams.get('error')).toBe('access_denied');
  });

  it('answers check_authentication on the sandbox OP', async () => {
    const { assertion } = await steamAssertion(await newUser(), 'preset-0');
    const fields = Object.fromEntries(assertion.searchParams);
    const valid = await app.inject({
      method: 'POST',
      url: '/sandbox/steam/login',
      ...form({ ...fields, 'openid.mode': 'check_authentication' }),
    });
    expect(valid.body).toBe('ns:http://specs.openid.net/auth/2.0\nis_valid:true\n');
    const forged = await app.inject({
      method: 'POST',
      url: '/sandbox/steam/login',
      ...form({ ...fields, 'openid.mode': 'check_authentication', 'openid.claimed_id': 'x' }),
    });
    expect(forged.body).toContain('is_valid:false');
  });

  it('refuses to bind a steamId this user did not just verify', async () => {
    const user = await newUser();
    const forged = await steamBind(user, { steamId: '76561198000000009' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(
      'This Steam account was not verified by Steam sign-in for you. Please sign in with Steam again.',
    );
    // A token verified for one steamId does not bind another.
    const callback = await steamReturn(await steamAssertion(user, 'preset-0'));
    const token = callback.searchParams.get('token') ?? '';
    const swapped = await steamBind(user, { steamId: '76561198000000009', token }, callback.bindCookie);
    expect(swapped.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/game/steam/get', headers: bearer(user) })).statusCode).toBe(404);
  });
});

const claimBrawl = (user: { token: string }, playerTag: string) =>
  app.inject({
    method: 'POST',
    url: '/api/brawl-stars/claim',
    headers: bearer(user),
    payload: { playerTag },
  });
const verifyBrawl = (user: { token: string }, playerTag: string) =>
  app.inject({ method: 'POST', url: '/api/brawl-stars/link', headers: bearer(user), payload: { playerTag } });
/** The player changes their in-game name in the sandbox game (its JSON face). */
async function renameInGame(playerTag: string, name: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/sandbox/brawl-stars/players/${encodeURIComponent(playerTag.replace(/^#/, ''))}/name`,
    payload: { name },
  });
  expect(response.statusCode).toBe(200);
}

/** The whole proof: ask for a code, put it into the in-game name, verify. Answers the failing step. */
async function linkBrawl(user: { token: string }, playerTag: string) {
  const claim = await claimBrawl(user, playerTag);
  if (claim.statusCode !== 200) return claim;
  const { code, playerTag: tag } = brawlStarsClaimResponseSchema.parse(claim.json()).data;
  await renameInGame(tag, `Owner ${code}`);
  return verifyBrawl(user, playerTag);
}

describe('Brawl Stars', () => {
  it('links a tag with or without #, in any case, normalised to #UPPER', async () => {
    const a = await newUser();
    const response = await linkBrawl(a, ' #2pp0v ');
    expect(response.statusCode).toBe(200);
    const body = brawlStarsProfileResponseSchema.parse(response.json());
    expect(body.data.playerTag).toBe('#2PP0V');
    // The code is not kept in the name.
    expect(body.data.playerName).toBe('Owner');
    const b = await newUser();
    const bare = brawlStarsProfileResponseSchema.parse((await linkBrawl(b, 'ycl9')).json());
    expect(bare.data.playerTag).toBe('#YCL9');
    const profile = await app.inject({ url: '/api/brawl-stars/profile', headers: bearer(b) });
    expect(brawlStarsProfileResponseSchema.parse(profile.json()).data.playerTag).toBe('#YCL9');
  });

  it('refuses tags outside the alphabet or length with the spec message', async () => {
    const user = await newUser();
    for (const tag of ['#ABC', '#2P', '#2222222222222', '', '#2P-P']) {
      for (const response of [await claimBrawl(user, tag), await verifyBrawl(user, tag)]) {
        expect(response.statusCode, tag).toBe(400);
        expect(response.json().message, tag).toMatch(/^Failed to link Brawl Stars account: /);
      }
    }
    expect((await claimBrawl(user, '#ABC')).json().message).toBe(
      'Failed to link Brawl Stars account: A player tag has 3 to 12 characters, using only 0, 2, 8, 9, P, Y, L, Q, G, R, J, C, U and V',
    );
    expect((await app.inject({ url: '/api/brawl-stars/profile', headers: bearer(user) })).statusCode).toBe(
      404,
    );
  });

  it('gives one game account to one Arena user only (409)', async () => {
    const a = await newUser();
    const b = await newUser();
    expect((await linkBrawl(a, '#QQGRJ')).statusCode).toBe(200);
    expect((await linkBrawl(a, '#QQGRJ')).statusCode).toBe(200); // the same link again is fine
    const taken = await linkBrawl(b, 'qqgrj');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This Brawl Stars account is already linked to another Arena user');
    const second = await linkBrawl(a, '#QQGRU');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'Another Brawl Stars account is already linked to your Arena account. Disconnect it first.',
    );
  });
});

// Issue 9, finding 10: a tag was linked with no proof, so a squatter blocked the real owner (409).
describe('Brawl Stars ownership proof', () => {
  const tagLinks = async (tag: string) => {
    const { rows } = await database.query<{ user_id: string }>(
      "select user_id from game_accounts where provider = 'supercell' and external_id = $1 and unlinked_at is null",
      [tag],
    );
    return rows.map((row) => row.user_id);
  };

  it('answers a code for the tag, the same code while it lives, with the sandbox page to change the name', async () => {
    const user = await newUser();
    const first = await claimBrawl(user, '#2pq8');
    expect(first.statusCode).toBe(200);
    const claim = brawlStarsClaimResponseSchema.parse(first.json());
    expect(claim.message).toBe('Put the code into your Brawl Stars name, then press Verify.');
    expect(claim.data.playerTag).toBe('#2PQ8');
    expect(claim.data.code).toMatch(/^AR-[2-9A-HJ-NP-Z]{4}$/);
    const minutes = (Date.parse(claim.data.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    expect(claim.data.sandboxProfileUrl).toBe(
      `http://arena.test/sandbox/brawl-stars/players/2PQ8?code=${claim.data.code}`,
    );
    const again = brawlStarsClaimResponseSchema.parse((await claimBrawl(user, '2PQ8')).json());
    expect(again.data.code).toBe(claim.data.code);
    // The claim links nothing by itself.
    expect(await tagLinks('#2PQ8')).toEqual([]);
  });

  it("a squatter's pending claim does not block the owner, whose proof ends it", async () => {
    const squatter = await newUser();
    const owner = await newUser();
    expect((await claimBrawl(squatter, '#YYQ2')).statusCode).toBe(200);
    const ownerClaim = await claimBrawl(owner, '#YYQ2');
    expect(ownerClaim.statusCode).toBe(200);
    const { code } = brawlStarsClaimResponseSchema.parse(ownerClaim.json()).data;
    await renameInGame('#YYQ2', `Real ${code.toLowerCase().replace('-', ' ')}`);
    const linked = await verifyBrawl(owner, '#YYQ2');
    expect(linked.statusCode).toBe(200);
    expect(brawlStarsProfileResponseSchema.parse(linked.json()).data).toMatchObject({
      playerTag: '#YYQ2',
      playerName: 'Real',
    });
    expect(await tagLinks('#YYQ2')).toEqual([owner.id]);
    const { rows } = await database.query("select 1 from game_account_claims where external_id = '#YYQ2'");
    expect(rows).toEqual([]);
    // The squatter now meets the existing 409, at both steps.
    for (const response of [await verifyBrawl(squatter, '#YYQ2'), await claimBrawl(squatter, '#YYQ2')]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'This Brawl Stars account is already linked to another Arena user',
      );
    }
  });

  it('refuses to verify while the code is not in the in-game name, and links once it is', async () => {
    const user = await newUser();
    const { code } = brawlStarsClaimResponseSchema.parse((await claimBrawl(user, '#LQ2Y')).json()).data;
    await renameInGame('#LQ2Y', 'Just Me');
    const refused = await verifyBrawl(user, '#LQ2Y');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(
      errorAnswer(
        `Failed to link Brawl Stars account: ${code} is not in the name of player #LQ2Y yet. Put it into your in-game name, wait a minute, then press Verify again.`,
        'brawlStarsOwnership.codeMissing',
        { code, playerTag: '#LQ2Y' },
      ),
    );
    expect(await tagLinks('#LQ2Y')).toEqual([]);
    // Another player's code in the name proves nothing for this one.
    const other = await newUser();
    const otherCode = brawlStarsClaimResponseSchema.parse((await claimBrawl(other, '#LQ2Y')).json()).data
      .code;
    await renameInGame('#LQ2Y', `Me ${otherCode}`);
    expect((await verifyBrawl(user, '#LQ2Y')).statusCode).toBe(400);
    await renameInGame('#LQ2Y', `Me ${code}`);
    expect((await verifyBrawl(user, '#LQ2Y')).statusCode).toBe(200);
    expect(await tagLinks('#LQ2Y')).toEqual([user.id]);
  });

  it('refuses to verify without a claim, and with an expired code', async () => {
    const user = await newUser();
    const none = await verifyBrawl(user, '#GRJ2');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      'Failed to link Brawl Stars account: get a verification code for this player tag first.',
    );
    const { code } = brawlStarsClaimResponseSchema.parse((await claimBrawl(user, '#GRJ2')).json()).data;
    await renameInGame('#GRJ2', `Late ${code}`);
    await database.query(
      "update game_account_claims set expires_at = now() - interval '1 second' where user_id = $1",
      [user.id],
    );
    const expired = await verifyBrawl(user, '#GRJ2');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(
      'Failed to link Brawl Stars account: your verification code has expired. Please get a new code.',
    );
    expect(await tagLinks('#GRJ2')).toEqual([]);
    // A new claim gives a new code.
    const renewed = brawlStarsClaimResponseSchema.parse((await claimBrawl(user, '#GRJ2')).json()).data;
    expect(renewed.code).not.toBe(code);
  });

  it('a link made without proof (before migration 0012) gives way to a proven owner', async () => {
    const old = await newUser();
    const owner = await newUser();
    await database.query(
      `insert into game_accounts (user_id, provider, external_id, display_name, details)
       values ($1, 'supercell', '#VV28', 'Squat', '{"playerName":"Squat"}'::jsonb)`,
      [old.id],
    );
    expect((await linkBrawl(owner, '#VV28')).statusCode).toBe(200);
    expect(await tagLinks('#VV28')).toEqual([owner.id]);
    // A proven link does not give way.
    const late = await linkBrawl(old, '#VV28');
    expect(late.statusCode).toBe(409);
  });

  it('the sandbox player page shows the name and offers the code in a new one', async () => {
    const page = await app.inject({ url: '/sandbox/brawl-stars/players/2PQ9?code=AR-7KQ2' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('#2PQ9');
    expect(page.body).toMatch(/name="name" value="[^"]* AR-7KQ2"/);
    expect(page.body).not.toContain('<script');
    const changed = await app.inject({
      method: 'POST',
      url: '/sandbox/brawl-stars/players/2PQ9/name',
      ...form({ name: 'Piper AR-7KQ2' }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Piper AR-7KQ2');
    expect((await app.inject({ url: '/sandbox/brawl-stars/players/2PQ9' })).body).toContain('Piper AR-7KQ2');
    for (const name of ['', 'x'.repeat(31), 'a\u202Eb']) {
      const refused = await app.inject({
        method: 'POST',
        url: '/sandbox/brawl-stars/players/2PQ9/name',
        payload: { name },
      });
      expect(refused.statusCode, JSON.stringify(name)).toBe(400);
    }
    expect((await app.inject({ url: '/sandbox/brawl-stars/players/ABC' })).statusCode).toBe(400);
  });
});

describe('connected accounts and disconnections', () => {
  const disconnect = (user: { token: string }, gameType: string, payload: unknown) =>
    app.inject({
      method: 'DELETE',
      url: `/api/users/profile/game-accounts/${encodeURIComponent(gameType)}`,
      headers: bearer(user),
      payload: payload as Record<string, unknown>,
    });
  const accounts = async (user: { token: string }) => {
    const response = await app.inject({ url: '/api/users/profile/game-accounts', headers: bearer(user) });
    expect(response.statusCode).toBe(200);
    return gameAccountsResponseSchema.parse(response.json()).data;
  };
  const unlockAll = (userId: string) =>
    database.query(
      "update game_accounts set unlinked_at = unlinked_at - interval '8 days' where user_id = $1 and unlinked_at is not null",
      [userId],
    );

  it('lists connected accounts in the spec shape', async () => {
    const user = await newUser();
    expect(await accounts(user)).toEqual({ connectedAccounts: [], remainingDisconnections: 3 });
    const flow = await riotCode('valorant', {
      riot_id: 'custom',
      game_name: 'Lister',
      tag_line: 'EU1',
    });
    expect((await exchange(user, flow, { region: 'europe' })).statusCode).toBe(200);
    await linkBrawl(user, '#LQ9');
    expect(await accounts(user)).toEqual({
      remainingDisconnections: 3,
      connectedAccounts: [
        {
          gameType: 'Riot Games',
          canDisconnect: true,
          accountInfo: {
            valGameName: 'Lister',
            valTagLine: 'EU1',
            supportedGames: ['League of Legends', 'Valorant'],
          },
        },
        {
          gameType: 'Supercell',
          canDisconnect: true,
          accountInfo: { playerName: expect.any(String), playerTag: '#LQ9', supportedGames: ['Brawl Stars'] },
        },
      ],
    });
  });

  it('requires a trimmed reason of at most 500 characters', async () => {
    const user = await newUser();
    await linkBrawl(user, '#PY2');
    for (const payload of [{}, { reason: '' }, { reason: '   ' }, { reason: 7 }]) {
      const response = await disconnect(user, 'Supercell', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errorAnswer('Please provide a reason for disconnecting this account'));
    }
    const long = await disconnect(user, 'Supercell', { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual(
      errorAnswer('The reason must be at most 500 characters', 'validation.disconnect.reasonTooLong', {
        count: 500,
      }),
    );
    expect((await disconnect(user, 'Supercell', { reason: ` ${'y'.repeat(500)} ` })).statusCode).toBe(200);
    const { rows } = await database.query<{ unlink_reason: string }>(
      'select unlink_reason from game_accounts where user_id = $1',
      [user.id],
    );
    expect(rows[0]?.unlink_reason).toBe('y'.repeat(500));
  });

  it('locks reconnection for 7 days, then allows it', async () => {
    const user = await newUser();
    await linkBrawl(user, '#UV8');
    const done = await disconnect(user, 'Supercell', { reason: 'switching accounts' });
    expect(done.json()).toEqual({
      status: 'success',
      message: 'Game account disconnected',
      data: { remainingDisconnections: 2 },
    });
    expect(await linkedAccountFor(database, user.id, 'brawlstars')).toBeNull();
    const locked = await linkBrawl(user, '#UV8');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toMatch(
      /^You disconnected a Brawl Stars account recently\. You can link one again after \d{4}-\d{2}-\d{2}T/,
    );
    // Another provider is not locked.
    expect((await steamReturn(await steamAssertion(user, 'preset-0'))).searchParams.get('id')).toBeTruthy();
    await database.query(
      "update game_accounts set unlinked_at = now() - interval '6 days 23 hours' where user_id = $1",
      [user.id],
    );
    expect((await linkBrawl(user, '#UV8')).statusCode).toBe(409);
    await database.query(
      "update game_accounts set unlinked_at = now() - interval '7 days 1 minute' where user_id = $1",
      [user.id],
    );
    expect((await linkBrawl(user, '#UV8')).statusCode).toBe(200);
  });

  it('allows 3 disconnections in all, then refuses, and the profile counts them', async () => {
    const user = await newUser();
    for (let round = 0; round < 3; round += 1) {
      expect((await linkBrawl(user, '#QGR')).statusCode).toBe(200);
      const response = await disconnect(user, 'Supercell', { reason: `round ${round}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.remainingDisconnections).toBe(2 - round);
      await unlockAll(user.id);
    }
    expect((await linkBrawl(user, '#QGR')).statusCode).toBe(200);
    const list = await accounts(user);
    expect(list.remainingDisconnections).toBe(0);
    expect(list.connectedAccounts[0]?.canDisconnect).toBe(false);
    const refused = await disconnect(user, 'Supercell', { reason: 'one more' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You have no disconnections left');
    const profile = await app.inject({ url: '/api/users/profile', headers: bearer(user) });
    expect(profileResponseSchema.parse(profile.json()).data.remainingDisconnections).toBe(0);
  });

  it('answers 404 for an unlinked game type and 400 for an unknown one', async () => {
    const user = await newUser();
    const missing = await disconnect(user, 'Steam', { reason: 'gone' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No Steam account is linked');
    expect((await disconnect(user, 'Nintendo', { reason: 'gone' })).statusCode).toBe(400);
    expect(await accounts(user)).toMatchObject({ remainingDisconnections: 3 });
  });

  it('disconnects a Riot account by any of its game types', async () => {
    const user = await newUser();
    const flow = await riotCode('lol', {
      riot_id: 'custom',
      game_name: 'Leaver',
      tag_line: 'LV1',
    });
    expect((await exchange(user, flow)).statusCode).toBe(200);
    expect((await disconnect(user, 'Valorant', { reason: 'not playing' })).statusCode).toBe(200);
    expect(await linkedAccountFor(database, user.id, 'lol')).toBeNull();
  });
});

describe('races (meaningful on PostgreSQL)', () => {
  it('gives an account linked by several players at once to exactly one', async () => {
    // Four players hold a claim and the name shows every code (30 characters hold four).
    const users = await Promise.all(Array.from({ length: 4 }, () => newUser()));
    const codes: string[] = [];
    for (const user of users) {
      codes.push(brawlStarsClaimResponseSchema.parse((await claimBrawl(user, '#RJCU')).json()).data.code);
    }
    await renameInGame('#RJCU', codes.map((code) => code.replace('-', '')).join(''));
    const answers = await Promise.all(users.map((user) => verifyBrawl(user, '#RJCU')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const { rows } = await database.query(
      "select 1 from game_accounts where provider = 'supercell' and external_id = '#RJCU' and unlinked_at is null",
    );
    expect(rows).toHaveLength(1);
  });

  it('counts concurrent disconnections against the limit once each', async () => {
    const user = await newUser();
    await database.query(
      `insert into game_accounts (user_id, provider, external_id, display_name, unlinked_at, unlink_reason)
       values ($1, 'supercell', '#Q0Q', 'old', now() - interval '30 days', 'old')`,
      [user.id],
    );
    await linkBrawl(user, '#Q2Q');
    const flow = await riotCode('lol', {
      riot_id: 'custom',
      game_name: 'Racer',
      tag_line: 'RC1',
    });
    expect((await exchange(user, flow)).statusCode).toBe(200);
    await database.query(
      `insert into game_accounts (user_id, provider, external_id, display_name, unlinked_at, unlink_reason)
       values ($1, 'steam', '76561198000000077', 'old', now() - interval '30 days', 'old')`,
      [user.id],
    );
    // One disconnection left, two asked for at once: one succeeds.
    const answers = await Promise.all(
      ['Supercell', 'Riot Games'].map((gameType) =>
        app.inject({
          method: 'DELETE',
          url: `/api/users/profile/game-accounts/${encodeURIComponent(gameType)}`,
          headers: bearer(user),
          payload: { reason: 'race' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
  });
});
