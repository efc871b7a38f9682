import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, memorySession } from './index';

// A real HTTP peer on loopback: the client is exercised over the wire, not against a stub of ky.
let baseUrl = '';
let seen: { path: string; headers: IncomingHttpHeaders }[] = [];
let validToken = 'fresh-1';
let refreshAnswers: string[] = [];
let healthReply: { status: number; body: unknown } = {
  status: 200,
  body: { status: 'ok', database: 'pglite' },
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
    const next = refreshAnswers.shift();
    if (!next) return reply(response, 401, { status: 'error', message: 'Session expired' });
    validToken = next;
    return reply(response, 200, { status: 'success', access_token: next });
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
});

const calls = (path: string) => seen.filter((s) => s.path === path).length;

describe('public calls', () => {
  it('parses a health answer and sends no Authorization header', async () => {
    healthReply = { status: 200, body: { status: 'ok', database: 'postgres' } };
    const client = createApiClient({ baseUrl, session: memorySession('fresh-1') });
    await expect(client.health()).resolves.toEqual({ status: 'ok', database: 'postgres' });
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('sends the device id, UTM session and affiliate code headers (spec §7)', async () => {
    healthReply = { status: 200, body: { status: 'ok', database: 'pglite' } };
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
    healthReply = { status: 200, body: { status: 'ok', database: 'mysql' } };
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

function fakeFetch(answers: Record<string, { status: number; body?: unknown; raw?: string }>) {
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
      headers: { 'content-type': 'application/json' },
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
        body: { status: 'success', message: 'Password updated' },
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
