import { describe, expect, it } from 'vitest';
import { createApiClient, errorMessage, memorySession } from './index';

// The console's reconciliation calls (decision 0044): the stuck list and "check now".
function fakeClient(answers: Record<string, { status: number; body: unknown }>) {
  const seen: { method: string; path: string; auth: string | null }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    seen.push({ method: request.method, path: url.pathname, auth: request.headers.get('authorization') });
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

const stuck = {
  kind: 'payout',
  id: 'w1',
  provider: 'paypal',
  userId: 'u1',
  userName: 'Huda',
  userEmail: 'huda@example.com',
  usdCents: 2000,
  status: 'processing',
  since: '2026-03-01T10:00:00.000Z',
  lastCheckedAt: null,
  checks: 0,
  lastOutcome: null,
  lastAnswer: null,
};

describe('reconciliation calls', () => {
  it('reads the stuck list and runs the check now, with the operator’s token', async () => {
    const { client, seen } = fakeClient({
      'GET /api/admin/reconciliation': {
        status: 200,
        body: { data: [stuck], afterMinutes: 30, lastRun: null },
      },
      'POST /api/admin/reconciliation/run': {
        status: 200,
        body: { status: 'success', data: { ran: true, checked: 1, settled: 0 } },
      },
    });
    expect(await client.reconciliation()).toEqual({ data: [stuck], afterMinutes: 30, lastRun: null });
    expect((await client.runReconciliation()).data).toEqual({ ran: true, checked: 1, settled: 0 });
    expect(seen).toEqual([
      { method: 'GET', path: '/api/admin/reconciliation', auth: 'Bearer tok' },
      { method: 'POST', path: '/api/admin/reconciliation/run', auth: 'Bearer tok' },
    ]);
  });

  it('a refusal carries the server’s words', async () => {
    const { client } = fakeClient({
      'GET /api/admin/reconciliation': {
        status: 403,
        body: { status: 'error', message: 'Only operators can do this.' },
      },
    });
    const error = await client.reconciliation().catch((caught: unknown) => caught);
    expect(errorMessage(error, 'reconciliation')).toEqual({ serverMessage: 'Only operators can do this.' });
  });
});
