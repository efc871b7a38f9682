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
let healthReply: { status: number; body: unknown } = { status: 200, body: { status: 'ok', database: 'pglite' } };

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
    const markers = { getDeviceId: () => 'dev-9', getUtmSession: () => 'utm-3', getAffiliateCode: () => 'AFF7' };
    await createApiClient({ baseUrl, markers }).health();
    expect(seen[0]?.headers['x-device-id']).toBe('dev-9');
    expect(seen[0]?.headers['x-utm-session']).toBe('utm-3');
    expect(seen[0]?.headers['x-affiliate-code']).toBe('AFF7');
  });

  it('turns an error envelope into an http ApiError carrying the server message', async () => {
    healthReply = { status: 503, body: { status: 'error', message: 'Database unavailable' } };
    const error = await createApiClient({ baseUrl }).health().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 503, serverMessage: 'Database unavailable' });
  });

  it('refuses a body that does not match the contract', async () => {
    healthReply = { status: 200, body: { status: 'ok', database: 'mysql' } };
    await expect(createApiClient({ baseUrl }).health()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('reports an unreachable server as a network error', async () => {
    const error = await createApiClient({ baseUrl: 'http://127.0.0.1:1' }).health().catch((e: unknown) => e);
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
    await expect(createApiClient({ baseUrl, session }).me()).rejects.toMatchObject({ kind: 'unauthenticated' });
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
    const error = await createApiClient({ baseUrl, session }).me().catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(session.expired).toBe(1);
    expect(session.getToken()).toBeNull();
    expect(calls('/api/users/me')).toBe(1);
  });
});

describe('identity sign-in URL', () => {
  it('carries utm_session and device_id (spec §7)', () => {
    const markers = { getDeviceId: () => 'dev-1', getUtmSession: () => 'utm-1', getAffiliateCode: () => null };
    expect(createApiClient({ baseUrl: 'https://arena.example', markers }).identitySignInUrl('google')).toBe(
      'https://arena.example/api/auth/google?utm_session=utm-1&device_id=dev-1',
    );
  });
});
