import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, errorMessage, memorySession } from './index';

// The game waitlist calls (spec §2 Challenges, §4 Game selection; docs/decisions/0014-game-waitlist.md).
// A fake fetch: records each request and answers from a table by method and path.
type Answer = { status: number; body: unknown };
type Seen = { method: string; path: string; auth: string | null; body: string };

function fakeClient(answers: Record<string, Answer>, token: string | null = 'tok') {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = decodeURIComponent(new URL(request.url).pathname);
    seen.push({
      method: request.method,
      path,
      auth: request.headers.get('authorization'),
      body: await request.text(),
    });
    const answer = answers[`${request.method} ${path}`];
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const session = memorySession(token);
  return { client: createApiClient({ baseUrl: 'http://api.test', session, fetch }), seen, session };
}

const joined = {
  status: 'success',
  message: 'You are on the waitlist. We will email you when its challenges open.',
};

describe('game waitlist calls', () => {
  it('gameWaitlist reads GET /api/game/waitlist with the bearer', async () => {
    const { client, seen } = fakeClient({
      'GET /api/game/waitlist': { status: 200, body: { data: { gameIds: ['dota2', 'brawlstars'] } } },
    });
    expect(await client.gameWaitlist()).toEqual({ data: { gameIds: ['dota2', 'brawlstars'] } });
    expect(seen[0]).toMatchObject({ method: 'GET', auth: 'Bearer tok' });
  });

  it('gameWaitlist refuses a body off the contract', async () => {
    const { client } = fakeClient({ 'GET /api/game/waitlist': { status: 200, body: { data: ['dota2'] } } });
    await expect(client.gameWaitlist()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('joinGameWaitlist posts to /api/game/{gameId}/waitlist without a body', async () => {
    const { client, seen } = fakeClient({ 'POST /api/game/dota2/waitlist': { status: 200, body: joined } });
    expect(await client.joinGameWaitlist('dota2')).toEqual(joined);
    expect(seen[0]).toEqual({
      method: 'POST',
      path: '/api/game/dota2/waitlist',
      auth: 'Bearer tok',
      body: '',
    });
  });

  it('a refused join shows the server message, else a fallback', async () => {
    const { client } = fakeClient({
      'POST /api/game/lol/waitlist': {
        status: 400,
        body: { status: 'error', message: 'This game is already open for challenges.' },
      },
      'POST /api/game/nope/waitlist': { status: 404, body: { status: 'error', message: 'Game not found.' } },
      'POST /api/game/cs2/waitlist': { status: 500, body: {} },
    });
    const active = await client.joinGameWaitlist('lol').catch((error: unknown) => error);
    expect(active).toBeInstanceOf(ApiError);
    expect(errorMessage(active, 'joinGameWaitlist')).toEqual({
      serverMessage: 'This game is already open for challenges.',
    });
    const unknown = await client.joinGameWaitlist('nope').catch((error: unknown) => error);
    expect(errorMessage(unknown, 'joinGameWaitlist')).toEqual({ serverMessage: 'Game not found.' });
    const failed = await client.joinGameWaitlist('cs2').catch((error: unknown) => error);
    expect(errorMessage(failed, 'joinGameWaitlist')).toEqual({
      messageKey: 'errors.network.connectionError',
      params: { status: 500 },
    });
  });

  it('without a token neither call is sent: the session ends and "No authentication token found" shows', async () => {
    const { client, seen, session } = fakeClient({}, null);
    const list = await client.gameWaitlist().catch((error: unknown) => error);
    const joinFailure = await client.joinGameWaitlist('dota2').catch((error: unknown) => error);
    expect(seen).toEqual([]);
    expect(session.expired).toBe(2);
    expect(errorMessage(list, 'gameWaitlist')).toEqual({ messageKey: 'errors.auth.noToken' });
    expect(errorMessage(joinFailure, 'joinGameWaitlist')).toEqual({ messageKey: 'errors.auth.noToken' });
  });
});
