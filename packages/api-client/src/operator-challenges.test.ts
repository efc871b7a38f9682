import { describe, expect, it } from 'vitest';
import { createApiClient, errorMessage, memorySession } from './index';

// The operator console's challenge, game and ledger calls (issue 12, docs/decisions/0021).
type Answer = { status: number; body: unknown };
type Seen = { method: string; path: string; search: string; auth: string | null; body: string };

function fakeClient(answers: Record<string, Answer>) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      auth: request.headers.get('authorization'),
      body: await request.text(),
    });
    const answer = answers[`${request.method} ${url.pathname}`];
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    client: createApiClient({ baseUrl: 'http://api.test', session: memorySession('tok'), fetch }),
    seen,
  };
}

const form = {
  title: 'Daily',
  shortDescription: '<p>Short</p>',
  description: '<p>Long</p>',
  gameId: 'lol',
  type: 'daily' as const,
  preset: 'daily' as const,
  startsAt: '2099-01-01T10:00:00Z',
};

describe('operator challenge calls', () => {
  it('createChallenge posts the form and answers the id', async () => {
    const { client, seen } = fakeClient({
      'POST /api/admin/challenges': { status: 201, body: { status: 'success', data: { id: 'c1' } } },
    });
    expect(await client.createChallenge(form)).toEqual({ status: 'success', data: { id: 'c1' } });
    expect(seen[0]).toMatchObject({ method: 'POST', auth: 'Bearer tok' });
    expect(JSON.parse(seen[0]!.body)).toEqual(form);
  });

  it('cancelChallenge posts the reason; a refusal carries the server message', async () => {
    const { client, seen } = fakeClient({
      'POST /api/admin/challenges/c%201/cancel': {
        status: 409,
        body: { status: 'error', message: 'This challenge has finished and cannot be cancelled.' },
      },
    });
    const failure = await client.cancelChallenge('c 1', 'Outage').catch((error: unknown) => error);
    expect(JSON.parse(seen[0]!.body)).toEqual({ reason: 'Outage' });
    expect(errorMessage(failure, 'cancelChallenge')).toEqual({
      serverMessage: 'This challenge has finished and cannot be cancelled.',
    });
  });

  it('adminChallenges and ledgerTotals send their filters as query parameters', async () => {
    const { client, seen } = fakeClient({
      'GET /api/admin/challenges': {
        status: 200,
        body: { status: 'success', data: { items: [], total: 0, page: 2, pageSize: 20 } },
      },
    });
    await client.adminChallenges({ gameId: 'cs2', status: 3, page: 2 });
    expect(seen[0]!.search).toBe('?gameId=cs2&status=3&page=2');
    expect(client.ledgerExportUrl({ from: '2026-03-01', to: '2026-03-02' })).toBe(
      'http://api.test/api/admin/ledger/export.csv?from=2026-03-01&to=2026-03-02',
    );
  });

  it('updateGame puts the changes and reads the game back', async () => {
    const game = {
      id: 'lol',
      name: 'League of Legends',
      image: '/games/lol.svg',
      order: 4,
      is_active: false,
    };
    const { client, seen } = fakeClient({
      'PUT /api/admin/games/lol': { status: 200, body: { data: game } },
    });
    expect(await client.updateGame('lol', { isActive: false, sortOrder: 4 })).toEqual({ data: game });
    expect(JSON.parse(seen[0]!.body)).toEqual({ isActive: false, sortOrder: 4 });
  });
});
