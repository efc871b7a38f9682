import { describe, expect, it } from 'vitest';
import { createApiClient, memorySession } from './index';

// GET /api/challenge/{id}/breakdown (decision 0032): the caller's own scoring breakdown.
function fakeClient(answer: { status: number; body: unknown }, token: string | null = 'tok') {
  const seen: { method: string; path: string; auth: string | null }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      auth: request.headers.get('authorization'),
    });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    client: createApiClient({ baseUrl: 'http://api.test', session: memorySession(token), fetch }),
    seen,
  };
}

const breakdown = {
  challengeId: 'c 1',
  gameId: 'lol',
  enrolledAt: '2026-11-23T11:00:00.000Z',
  startTime: '2026-11-23T10:00:00.000Z',
  endTime: '2026-11-23T14:00:00.000Z',
  gameLimit: 2,
  matches: [
    {
      matchKey: 'EUW1_1',
      playedAt: '2026-11-23T10:30:00.000Z',
      reason: 'before_enrolment',
      counts: false,
      points: 12,
      bonus: 0,
    },
    {
      matchKey: 'EUW1_2',
      playedAt: '2026-11-23T11:30:00.000Z',
      reason: 'counted',
      counts: true,
      points: 6,
      bonus: 20,
    },
  ],
  totals: { points: 6, bonus: 20, total: 26, counted: 1, refused: 1 },
  tracking: {
    accountName: 'Nadia#EUW',
    lastCheckedAt: '2026-11-23T11:58:00.000Z',
    lastSuccessAt: '2026-11-23T11:57:00.000Z',
    nextCheckAt: '2026-11-23T11:59:00.000Z',
    checkIntervalSeconds: 60,
    lastError: { code: 'rate_limited', at: '2026-11-23T11:58:00.000Z' },
  },
};

describe('scoringBreakdown', () => {
  it('reads GET /api/challenge/{id}/breakdown with the bearer token', async () => {
    const { client, seen } = fakeClient({ status: 200, body: { data: breakdown } });
    expect(await client.scoringBreakdown('c 1')).toEqual({ data: breakdown });
    expect(seen).toEqual([{ method: 'GET', path: '/api/challenge/c%201/breakdown', auth: 'Bearer tok' }]);
  });

  it("refuses an answer with a reason it does not know, and carries the server's 403", async () => {
    const odd = { ...breakdown, matches: [{ ...breakdown.matches[0], reason: 'lucky' }] };
    await expect(
      fakeClient({ status: 200, body: { data: odd } }).client.scoringBreakdown('c1'),
    ).rejects.toMatchObject({
      kind: 'invalid-response',
    });
    const message = 'Only a participant can see how their score in this challenge was counted.';
    const refused = fakeClient({
      status: 403,
      body: { status: 'error', message, messageKey: 'breakdown.notParticipant', messageParams: {} },
    });
    await expect(refused.client.scoringBreakdown('c1')).rejects.toMatchObject({
      kind: 'http',
      status: 403,
      serverMessage: message,
      serverMessageKey: 'breakdown.notParticipant',
    });
  });
});
