import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, errorMessage, memorySession } from './index';

// The operator console's passport and payout calls (issue 12 over issue 10's operator API).
type Answer = { status: number; body: unknown; type?: string };
type Seen = { method: string; path: string; search: string; auth: string | null; body: string };

function fakeClient(answers: Record<string, Answer | Answer[]>, token: string | null = 'tok') {
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
    const entry = answers[`${request.method} ${url.pathname}`];
    const answer = Array.isArray(entry) ? entry.shift() : entry;
    if (!answer) throw new TypeError('Failed to fetch');
    const type = answer.type ?? 'application/json';
    const body = type === 'application/json' ? JSON.stringify(answer.body) : (answer.body as BodyInit);
    return new Response(body, { status: answer.status, headers: { 'content-type': type } });
  };
  const session = memorySession(token);
  return { client: createApiClient({ baseUrl: 'http://api.test', session, fetch }), seen, session };
}

const passport = {
  id: 'p1',
  userId: 'u1',
  userName: 'Huda',
  userEmail: 'huda@example.com',
  status: 'manual_review',
  uploadedAt: '2026-03-01T10:00:00.000Z',
  decidedAt: null,
  rejectionReason: null,
  contentType: 'image/png',
  sizeBytes: 68,
  fileAvailable: true,
};
const payout = {
  id: 'w1',
  transactionId: 't1',
  method: 'paypal',
  crystals: 2_000,
  usdCents: 4_000,
  status: 'pending',
  paymentEmail: 'huda@example.com',
  card: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  completedAt: null,
  reason: null,
  userId: 'u1',
  userName: 'Huda',
  userEmail: 'huda@example.com',
  firstApproval: null,
};

describe('operator passport calls', () => {
  it('adminPassports asks for the manual-review queue by default, with the token', async () => {
    const { client, seen } = fakeClient({
      'GET /api/admin/passports': { status: 200, body: { data: [passport] } },
    });
    expect(await client.adminPassports()).toEqual({ data: [passport] });
    expect(seen[0]).toMatchObject({ search: '?status=manual_review', auth: 'Bearer tok' });
    await client.adminPassports('rejected');
    expect(seen[1]!.search).toBe('?status=rejected');
  });

  it('adminPassportFile answers a Blob with the file’s bytes and content type', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71]);
    const { client, seen } = fakeClient({
      'GET /api/admin/passports/p%201/file': { status: 200, body: bytes, type: 'image/png' },
    });
    const file = await client.adminPassportFile('p 1');
    expect(file.type).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    expect(seen[0]!.auth).toBe('Bearer tok');
  });

  it('adminPassportFile refreshes once on a 401 and retries with the fresh token', async () => {
    const { client, seen, session } = fakeClient({
      'GET /api/admin/passports/p1/file': [
        { status: 401, body: { status: 'error', message: 'Unauthorized' } },
        { status: 200, body: 'PDF', type: 'application/pdf' },
      ],
      'GET /api/auth/refresh': { status: 200, body: { status: 'success', access_token: 'fresh' } },
    });
    const file = await client.adminPassportFile('p1');
    expect(file.type).toBe('application/pdf');
    expect(session.getToken()).toBe('fresh');
    expect(seen.map((call) => `${call.method} ${call.path} ${call.auth}`)).toEqual([
      'GET /api/admin/passports/p1/file Bearer tok',
      'GET /api/auth/refresh null',
      'GET /api/admin/passports/p1/file Bearer fresh',
    ]);
  });

  it('adminPassportFile without a token throws unauthenticated and calls nothing', async () => {
    const { client, seen } = fakeClient({}, null);
    const failure = await client.adminPassportFile('p1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe('unauthenticated');
    expect(seen).toEqual([]);
  });

  it('a missing file is a 404 carrying the server’s words', async () => {
    const { client } = fakeClient({
      'GET /api/admin/passports/p1/file': {
        status: 404,
        body: { status: 'error', message: 'Passport verification not found.' },
      },
    });
    const failure = await client.adminPassportFile('p1').catch((error: unknown) => error);
    expect(errorMessage(failure, 'adminPassportFile')).toEqual({
      serverMessage: 'Passport verification not found.',
    });
  });

  it('verifyPassport posts nothing; rejectPassport posts the reason', async () => {
    const decided = {
      status: 'success',
      message: 'Passport verified.',
      data: { ...passport, status: 'verified' },
    };
    const { client, seen } = fakeClient({
      'POST /api/admin/passports/p1/verify': { status: 200, body: decided },
      'POST /api/admin/passports/p1/reject': {
        status: 409,
        body: { status: 'error', message: 'This passport has already been decided.' },
      },
    });
    expect((await client.verifyPassport('p1')).data.status).toBe('verified');
    const failure = await client.rejectPassport('p1', 'Blurry photo').catch((error: unknown) => error);
    expect(JSON.parse(seen[1]!.body)).toEqual({ reason: 'Blurry photo' });
    expect(errorMessage(failure, 'rejectPassport')).toEqual({
      serverMessage: 'This passport has already been decided.',
    });
  });
});

describe('operator payout calls', () => {
  it('adminPayouts sends only the filters given', async () => {
    const { client, seen } = fakeClient({
      'GET /api/admin/payouts': {
        status: 200,
        body: { data: [payout], secondApprovalFromCrystals: 5000 },
      },
    });
    expect((await client.adminPayouts()).data).toEqual([payout]);
    await client.adminPayouts({ status: 'pending', method: 'card' });
    expect(seen.map((call) => call.search)).toEqual(['', '?status=pending&method=card']);
  });

  it('approvePayout and rejectPayout post to the payout; reject sends the reason', async () => {
    const answer = (status: string) => ({
      status: 200,
      body: { status: 'success', message: 'ok', data: { ...payout, status } },
    });
    const { client, seen } = fakeClient({
      'POST /api/admin/payouts/w1/approve': answer('processing'),
      'POST /api/admin/payouts/w1/reject': answer('rejected'),
    });
    expect((await client.approvePayout('w1')).data.status).toBe('processing');
    expect((await client.rejectPayout('w1', 'Suspicious')).data.status).toBe('rejected');
    expect(seen.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/admin/payouts/w1/approve', ''],
      ['POST', '/api/admin/payouts/w1/reject', '{"reason":"Suspicious"}'],
    ]);
  });
});
