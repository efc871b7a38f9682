import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { idempotencyMessages } from '@arena/contract';
import { ApiError, createApiClient, IdempotencyKeyReusedError, memorySession } from './index';

// A real HTTP peer on loopback: the client is exercised over the wire, not against a stub of ky.
let baseUrl = '';
let seen: { path: string; headers: IncomingHttpHeaders }[] = [];
let validToken = 'fresh-1';
let refreshAnswers: string[] = [];
/** How many refresh requests lose their connection before one is answered (a network failure). */
let refreshDrops = 0;
/** Holds each refresh answer back this long, so other calls arrive while it is in flight. */
let refreshDelayMs = 0;
let healthReply: { status: number; body: unknown } = {
  status: 200,
  body: { status: 'ok', database: 'pglite', sandbox: true, sandboxProviders: ['mail'] },
};

const me = {
  id: 'u1',
  name: 'Lina',
  email: 'lina@example.com',
  photo: null,
  created_at: '2026-01-01T00:00:00.000Z',
  provider: 'local',
  emailVerified: true,
  earningsPrivate: false,
  affiliateCode: 'LINA42',
  role: 'player',
  levelInfo: {
    currentLevel: 1,
    currentTier: { name: 'Bronze', color: '#CD7F32', minLevel: 1, maxLevel: 9 },
    experiencePoints: 0,
    experienceForCurrentLevel: 0,
    experienceForNextLevel: 100,
    experienceToNextLevel: 100,
    progressPercentage: 0,
  },
};

function reply(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  seen.push({ path, headers: request.headers });
  if (path === '/api/health') return reply(response, healthReply.status, healthReply.body);
  if (path === '/api/auth/refresh') {
    if (refreshDrops > 0) {
      refreshDrops -= 1;
      request.socket.destroy();
      return;
    }
    const next = refreshAnswers.shift();
    if (!next) return reply(response, 401, { status: 'error', message: 'Session expired' });
    validToken = next;
    setTimeout(() => reply(response, 200, { status: 'success', access_token: next }), refreshDelayMs);
    return;
  }
  if (path === '/api/users/me') {
    if (request.headers.authorization !== `Bearer ${validToken}`)
      return reply(response, 401, { status: 'error', message: 'Unauthorized' });
    return reply(response, 200, { data: { user: me } });
  }
  return reply(response, 404, { status: 'error', message: 'Not found' });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  validToken = 'fresh-1';
  refreshAnswers = [];
  refreshDrops = 0;
  refreshDelayMs = 0;
});

const calls = (path: string) => seen.filter((s) => s.path === path).length;

describe('public calls', () => {
  it('parses a health answer and sends no Authorization header', async () => {
    const live = { status: 'ok', database: 'postgres', sandbox: false, sandboxProviders: [] };
    healthReply = { status: 200, body: live };
    const client = createApiClient({ baseUrl, session: memorySession('fresh-1') });
    await expect(client.health()).resolves.toEqual(live);
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('sends the device id, UTM session and affiliate code headers (spec §7)', async () => {
    healthReply = {
      status: 200,
      body: { status: 'ok', database: 'pglite', sandbox: true, sandboxProviders: ['mail'] },
    };
    const markers = {
      getDeviceId: () => 'dev-9',
      getUtmSession: () => 'utm-3',
      getAffiliateCode: () => 'AFF7',
    };
    await createApiClient({ baseUrl, markers }).health();
    expect(seen[0]?.headers['x-device-id']).toBe('dev-9');
    expect(seen[0]?.headers['x-utm-session']).toBe('utm-3');
    expect(seen[0]?.headers['x-affiliate-code']).toBe('AFF7');
  });

  it('turns an error envelope into an http ApiError carrying the server message', async () => {
    healthReply = { status: 503, body: { status: 'error', message: 'Database unavailable' } };
    const error = await createApiClient({ baseUrl })
      .health()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 503, serverMessage: 'Database unavailable' });
  });

  it('refuses a body that does not match the contract', async () => {
    healthReply = {
      status: 200,
      body: { status: 'ok', database: 'mysql', sandbox: false, sandboxProviders: [] },
    };
    await expect(createApiClient({ baseUrl }).health()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('reports an unreachable server as a network error', async () => {
    const error = await createApiClient({ baseUrl: 'http://127.0.0.1:1' })
      .health()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: undefined });
  });
});

describe('authenticated calls', () => {
  it('sends the bearer token', async () => {
    const client = createApiClient({ baseUrl, session: memorySession('fresh-1') });
    const answer = await client.me();
    expect(answer.data.user.email).toBe('lina@example.com');
    expect(seen[0]?.headers.authorization).toBe('Bearer fresh-1');
  });

  it('without a token ends the session and does not call the server', async () => {
    const session = memorySession(null);
    await expect(createApiClient({ baseUrl, session }).me()).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
    expect(session.expired).toBe(1);
    expect(seen).toHaveLength(0);
  });

  it('on 401 refreshes once, stores the new token and retries', async () => {
    const session = memorySession('stale');
    refreshAnswers = ['fresh-2'];
    await createApiClient({ baseUrl, session }).me();
    expect(session.getToken()).toBe('fresh-2');
    expect(seen.map((s) => s.path)).toEqual(['/api/users/me', '/api/auth/refresh', '/api/users/me']);
    expect(seen[2]?.headers.authorization).toBe('Bearer fresh-2');
    expect(session.expired).toBe(0);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const session = memorySession('stale');
    refreshAnswers = ['fresh-3', 'unused'];
    const client = createApiClient({ baseUrl, session });
    await Promise.all([client.me(), client.me(), client.me()]);
    expect(calls('/api/auth/refresh')).toBe(1);
    expect(calls('/api/users/me')).toBe(6);
  });

  it('shares the session machine’s refresh with a 401 under way: one credential is presented once', async () => {
    const session = memorySession('stale');
    refreshAnswers = ['fresh-4', 'unused'];
    refreshDelayMs = 150;
    const client = createApiClient({ baseUrl, session });
    const [answer] = await Promise.all([client.refresh(), client.me()]);
    expect(answer.access_token).toBe('fresh-4');
    expect(calls('/api/auth/refresh')).toBe(1);
    expect(session.getToken()).toBe('fresh-4');
  });

  it('tries a refresh the network lost again, and gives up after the last wait', async () => {
    const session = memorySession('stale');
    const client = createApiClient({ baseUrl, session, refreshRetryDelaysMs: [5, 5] });
    refreshDrops = 2;
    refreshAnswers = ['fresh-5'];
    expect((await client.refresh()).access_token).toBe('fresh-5');
    expect(calls('/api/auth/refresh')).toBe(3);

    seen = [];
    refreshDrops = 3;
    refreshAnswers = ['never-sent'];
    await expect(client.refresh()).rejects.toMatchObject({ kind: 'network' });
    expect(calls('/api/auth/refresh')).toBe(3);
  });

  it('does not try a refused refresh again', async () => {
    const client = createApiClient({
      baseUrl,
      session: memorySession('stale'),
      refreshRetryDelaysMs: [5, 5],
    });
    await expect(client.refresh()).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(calls('/api/auth/refresh')).toBe(1);
  });

  it('ends the session when the refresh fails', async () => {
    const session = memorySession('stale');
    const error = await createApiClient({ baseUrl, session })
      .me()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(session.expired).toBe(1);
    expect(session.getToken()).toBeNull();
    expect(calls('/api/users/me')).toBe(1);
  });
});

describe('identity sign-in URL', () => {
  it('carries utm_session and device_id (spec §7)', () => {
    const markers = {
      getDeviceId: () => 'dev-1',
      getUtmSession: () => 'utm-1',
      getAffiliateCode: () => null,
    };
    expect(createApiClient({ baseUrl: 'https://arena.example', markers }).identitySignInUrl('google')).toBe(
      'https://arena.example/api/auth/google?utm_session=utm-1&device_id=dev-1',
    );
  });
});

// The request each call sends, seen through a fake fetch: method, path, headers and body.
type Sent = {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: string;
  credentials: string;
};

function fakeFetch(
  answers: Record<string, { status: number; body?: unknown; raw?: string; headers?: Record<string, string> }>,
) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    sent.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: request.headers,
      body: await request.text(),
      credentials: request.credentials,
    });
    const answer = answers[`${request.method} ${url.pathname}`] ?? {
      status: 404,
      body: { status: 'error', message: 'Not found' },
    };
    const text = answer.raw ?? JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

const markers = { getDeviceId: () => 'dev-1', getUtmSession: () => 'utm-1', getAffiliateCode: () => 'AFF1' };
const updated = { status: 'success', message: 'Profile updated', data: { user: me } };

describe('accounts calls (spec §7 Public and auth, Profile)', () => {
  it('login posts {email, password} with X-Device-ID and X-UTM-Session and no bearer', async () => {
    const { fetch, sent } = fakeFetch({
      'POST /api/auth/login': { status: 200, body: { status: 'success', access_token: 't-1' } },
    });
    const client = createApiClient({
      baseUrl: 'https://arena.example',
      session: memorySession('old'),
      markers,
      fetch,
    });
    await expect(client.login({ email: 'a@b.co', password: 'pw' })).resolves.toEqual({
      status: 'success',
      access_token: 't-1',
    });
    expect(sent[0]?.method).toBe('POST');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ email: 'a@b.co', password: 'pw' });
    expect(sent[0]?.headers.get('X-Device-ID')).toBe('dev-1');
    expect(sent[0]?.headers.get('X-UTM-Session')).toBe('utm-1');
    expect(sent[0]?.headers.get('Authorization')).toBeNull();
  });

  it('a failed login is an http error and never refreshes or ends a session', async () => {
    const { fetch, sent } = fakeFetch({
      'POST /api/auth/login': {
        status: 401,
        body: { status: 'error', message: 'Invalid email or password' },
      },
    });
    const session = memorySession(null);
    const error = await createApiClient({ baseUrl: 'https://arena.example', session, fetch })
      .login({ email: 'a@b.co', password: 'x' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 401, serverMessage: 'Invalid email or password' });
    expect(sent).toHaveLength(1);
    expect(session.expired).toBe(0);
  });

  it('a 429 carries Retry-After in seconds', async () => {
    const message = 'Too many login attempts. Please try again in 15 minutes.';
    const { fetch } = fakeFetch({
      'POST /api/auth/login': {
        status: 429,
        body: { status: 'error', message },
        headers: { 'retry-after': '900' },
      },
      'POST /api/auth/register': { status: 429, body: { status: 'error', message } },
    });
    const client = createApiClient({ baseUrl: 'https://arena.example', fetch });
    const error = await client.login({ email: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'http',
      status: 429,
      serverMessage: message,
      retryAfterSeconds: 900,
    });
    const withoutHeader = await client
      .register({
        name: 'A',
        email: 'a@b.co',
        password: 'p',
        passwordConfirm: 'p',
        country: 'AE',
        dob: '2000-01-01',
      })
      .catch((e: unknown) => e);
    expect(withoutHeader).toMatchObject({ kind: 'http', status: 429, retryAfterSeconds: undefined });
  });

  it('register posts the form with credentials included, X-UTM-Session and X-Affiliate-Code', async () => {
    const { fetch, sent } = fakeFetch({
      'POST /api/auth/register': { status: 201, body: { status: 'success', message: 'Check your email' } },
    });
    const client = createApiClient({ baseUrl: 'https://arena.example', markers, fetch });
    const request = {
      name: 'Lina',
      email: 'l@x.co',
      password: 'pw12345678',
      passwordConfirm: 'pw12345678',
      country: 'AE',
      dob: '2000-01-01',
    };
    await expect(client.register(request)).resolves.toEqual({
      status: 'success',
      message: 'Check your email',
    });
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual(request);
    expect(sent[0]?.credentials).toBe('include');
    expect(sent[0]?.headers.get('X-UTM-Session')).toBe('utm-1');
    expect(sent[0]?.headers.get('X-Affiliate-Code')).toBe('AFF1');
  });

  it('a refused registration carries the server message', async () => {
    const { fetch } = fakeFetch({
      'POST /api/auth/register': {
        status: 409,
        body: { status: 'error', message: 'Email already registered' },
      },
    });
    const error = await createApiClient({ baseUrl: 'https://arena.example', fetch })
      .register({
        name: 'L',
        email: 'l@x.co',
        password: 'p',
        passwordConfirm: 'p',
        country: 'AE',
        dob: '2000-01-01',
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 409, serverMessage: 'Email already registered' });
  });

  it('asks for a device id with an empty POST', async () => {
    const { fetch, sent } = fakeFetch({
      'POST /api/devices/generate': { status: 200, body: { data: { deviceId: 'dev-new' } } },
    });
    await expect(
      createApiClient({ baseUrl: 'https://arena.example', fetch }).generateDevice(),
    ).resolves.toEqual({ data: { deviceId: 'dev-new' } });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/devices/generate', body: '' });
  });

  it('refresh is a GET with no bearer', async () => {
    const { fetch, sent } = fakeFetch({
      'GET /api/auth/refresh': { status: 200, body: { status: 'success', access_token: 't-2' } },
    });
    await createApiClient({
      baseUrl: 'https://arena.example',
      session: memorySession('t-1'),
      fetch,
    }).refresh();
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/auth/refresh' });
    expect(sent[0]?.headers.get('Authorization')).toBeNull();
  });

  it('resends the verification email with the bearer token', async () => {
    const { fetch, sent } = fakeFetch({
      'POST /api/auth/verification/resend': { status: 200, body: { status: 'success', message: 'Sent' } },
    });
    await createApiClient({
      baseUrl: 'https://arena.example',
      session: memorySession('t-1'),
      fetch,
    }).resendVerification();
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer t-1');
  });

  it('updates the display name, photo, password and earnings privacy with the spec bodies', async () => {
    const { fetch, sent } = fakeFetch({
      'PUT /api/users/profile': { status: 200, body: updated },
      'PUT /api/users/profile/photo': { status: 200, body: updated },
      'PUT /api/users/profile/password': {
        status: 200,
        body: { status: 'success', message: 'Password updated', access_token: 't-1' },
      },
      'PUT /api/users/profile/earnings-privacy': { status: 200, body: updated },
    });
    const client = createApiClient({
      baseUrl: 'https://arena.example',
      session: memorySession('t-1'),
      fetch,
    });
    await client.updateName('Lina B');
    await client.updatePhoto('https://cdn.example/p.png');
    await client.changePassword({
      currentPassword: 'old-pass',
      newPassword: 'new-pass1',
      confirmPassword: 'new-pass1',
    });
    await client.setEarningsPrivacy(true);
    expect(sent.map((s) => [s.method, s.path, JSON.parse(s.body) as unknown])).toEqual([
      ['PUT', '/api/users/profile', { name: 'Lina B' }],
      ['PUT', '/api/users/profile/photo', { photo: 'https://cdn.example/p.png' }],
      [
        'PUT',
        '/api/users/profile/password',
        { currentPassword: 'old-pass', newPassword: 'new-pass1', confirmPassword: 'new-pass1' },
      ],
      ['PUT', '/api/users/profile/earnings-privacy', { earningsPrivate: true }],
    ]);
    expect(sent.every((s) => s.headers.get('Authorization') === 'Bearer t-1')).toBe(true);
  });

  it('uploads the profile image as the multipart field image', async () => {
    const { fetch, sent } = fakeFetch({
      'POST /api/upload/profile-image': {
        status: 200,
        body: { status: 'success', data: { fileUrl: '/u/p.png' } },
      },
    });
    const client = createApiClient({
      baseUrl: 'https://arena.example',
      session: memorySession('t-1'),
      fetch,
    });
    await expect(client.uploadProfileImage(new Blob(['png']), 'p.png')).resolves.toEqual({
      status: 'success',
      data: { fileUrl: '/u/p.png' },
    });
    expect(sent[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[0]?.body).toContain('name="image"; filename="p.png"');
  });

  it('reads the leaderboard with its limit and the public profile by encoded id, without a bearer', async () => {
    const { fetch, sent } = fakeFetch({
      'GET /api/public-profile/leaderboard': { status: 200, body: { data: { leaderboard: [] } } },
    });
    const client = createApiClient({
      baseUrl: 'https://arena.example',
      session: memorySession('t-1'),
      fetch,
    });
    await client.leaderboard(5);
    const error = await client.publicProfile('a/b').catch((e: unknown) => e);
    expect(sent[0]).toMatchObject({ path: '/api/public-profile/leaderboard', search: '?limit=5' });
    expect(sent[1]?.path).toBe('/api/public-profile/a%2Fb');
    expect(sent.every((s) => s.headers.get('Authorization') === null)).toBe(true);
    expect(error).toMatchObject({ kind: 'http', status: 404, serverMessage: 'Not found' });
  });

  it('an earnings-privacy 401 refreshes once, retries, then ends the session', async () => {
    const { fetch, sent } = fakeFetch({
      'PUT /api/users/profile/earnings-privacy': {
        status: 401,
        body: { status: 'error', message: 'Unauthorized' },
      },
      'GET /api/auth/refresh': { status: 200, body: { status: 'success', access_token: 't-2' } },
    });
    const session = memorySession('t-1');
    const error = await createApiClient({ baseUrl: 'https://arena.example', session, fetch })
      .setEarningsPrivacy(false)
      .catch((e: unknown) => e);
    expect(sent.map((s) => `${s.method} ${s.path} ${s.headers.get('Authorization') ?? ''}`)).toEqual([
      'PUT /api/users/profile/earnings-privacy Bearer t-1',
      'GET /api/auth/refresh ',
      'PUT /api/users/profile/earnings-privacy Bearer t-2',
    ]);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(session.expired).toBe(1);
  });

  it('a success that is not JSON, or not the contract, is an invalid-response error with its status', async () => {
    const { fetch } = fakeFetch({
      'GET /api/users/profile': { status: 200, raw: '<html>' },
      'GET /api/users/me': { status: 200, body: { data: {} } },
    });
    const client = createApiClient({
      baseUrl: 'https://arena.example',
      session: memorySession('t-1'),
      fetch,
    });
    await expect(client.profile()).rejects.toMatchObject({ kind: 'invalid-response', status: 200 });
    await expect(client.me()).rejects.toMatchObject({ kind: 'invalid-response', status: 200 });
  });
});

describe('tracking redirects (spec §7 browser redirects on the API host)', () => {
  const client = createApiClient({ baseUrl: 'https://arena.example' });
  it('builds /utm/referral?aff={code}', () => {
    expect(client.referralTrackingUrl('LINA 42')).toBe('https://arena.example/utm/referral?aff=LINA+42');
  });
  it('builds /utm/record keeping the whole query string', () => {
    expect(client.recordTrackingUrl('?utm_source=x&utm_session=s-1')).toBe(
      'https://arena.example/utm/record?utm_source=x&utm_session=s-1',
    );
    expect(client.recordTrackingUrl('a=1')).toBe('https://arena.example/utm/record?a=1');
  });
});

const walletAnswer = { gCoinsAvailable: 6, crystalsAvailable: 1375, referralRewardClaimed: false };
const completion = {
  status: 'success',
  message: 'Payment completed',
  data: { transactionId: 'tx-1', gCoinsCredited: 6, firstPurchaseBonus: 3, alreadyCredited: false },
};

function authedClient(answers: Parameters<typeof fakeFetch>[0], session = memorySession('t-1')) {
  const { fetch, sent } = fakeFetch(answers);
  return {
    client: createApiClient({ baseUrl: 'https://arena.example', session, markers, fetch }),
    sent,
    session,
  };
}

const json = (sent: Sent | undefined): unknown => JSON.parse(sent?.body ?? '');

describe('wallet calls (spec §7 Wallet and passport)', () => {
  it('wallet: GET /api/wallet/get with the bearer, parsed by the contract', async () => {
    const { client, sent } = authedClient({ 'GET /api/wallet/get': { status: 200, body: walletAnswer } });
    await expect(client.wallet()).resolves.toEqual(walletAnswer);
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/wallet/get', search: '', body: '' });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer t-1');
    expect(sent[0]?.headers.get('X-Device-ID')).toBe('dev-1');
  });

  it('wallet: an answer off the contract is an invalid-response error', async () => {
    const { client } = authedClient({
      'GET /api/wallet/get': { status: 200, body: { ...walletAnswer, crystalsAvailable: -1 } },
    });
    await expect(client.wallet()).rejects.toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('wallet: a 401 refreshes once and retries (spec §4 Wallet)', async () => {
    const { fetch, sent } = fakeFetch({
      'GET /api/auth/refresh': { status: 200, body: { status: 'success', access_token: 't-2' } },
    });
    const session = memorySession('t-1');
    const retrying: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.url.endsWith('/api/wallet/get') && request.headers.get('Authorization') === 'Bearer t-1') {
        await fetch(input, init);
        return new Response(JSON.stringify({ status: 'error', message: 'Unauthorized' }), { status: 401 });
      }
      if (request.url.endsWith('/api/wallet/get')) {
        await fetch(input, init);
        return new Response(JSON.stringify(walletAnswer), { status: 200 });
      }
      return fetch(input, init);
    };
    const client = createApiClient({ baseUrl: 'https://arena.example', session, fetch: retrying });
    await expect(client.wallet()).resolves.toEqual(walletAnswer);
    expect(sent.map((s) => `${s.method} ${s.path} ${s.headers.get('Authorization') ?? ''}`)).toEqual([
      'GET /api/wallet/get Bearer t-1',
      'GET /api/auth/refresh ',
      'GET /api/wallet/get Bearer t-2',
    ]);
    expect(session.expired).toBe(0);
  });

  it('transactions: GET with page 1 and limit 20 by default, or the page asked for', async () => {
    const body = {
      transactions: [
        {
          id: 'tx-1',
          transactionType: 'crystal_exchange',
          description: 'Exchanged 825 crystals for 3 GCoins',
          amount: -825,
          balanceAfter: 550,
          currency: 'crystal',
          status: 'completed',
          created_at: '2026-11-23T12:00:00.000Z',
          metadata: { gCoins: 3 },
        },
      ],
      pagination: { page: 1, limit: 20, hasMore: false },
    };
    const { client, sent } = authedClient({ 'GET /api/wallet/transactions': { status: 200, body } });
    await expect(client.transactions()).resolves.toEqual(body);
    await client.transactions({ page: 3, limit: 50 });
    expect(sent.map((s) => [s.method, s.path, s.search, s.body])).toEqual([
      ['GET', '/api/wallet/transactions', '?page=1&limit=20', ''],
      ['GET', '/api/wallet/transactions', '?page=3&limit=50', ''],
    ]);
    expect(sent.every((s) => s.headers.get('Authorization') === 'Bearer t-1')).toBe(true);
  });

  it('transactions: a final 401 ends the session (spec §2: the site goes to /join)', async () => {
    const { client, session } = authedClient({
      'GET /api/wallet/transactions': { status: 401, body: { status: 'error', message: 'Unauthorized' } },
    });
    await expect(client.transactions()).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(session.expired).toBe(1);
  });

  it('exchange: POST {amount} in GCoins with a JSON body and the bearer', async () => {
    const answer = {
      status: 'success',
      message: 'Exchanged',
      data: { gCoinsAvailable: 9, crystalsAvailable: 550, transactionId: 'tx-2' },
    };
    const { client, sent } = authedClient({ 'POST /api/wallet/exchange': { status: 200, body: answer } });
    await expect(client.exchange(3)).resolves.toEqual(answer);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/wallet/exchange' });
    expect(json(sent[0])).toEqual({ amount: 3 });
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer t-1');
  });

  it('exchange: sends the Idempotency-Key when given; its reuse for another amount is a typed 422', async () => {
    const { client, sent } = authedClient({
      'POST /api/wallet/exchange': {
        status: 422,
        body: { status: 'error', message: 'This Idempotency-Key was already used with a different request.' },
      },
    });
    const failure = client.exchange(2, 'tap-1');
    await expect(failure).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      kind: 'http',
      status: 422,
      serverMessage: idempotencyMessages.reused,
      message: 'This Idempotency-Key was already used with a different request.',
    });
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('tap-1');
    await client.exchange(2).catch(() => undefined);
    expect(sent[1]?.headers.get('Idempotency-Key')).toBeNull();
  });

  it('exchange: another 422 stays a plain ApiError with its message', async () => {
    const { client } = authedClient({
      'POST /api/wallet/exchange': { status: 422, body: { status: 'error', message: 'Something else' } },
    });
    const failure = client.exchange(2, 'tap-2');
    await expect(failure).rejects.not.toBeInstanceOf(IdempotencyKeyReusedError);
    await expect(failure).rejects.toMatchObject({
      kind: 'http',
      status: 422,
      serverMessage: 'Something else',
    });
  });

  it('exchange: a refusal carries the server message', async () => {
    const { client } = authedClient({
      'POST /api/wallet/exchange': { status: 400, body: { status: 'error', message: 'Not enough crystals' } },
    });
    await expect(client.exchange(10)).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      serverMessage: 'Not enough crystals',
    });
  });
});

describe('payment calls (spec §7 Payments)', () => {
  it('createOrder: POST {amount} with 2 decimals (spec §5) and reads paypalOrderId', async () => {
    const { client, sent } = authedClient({
      'POST /api/payments/create': {
        status: 200,
        body: { status: 'success', paypalOrderId: 'ORDER-1', approveUrl: 'https://pay.example/ORDER-1' },
      },
    });
    await expect(client.createOrder(1486)).resolves.toEqual({
      status: 'success',
      paypalOrderId: 'ORDER-1',
      approveUrl: 'https://pay.example/ORDER-1',
    });
    await client.createOrder(4400);
    expect(sent.map((s) => [s.method, s.path, json(s)])).toEqual([
      ['POST', '/api/payments/create', { amount: '14.86' }],
      ['POST', '/api/payments/create', { amount: '44.00' }],
    ]);
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer t-1');
  });

  it("createOrder: the server's words come from the `error` field when `message` is absent (spec §7)", async () => {
    const { client } = authedClient({
      'POST /api/payments/create': {
        status: 400,
        body: { status: 'error', error: 'Invalid amount: choose one of the GCoin packs.' },
      },
    });
    await expect(client.createOrder(999)).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      serverMessage: 'Invalid amount: choose one of the GCoin packs.',
    });
  });

  it('a blank `message` gives way to `error`; `message` wins when both are there', async () => {
    const { client } = authedClient({
      'POST /api/payments/capture': {
        status: 409,
        body: { status: 'error', message: ' ', error: 'Payment failed' },
      },
      'POST /api/payments/complete': {
        status: 409,
        body: { status: 'error', message: 'Payment was cancelled', error: 'cancelled' },
      },
    });
    await expect(client.captureOrder('ORDER-1')).rejects.toMatchObject({ serverMessage: 'Payment failed' });
    await expect(client.completeOrder('ORDER-1')).rejects.toMatchObject({
      serverMessage: 'Payment was cancelled',
    });
  });

  it('a failure body with neither field has no server message', async () => {
    const { client } = authedClient({
      'POST /api/payments/capture': { status: 502, body: { status: 'error' } },
    });
    const error = await client.captureOrder('ORDER-1').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 502, serverMessage: undefined });
  });

  it('captureOrder: POST {paymentId}', async () => {
    const answer = {
      status: 'success',
      message: 'Payment captured',
      data: { orderId: 'ORDER-1', orderStatus: 'captured', captureId: 'CAP-1' },
    };
    const { client, sent } = authedClient({ 'POST /api/payments/capture': { status: 200, body: answer } });
    await expect(client.captureOrder('ORDER-1')).resolves.toEqual(answer);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/payments/capture' });
    expect(json(sent[0])).toEqual({ paymentId: 'ORDER-1' });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer t-1');
  });

  it('completeOrder: POST {orderId}, reading the transaction and the GCoins credited', async () => {
    const { client, sent } = authedClient({
      'POST /api/payments/complete': { status: 200, body: completion },
    });
    await expect(client.completeOrder('ORDER-1')).resolves.toEqual(completion);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/payments/complete' });
    expect(json(sent[0])).toEqual({ orderId: 'ORDER-1' });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer t-1');
  });

  it('currencies: a public GET of {code, usd_rate}, with no bearer', async () => {
    const rates = [
      { code: 'USD', usd_rate: 1 },
      { code: 'AED', usd_rate: 3.6725 },
    ];
    const { client, sent } = authedClient({ 'GET /api/payments/currencies': { status: 200, body: rates } });
    await expect(client.currencies()).resolves.toEqual(rates);
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/payments/currencies', body: '' });
    expect(sent[0]?.headers.get('Authorization')).toBeNull();
  });

  it('currencies: works signed out', async () => {
    const { fetch } = fakeFetch({
      'GET /api/payments/currencies': { status: 200, body: [{ code: 'USD', usd_rate: 1 }] },
    });
    await expect(
      createApiClient({ baseUrl: 'https://arena.example', fetch }).currencies(),
    ).resolves.toHaveLength(1);
  });

  it('getPaymentUrl: POST {currency, amount, description, usd_amount}, reading paymentLink', async () => {
    const answer = {
      status: 'success',
      paymentLink: 'https://arena.example/sandbox/pay/p-1',
      paymentId: 'p-1',
    };
    const { client, sent } = authedClient({
      'POST /api/payments/get-payment-url': { status: 200, body: answer },
    });
    const request = { currency: 'AED', amount: '54.57', description: '3 GCoins', usd_amount: '14.86' };
    await expect(client.getPaymentUrl(request)).resolves.toEqual(answer);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/payments/get-payment-url' });
    expect(json(sent[0])).toEqual(request);
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer t-1');
  });

  it('getPaymentUrl: refuses a request off the contract before sending it', async () => {
    const { client, sent } = authedClient({});
    expect(() =>
      client.getPaymentUrl({
        currency: 'AED',
        amount: '1',
        description: 'x'.repeat(201),
        usd_amount: '5.50',
      }),
    ).toThrow();
    expect(sent).toHaveLength(0);
  });

  it('completePayment: POST {paymentId}', async () => {
    const { client, sent } = authedClient({
      'POST /api/payments/complete-payment': { status: 200, body: completion },
    });
    await expect(client.completePayment('p-1')).resolves.toEqual(completion);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/payments/complete-payment' });
    expect(json(sent[0])).toEqual({ paymentId: 'p-1' });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer t-1');
  });

  it('payment calls without a token end the session and send nothing', async () => {
    const { client, sent, session } = authedClient({}, memorySession(null));
    await expect(client.createOrder(550)).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(client.completePayment('p-1')).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(sent).toHaveLength(0);
    expect(session.expired).toBe(2);
  });
});
