import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, memorySession } from './index';

// The operator console's fair-play flags (issue 30, flags-calls.ts).
type Seen = { method: string; url: string; body: string };

function fakeClient(answer: () => Response) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    seen.push({ method: request.method, url: url.pathname + url.search, body: await request.text() });
    return answer();
  };
  return {
    client: createApiClient({ baseUrl: 'http://api.test', session: memorySession('tok'), fetch }),
    seen,
  };
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const flag = {
  id: 'f1',
  status: 'resolved',
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T11:00:00.000Z',
  accounts: [{ id: 'u1', name: 'Lina' }],
  signals: ['device'],
  resolution: {
    action: 'hold_payouts',
    note: 'Same phone',
    operatorId: 'op',
    operatorName: 'Ada',
    resolvedAt: '2026-05-01T11:00:00.000Z',
  },
  evidence: [
    {
      signal: 'device',
      value: 'dev-1',
      userIds: ['u1'],
      firstSeen: '2026-05-01T10:00:00.000Z',
      lastSeen: '2026-05-01T10:00:00.000Z',
      count: 2,
    },
  ],
  players: [
    { id: 'u1', name: 'Lina', email: 'l@example.com', role: 'player', blocked: false, payoutsHeld: true },
  ],
};

describe('flags calls', () => {
  it('adminFlags asks for open flags on page 1 unless told otherwise', async () => {
    const page = { data: [], pagination: { page: 2, pageSize: 20, total: 21 } };
    const { client, seen } = fakeClient(() => json(200, page));
    expect(await client.adminFlags()).toEqual(page);
    expect(await client.adminFlags({ status: 'resolved', page: 2 })).toEqual(page);
    expect(seen.map((call) => call.url)).toEqual([
      '/api/admin/flags?status=open&page=1',
      '/api/admin/flags?status=resolved&page=2',
    ]);
  });

  it('resolveFlag posts the action and the note and answers the resolved flag', async () => {
    const answer = {
      status: 'success',
      message: 'Flag resolved.',
      messageKey: 'fairPlay.resolved',
      data: flag,
    };
    const { client, seen } = fakeClient(() => json(200, answer));
    expect(await client.resolveFlag('f/1', { action: 'hold_payouts', note: 'Same phone' })).toEqual(answer);
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/admin/flags/f%2F1/resolve',
        body: '{"action":"hold_payouts","note":"Same phone"}',
      },
    ]);
  });

  it('adminFlag answers the evidence; a refusal keeps its catalogue key', async () => {
    const { client } = fakeClient(() => json(200, { data: flag }));
    expect((await client.adminFlag('f1')).data.evidence[0]?.value).toBe('dev-1');
    const refused = fakeClient(() =>
      json(403, {
        status: 'error',
        message: 'You cannot decide on your own account: another operator must.',
        messageKey: 'operatorUser.ownAccount',
      }),
    );
    const error = await refused.client
      .resolveFlag('f1', { action: 'dismiss', note: 'x' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessageKey).toBe('operatorUser.ownAccount');
  });
});
