import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, errorMessage, memorySession } from './index';

// A fake fetch: records each request and answers from a table by method and path.
type Answer = { status: number; body: unknown };
type Seen = { method: string; path: string; search: string; auth: string | null; body: unknown };

function fakeClient(answers: Record<string, Answer>, token: string | null = 'tok') {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    seen.push({
      method: request.method,
      path: decodeURIComponent(url.pathname),
      search: url.search,
      auth: request.headers.get('authorization'),
      body: text === '' ? undefined : JSON.parse(text),
    });
    const answer = answers[`${request.method} ${decodeURIComponent(url.pathname)}`];
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const session = memorySession(token);
  const client = createApiClient({ baseUrl: 'http://api.test', session, fetch });
  return { client, seen };
}

const challenge = {
  id: 'c1',
  title: 'Weekend Premium',
  shortDescription: 'Top 5 win',
  description: '<p>Play</p>',
  image: null,
  status: 0,
  startTime: '2026-03-01T12:00:00.000Z',
  endTime: '2026-03-04T12:00:00.000Z',
  duration_hours: 72,
  entry_fee: 1,
  prizes: [{ id: 'p1', title: '1st', value: 50 }],
  winners: [],
  registeredPlayers: 3,
  maxPlayers: 50,
  isParticipating: false,
  gameLimit: 0,
  min_skill_level: 1,
  skill_bracket: 1,
  gameId: 'valorant',
  type: 'main',
};

const linked = { status: 'success', message: 'Linked' };

describe('games and challenges calls (spec §7)', () => {
  it('games reads GET /api/game without a token', async () => {
    const games = [{ id: 'lol', name: 'League of Legends', image: '/g/lol.png', order: 1, is_active: true }];
    const { client, seen } = fakeClient({ 'GET /api/game': { status: 200, body: { data: games } } });
    expect(await client.games()).toEqual({ data: games });
    expect(seen[0]).toMatchObject({ method: 'GET', auth: null });
  });

  it('challenges sends gameId and status, with the bearer when signed in', async () => {
    const { client, seen } = fakeClient({
      'GET /api/challenge/list': { status: 200, body: { data: [challenge] } },
    });
    const answer = await client.challenges({ gameId: 'valorant', status: 1 });
    expect(answer.data[0]?.id).toBe('c1');
    expect(seen[0]).toMatchObject({ search: '?gameId=valorant&status=1', auth: 'Bearer tok' });
  });

  it('challenges reads anonymously without a token', async () => {
    const { client, seen } = fakeClient(
      { 'GET /api/challenge/list': { status: 200, body: { data: [] } } },
      null,
    );
    expect(await client.challenges()).toEqual({ data: [] });
    expect(seen[0]).toMatchObject({ search: '', auth: null });
  });

  it('challenge reads GET /api/challenge/{id} and refuses a body off the contract', async () => {
    const { client } = fakeClient({
      'GET /api/challenge/c1': { status: 200, body: { data: { ...challenge, participants: [] } } },
      'GET /api/challenge/bad': { status: 200, body: { data: { id: 'bad' } } },
    });
    expect((await client.challenge('c1')).data.participants).toEqual([]);
    await expect(client.challenge('bad')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('challenge carries the brackets (decision 0028) and refuses one out of range', async () => {
    const entered = {
      ...challenge,
      isParticipating: true,
      entrySkillLevel: 2,
      entrySkillBracket: 1,
      participants: [
        {
          userId: 'u1',
          user: { name: 'Lina' },
          game_name: 'Lina#EUW',
          score: 10,
          bonus_score: 0,
          gamesPlayed: 1,
          excluded: false,
          created_at: '2026-03-01T12:00:00.000Z',
          rank: 1,
          skillBracket: 1,
        },
      ],
    };
    const { client } = fakeClient({
      'GET /api/challenge/c1': { status: 200, body: { data: entered } },
      'GET /api/challenge/c2': { status: 200, body: { data: { ...entered, id: 'c2', skill_bracket: 7 } } },
    });
    const { data } = await client.challenge('c1');
    expect([data.skill_bracket, data.entrySkillLevel, data.entrySkillBracket]).toEqual([1, 2, 1]);
    expect(data.participants?.[0]?.skillBracket).toBe(1);
    await expect(client.challenge('c2')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('a refusal for another bracket shows the server message in its words', async () => {
    const message = 'This challenge is for skill bracket 2 (levels 4–6). Your Valorant bracket is 1.';
    const { client } = fakeClient({
      'POST /api/challenge/enroll': { status: 403, body: { success: false, message } },
    });
    const failure = await client.enroll('c1').catch((error: unknown) => error);
    expect(errorMessage(failure, 'enroll')).toEqual({ serverMessage: message });
  });

  it('enroll posts {challengeId} and reads {success, message}', async () => {
    const { client, seen } = fakeClient({
      'POST /api/challenge/enroll': {
        status: 200,
        body: { success: true, message: 'Successfully Enrolled!' },
      },
    });
    expect(await client.enroll('c1')).toEqual({ success: true, message: 'Successfully Enrolled!' });
    expect(seen[0]).toMatchObject({ method: 'POST', body: { challengeId: 'c1' }, auth: 'Bearer tok' });
  });

  it('a refused enrolment (4xx {success:false, message}) shows the server message', async () => {
    const { client } = fakeClient({
      'POST /api/challenge/enroll': {
        status: 409,
        body: { success: false, message: 'This challenge is full.' },
      },
    });
    const failure = await client.enroll('c1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(errorMessage(failure, 'enroll')).toEqual({ serverMessage: 'This challenge is full.' });
  });

  it('enrolment texts: fallback and network (spec §8)', async () => {
    const { client } = fakeClient({ 'POST /api/challenge/enroll': { status: 500, body: {} } });
    const failed = await client.enroll('c1').catch((error: unknown) => error);
    expect(errorMessage(failed, 'enroll')).toMatchObject({ messageKey: 'errors.challenge.enrolFailed' });
    const offline = fakeClient({});
    const unreachable = await offline.client.enroll('c1').catch((error: unknown) => error);
    expect(errorMessage(unreachable, 'enroll')).toEqual({ messageKey: 'errors.challenge.enrolNetworkError' });
  });
});

describe('game account calls (spec §2 Game-account linking, §7)', () => {
  const riot = {
    game: 'valorant',
    puuid: 'p-1',
    gameName: 'Lina',
    tagLine: 'EUW',
    region: 'europe',
    linkedAt: '2026-03-01T00:00:00.000Z',
  };
  const steam = { steamId: '7656', personaName: 'Lina', profileUrl: 'https://s/7656', linkedAt: 'x' };
  const brawl = { playerTag: '#2PPQ', playerName: 'Lina', linkedAt: 'x' };

  it('rsoExchange posts {code, redirect_uri, game, region, state}', async () => {
    const { client, seen } = fakeClient({
      'POST /api/game/lol/rso': { status: 200, body: { ...linked, data: riot } },
    });
    const request = {
      code: 'abc',
      redirect_uri: 'http://s/rso-login/valorant',
      game: 'valorant',
      region: 'europe',
      state: 'europe.st4te',
    } as const;
    expect((await client.rsoExchange(request)).data.gameName).toBe('Lina');
    expect(seen[0]).toMatchObject({ method: 'POST', body: request });
  });

  it('riotAccount reads GET /api/game/riot/get/{game}', async () => {
    const { client, seen } = fakeClient({
      'GET /api/game/riot/get/lol': {
        status: 200,
        body: { ...linked, data: { ...riot, game: 'lol', region: null } },
      },
    });
    expect((await client.riotAccount('lol')).data.region).toBeNull();
    expect(seen[0]?.path).toBe('/api/game/riot/get/lol');
  });

  it('steamBind posts {steamId, token}; steamAccount reads; steamSignInUrl points at the API', async () => {
    const { client, seen } = fakeClient({
      'POST /api/game/steam/bind': { status: 200, body: { ...linked, data: steam } },
      'GET /api/game/steam/get': { status: 200, body: { ...linked, data: steam } },
    });
    await client.steamBind({ steamId: '7656', token: 't' });
    expect((await client.steamAccount()).data.steamId).toBe('7656');
    expect(seen.map((s) => [s.method, s.path, s.body])).toEqual([
      ['POST', '/api/game/steam/bind', { steamId: '7656', token: 't' }],
      ['GET', '/api/game/steam/get', undefined],
    ]);
    expect(client.steamSignInUrl()).toBe('http://api.test/api/auth/steam');
  });

  it('startSteamSignIn posts to /api/auth/steam/start with the bearer, then answers the redirect URL', async () => {
    const { client, seen } = fakeClient({
      'POST /api/auth/steam/start': {
        status: 200,
        body: { status: 'success', message: 'Steam sign-in started' },
      },
    });
    expect(await client.startSteamSignIn()).toBe('http://api.test/api/auth/steam');
    expect(seen).toEqual([
      { method: 'POST', path: '/api/auth/steam/start', search: '', auth: 'Bearer tok', body: undefined },
    ]);
    const refused = fakeClient({ 'POST /api/auth/steam/start': { status: 503, body: {} } });
    const failure = await refused.client.startSteamSignIn().catch((error: unknown) => error);
    expect(errorMessage(failure, 'steamStart')).toMatchObject({
      messageKey: 'errors.network.connectionError',
    });
  });

  it('brawlStarsClaim posts {playerTag} and reads the code', async () => {
    const claim = { playerTag: '#2PPQ', playerName: 'Lina', code: 'AR-7KQ2', expiresAt: 'x' };
    const { client, seen } = fakeClient({
      'POST /api/brawl-stars/claim': { status: 200, body: { ...linked, data: claim } },
    });
    expect((await client.brawlStarsClaim('#2PPQ')).data.code).toBe('AR-7KQ2');
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/brawl-stars/claim',
      body: { playerTag: '#2PPQ' },
    });
  });

  it('brawlStarsLink posts {playerTag} with the #; a refusal shows the server message, else the fallback', async () => {
    const ok = fakeClient({
      'POST /api/brawl-stars/link': { status: 200, body: { ...linked, data: brawl } },
    });
    expect((await ok.client.brawlStarsLink('#2PPQ')).data.playerTag).toBe('#2PPQ');
    expect(ok.seen[0]?.body).toEqual({ playerTag: '#2PPQ' });

    const refused = fakeClient({
      'POST /api/brawl-stars/link': { status: 400, body: { status: 'error', message: 'Invalid player tag' } },
    });
    const failure = await refused.client.brawlStarsLink('#X').catch((error: unknown) => error);
    expect(errorMessage(failure, 'brawlStarsLink')).toEqual({ serverMessage: 'Invalid player tag' });
    const bare = fakeClient({ 'POST /api/brawl-stars/link': { status: 500, body: {} } });
    const failed = await bare.client.brawlStarsLink('#X').catch((error: unknown) => error);
    expect(errorMessage(failed, 'brawlStarsLink')).toMatchObject({
      messageKey: 'errors.brawlStars.linkFailed',
    });
  });

  it('brawlStarsProfile reads GET /api/brawl-stars/profile', async () => {
    const { client } = fakeClient({
      'GET /api/brawl-stars/profile': { status: 200, body: { ...linked, data: brawl } },
    });
    expect((await client.brawlStarsProfile()).data.playerName).toBe('Lina');
  });

  it('gameAccounts reads the connected accounts and the remaining count', async () => {
    const data = {
      connectedAccounts: [
        {
          gameType: 'Valorant',
          canDisconnect: true,
          accountInfo: { valGameName: 'Lina', valTagLine: 'EUW', supportedGames: ['valorant'] },
        },
      ],
      remainingDisconnections: 3,
    };
    const { client } = fakeClient({
      'GET /api/users/profile/game-accounts': { status: 200, body: { data } },
    });
    expect(await client.gameAccounts()).toEqual({ data });
  });

  it('disconnectGameAccount sends DELETE with a JSON {reason} to the encoded gameType', async () => {
    const { client, seen } = fakeClient({
      'DELETE /api/users/profile/game-accounts/Riot Games': {
        status: 200,
        body: { status: 'success', message: 'Disconnected', data: { remainingDisconnections: 2 } },
      },
    });
    expect(
      (await client.disconnectGameAccount('Riot Games', 'new account')).data.remainingDisconnections,
    ).toBe(2);
    expect(seen[0]).toMatchObject({ method: 'DELETE', body: { reason: 'new account' }, auth: 'Bearer tok' });
  });

  it('a failed disconnect shows the server message, else the spec fallback', async () => {
    const { client } = fakeClient({
      'DELETE /api/users/profile/game-accounts/Steam': { status: 500, body: {} },
    });
    const failure = await client.disconnectGameAccount('Steam', 'r').catch((error: unknown) => error);
    expect(errorMessage(failure, 'disconnectGameAccount')).toMatchObject({
      messageKey: 'errors.fallback.disconnectGameAccount',
    });
  });
});
