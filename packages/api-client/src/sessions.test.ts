import { authMessages } from '@arena/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, errorMessage, memorySession } from './index';

// Revocation calls (docs/decisions/0007 "Revocation"): sign out everywhere, and the password change that
// hands this browser a fresh token. A fake fetch records each request and answers from a table.
type Answer = { status: number; body: unknown };
type Seen = { method: string; path: string; auth: string | null; body: string };

function fakeClient(answers: Record<string, Answer[]>, token: string | null = 'tok-1') {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    seen.push({
      method: request.method,
      path,
      auth: request.headers.get('authorization'),
      body: await request.text(),
    });
    const answer = answers[`${request.method} ${path}`]?.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const session = memorySession(token);
  return { client: createApiClient({ baseUrl: 'http://api.test', session, fetch }), seen, session };
}

const signedOut = { status: 'success', message: authMessages.loggedOutEverywhere };
const expired = {
  status: 401,
  body: { status: 'error', message: 'Authentication failed. Please log in again.' },
};

describe('logoutAll', () => {
  it('posts /api/auth/logout-all with the bearer and answers the server message', async () => {
    const { client, seen } = fakeClient({ 'POST /api/auth/logout-all': [{ status: 200, body: signedOut }] });
    await expect(client.logoutAll()).resolves.toEqual(signedOut);
    expect(seen).toEqual([{ method: 'POST', path: '/api/auth/logout-all', auth: 'Bearer tok-1', body: '' }]);
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    const { client, seen } = fakeClient({
      'POST /api/auth/logout-all': [expired, { status: 200, body: signedOut }],
      'GET /api/auth/refresh': [{ status: 200, body: { status: 'success', access_token: 'tok-2' } }],
    });
    await expect(client.logoutAll()).resolves.toEqual(signedOut);
    expect(seen.map((s) => [s.method, s.path, s.auth])).toEqual([
      ['POST', '/api/auth/logout-all', 'Bearer tok-1'],
      ['GET', '/api/auth/refresh', null],
      ['POST', '/api/auth/logout-all', 'Bearer tok-2'],
    ]);
  });

  it('fails without a token, sending nothing', async () => {
    const { client, seen } = fakeClient({}, null);
    const failure = await client.logoutAll().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(errorMessage(failure, 'logoutAll')).toEqual({ messageKey: 'errors.auth.noToken' });
    expect(seen).toEqual([]);
  });

  it('maps a 401 that survives the refresh to the spec text', async () => {
    const { client, session } = fakeClient({
      'POST /api/auth/logout-all': [expired],
      'GET /api/auth/refresh': [{ status: 401, body: { status: 'error', message: 'Session expired' } }],
    });
    const failure = await client.logoutAll().catch((error: unknown) => error);
    expect(errorMessage(failure, 'logoutAll')).toEqual({ messageKey: 'errors.auth.authenticationFailed' });
    expect(session.expired).toBe(1);
  });
});

describe('changePassword', () => {
  it('keeps this browser signed in with the token the answer brings', async () => {
    const answer = { status: 'success', message: 'Password updated successfully', access_token: 'tok-after' };
    const { client, session } = fakeClient({
      'PUT /api/users/profile/password': [{ status: 200, body: answer }],
    });
    await expect(
      client.changePassword({
        currentPassword: 'old-pass',
        newPassword: 'new-pass1',
        confirmPassword: 'new-pass1',
      }),
    ).resolves.toEqual(answer);
    expect(session.getToken()).toBe('tok-after');
  });
});
