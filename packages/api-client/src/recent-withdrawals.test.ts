import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, memorySession } from './index';

// GET /api/withdrawal/recent (issue 34): the wallet's withdrawal timeline, with the player's token.
const row = {
  id: 'w1',
  transactionId: 't1',
  method: 'card',
  crystals: 1_500,
  usdCents: 3_000,
  status: 'failed',
  paymentEmail: null,
  card: { id: 'pm1', brand: 'Visa', last4: '1111' },
  createdAt: '2026-11-23T10:00:00.000Z',
  completedAt: null,
  reason: 'Account closed',
  decidedAt: '2026-11-23T16:30:00.000Z',
  refundedAt: '2026-11-24T09:15:00.000Z',
};

function client(status: number, body: unknown) {
  const seen: { method: string; url: string; auth: string | null }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    seen.push({ method: request.method, url: request.url, auth: request.headers.get('authorization') });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { api: createApiClient({ baseUrl: 'http://api.test', session: memorySession('tok'), fetch }), seen };
}

describe('recentWithdrawals', () => {
  it('reads the list with the bearer token and keeps every moment', async () => {
    const { api, seen } = client(200, { data: [row] });
    expect(await api.recentWithdrawals()).toEqual({ data: [row] });
    expect(seen).toEqual([
      { method: 'GET', url: 'http://api.test/api/withdrawal/recent', auth: 'Bearer tok' },
    ]);
  });

  it('refuses an answer without the step moments (the contract’s schema)', async () => {
    const { decidedAt: _dropped, ...withoutDecision } = row;
    const { api } = client(200, { data: [withoutDecision] });
    await expect(api.recentWithdrawals()).rejects.toBeInstanceOf(ApiError);
  });
});
