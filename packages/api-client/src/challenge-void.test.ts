import { describe, expect, it } from 'vitest';
import { createApiClient, memorySession } from './index';

// A challenge the lifecycle voided (decision 0029) carries why, for visitors too; a reason off the contract
// is refused like any body off the contract.
const challenge = {
  id: 'v1',
  title: 'Lonely Cup',
  shortDescription: 'Top 5 win',
  description: '<p>Play</p>',
  image: null,
  status: 2,
  startTime: '2026-03-01T12:00:00.000Z',
  endTime: '2026-03-04T12:00:00.000Z',
  duration_hours: 72,
  entry_fee: 1,
  prizes: [{ id: 'p1', title: '1st', value: 50 }],
  winners: [],
  registeredPlayers: 1,
  maxPlayers: 50,
  isParticipating: false,
  gameLimit: 0,
  min_skill_level: 1,
  skill_bracket: 1,
  gameId: 'valorant',
  type: 'main',
};

function clientAnswering(bodies: Record<string, unknown>) {
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(new Request(input, init).url);
    const body = bodies[url.pathname];
    if (body === undefined) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return createApiClient({ baseUrl: 'http://api.test', session: memorySession(null), fetch });
}

describe('a voided challenge on the wire', () => {
  it('carries its void reason on the page and in the list, without a token', async () => {
    const client = clientAnswering({
      '/api/challenge/v1': { data: { ...challenge, voidReason: 'too_few_players', participants: [] } },
      '/api/challenge/list': {
        data: [
          { ...challenge, voidReason: 'provider_unreachable' },
          { ...challenge, id: 'c2', status: 1 },
        ],
      },
    });
    expect((await client.challenge('v1')).data.voidReason).toBe('too_few_players');
    const list = await client.challenges();
    expect(list.data.map((c) => [c.id, c.voidReason])).toEqual([
      ['v1', 'provider_unreachable'],
      ['c2', undefined],
    ]);
  });

  it('refuses a reason off the contract (an operator cancel is never shown)', async () => {
    const client = clientAnswering({
      '/api/challenge/v1': { data: { ...challenge, voidReason: 'operator_cancel', participants: [] } },
    });
    await expect(client.challenge('v1')).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
