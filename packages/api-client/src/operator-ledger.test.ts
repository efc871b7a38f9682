import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, errorMessage, memorySession } from './index';

// The operator calls the console once made with raw fetch (issue 32): the ledger audit, the CSV export
// and finish-now, now through the client (bearer token, refresh-once, the error envelope).
type Seen = { method: string; path: string; search: string; auth: string | null };

function fakeClient(answers: Record<string, () => Response>, token: string | null = 'tok') {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      auth: request.headers.get('authorization'),
    });
    const answer = answers[`${request.method} ${url.pathname}`];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  };
  const session = memorySession(token);
  const client = createApiClient({ baseUrl: 'http://api.test', session, fetch });
  return { client, seen, session };
}

const audit = {
  data: { ok: false, problems: ['Transaction tx9 sums to 5'], checkedAt: '2026-03-30T10:00:00Z' },
};

describe('operator ledger and finish-now calls', () => {
  it('ledgerAudit reads the invariants with the bearer token', async () => {
    const { client, seen } = fakeClient({ 'GET /api/admin/ledger/audit': () => Response.json(audit) });
    expect(await client.ledgerAudit()).toEqual(audit);
    expect(seen).toEqual([
      { method: 'GET', path: '/api/admin/ledger/audit', search: '', auth: 'Bearer tok' },
    ]);
  });

  it('ledgerAudit refuses an answer that is not the audit', async () => {
    const { client } = fakeClient({
      'GET /api/admin/ledger/audit': () => Response.json({ data: { ok: 'yes' } }),
    });
    const failure = await client.ledgerAudit().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe('invalid-response');
  });

  it('ledgerExport fetches the CSV of the days as a file', async () => {
    const { client, seen } = fakeClient({
      'GET /api/admin/ledger/export.csv': () =>
        new Response('day,type\n2026-03-01,entry_fee\n', { headers: { 'content-type': 'text/csv' } }),
    });
    const file = await client.ledgerExport({ from: '2026-03-01', to: '2026-03-02' });
    expect(await file.text()).toBe('day,type\n2026-03-01,entry_fee\n');
    expect(file.type).toBe('text/csv');
    expect(seen[0]).toEqual({
      method: 'GET',
      path: '/api/admin/ledger/export.csv',
      search: '?from=2026-03-01&to=2026-03-02',
      auth: 'Bearer tok',
    });
  });

  it('ledgerExport without days sends no query, and without a session ends it before any request', async () => {
    const csv = () => new Response('x', { headers: { 'content-type': 'text/csv' } });
    const signedIn = fakeClient({ 'GET /api/admin/ledger/export.csv': csv });
    await signedIn.client.ledgerExport();
    expect(signedIn.seen[0]!.search).toBe('');
    const signedOut = fakeClient({ 'GET /api/admin/ledger/export.csv': csv }, null);
    const failure = await signedOut.client.ledgerExport().catch((error: unknown) => error);
    expect((failure as ApiError).kind).toBe('unauthenticated');
    expect(signedOut.seen).toEqual([]);
    expect(signedOut.session.expired).toBe(1);
  });

  it('finishNow posts to the challenge and reads the winners', async () => {
    const answer = {
      success: true,
      finished: true,
      winners: [{ userId: 'u1', rank: 1, prizeCents: 500, crystals: 1375, xp: 40 }],
    };
    const { client, seen } = fakeClient({
      'POST /api/admin/challenges/c%201/finish-now': () => Response.json(answer),
    });
    expect(await client.finishNow('c 1')).toEqual(answer);
    expect(seen[0]).toMatchObject({ method: 'POST', auth: 'Bearer tok' });
  });

  it("finishNow's refusal carries the server's words", async () => {
    const { client } = fakeClient({
      'POST /api/admin/challenges/c1/finish-now': () =>
        Response.json({ status: 'error', message: 'This challenge was cancelled.' }, { status: 409 }),
    });
    const failure = await client.finishNow('c1').catch((error: unknown) => error);
    expect(errorMessage(failure, 'finishNow')).toEqual({ serverMessage: 'This challenge was cancelled.' });
  });
});
