import { describe, expect, it } from 'vitest';
import { createApiClient, memorySession } from './index';

// Notifications (issue 16, decision 0034): the inbox, read marks, settings, unsubscribe and the language.
interface Seen {
  method: string;
  path: string;
  search: string;
  auth: string | null;
  body: unknown;
}

function fakeClient(answer: { status: number; body?: unknown }, token: string | null = 'tok') {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    seen.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      auth: request.headers.get('authorization'),
      body: text === '' ? undefined : JSON.parse(text),
    });
    return answer.body === undefined
      ? new Response(null, { status: answer.status })
      : new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        });
  };
  return {
    client: createApiClient({ baseUrl: 'http://api.test', session: memorySession(token), fetch }),
    seen,
  };
}

const result = {
  id: 'n1',
  kind: 'challenge_result',
  challengeId: 'c1',
  challengeTitle: 'Valorant Weekly',
  gameId: 'valorant',
  createdAt: '2026-11-27T10:00:00.000Z',
  readAt: null,
  endTime: '2026-11-27T09:59:00.000Z',
  result: { rank: 1, players: 12, prize: { title: '1st place', value: 50.5 }, xp: 300 },
  refundedGCoins: null,
  rejectionReason: null,
  payout: null,
  overtaken: null,
};
const voided = {
  ...result,
  id: 'n2',
  kind: 'challenge_voided',
  readAt: '2026-11-27T11:00:00.000Z',
  result: null,
  refundedGCoins: 3,
};

// Account entries (issue 34 row 9, decision 0047): no challenge, their own figures.
const account = {
  ...result,
  challengeId: null,
  challengeTitle: null,
  gameId: null,
  endTime: null,
  result: null,
};
const passportRejected = {
  ...account,
  id: 'n3',
  kind: 'passport_rejected',
  rejectionReason: 'The photo is blurred.',
};
const payoutFailed = {
  ...account,
  id: 'n4',
  kind: 'payout_failed',
  payout: { withdrawalId: 'w1', crystals: 750 },
};

describe('notifications', () => {
  it('reads GET /api/notifications with the bearer token, and passes the cursor on', async () => {
    const page = { items: [result, voided], unreadCount: 1, nextCursor: 'abc' };
    const { client, seen } = fakeClient({ status: 200, body: page });
    expect(await client.notifications()).toEqual(page);
    expect(await client.notifications('abc')).toEqual(page);
    expect(seen.map(({ method, path, search, auth }) => ({ method, path, search, auth }))).toEqual([
      { method: 'GET', path: '/api/notifications', search: '', auth: 'Bearer tok' },
      { method: 'GET', path: '/api/notifications', search: '?cursor=abc', auth: 'Bearer tok' },
    ]);
  });

  it('reads account entries: null challenge fields, a rejection reason, a payout', async () => {
    const page = { items: [passportRejected, payoutFailed], unreadCount: 2, nextCursor: null };
    expect(await fakeClient({ status: 200, body: page }).client.notifications()).toEqual(page);
  });

  it('reads an overtaken entry (decision 0071) with its rank', async () => {
    const overtaken = {
      ...result,
      id: 'n5',
      kind: 'challenge_overtaken',
      result: null,
      overtaken: { rank: 3 },
    };
    const page = { items: [overtaken], unreadCount: 1, nextCursor: null };
    expect(await fakeClient({ status: 200, body: page }).client.notifications()).toEqual(page);
  });

  it('reads an older server’s entry without the account fields as null', async () => {
    const { rejectionReason: _reason, payout: _payout, overtaken: _overtaken, ...older } = result;
    const page = { items: [older], unreadCount: 1, nextCursor: null };
    expect(await fakeClient({ status: 200, body: page }).client.notifications()).toEqual({
      ...page,
      items: [result],
    });
  });

  it('refuses an entry of a kind off the contract', async () => {
    const page = { items: [{ ...result, kind: 'challenge_won' }], unreadCount: 0, nextCursor: null };
    await expect(fakeClient({ status: 200, body: page }).client.notifications()).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('marks the given ids read, or every one without ids', async () => {
    const { client, seen } = fakeClient({ status: 200, body: { unreadCount: 2 } });
    expect(await client.markNotificationsRead(['n1', 'n2'])).toEqual({ unreadCount: 2 });
    expect(await client.markNotificationsRead()).toEqual({ unreadCount: 2 });
    expect(seen.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/notifications/read', body: { ids: ['n1', 'n2'] } },
      { method: 'POST', path: '/api/notifications/read', body: {} },
    ]);
  });

  it('reads and saves the email setting', async () => {
    const { client, seen } = fakeClient({ status: 200, body: { email: false } });
    expect(await client.notificationSettings()).toEqual({ email: false });
    expect(await client.saveNotificationSettings(false)).toEqual({ email: false });
    expect(seen.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: '/api/notifications/settings', body: undefined },
      { method: 'PUT', path: '/api/notifications/settings', body: { email: false } },
    ]);
  });

  it('unsubscribes with the token and no sign-in; a bad token carries the server words and key', async () => {
    const { client, seen } = fakeClient({ status: 200, body: { email: false } }, null);
    expect(await client.unsubscribe('t.k')).toEqual({ email: false });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/notifications/unsubscribe',
        search: '',
        auth: null,
        body: { token: 't.k' },
      },
    ]);
    const message = 'This unsubscribe link is not valid. Sign in to change your email settings.';
    const refused = fakeClient(
      {
        status: 400,
        body: {
          status: 'error',
          message,
          messageKey: 'notifications.invalidUnsubscribeToken',
          messageParams: {},
        },
      },
      null,
    );
    await expect(refused.client.unsubscribe('forged')).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      serverMessage: message,
      serverMessageKey: 'notifications.invalidUnsubscribeToken',
    });
  });

  it('sets the language with PUT /api/me/language and reads the stored language back', async () => {
    const { client, seen } = fakeClient({ status: 200, body: { language: 'ar' } });
    await expect(client.setLanguage('ar')).resolves.toBeUndefined();
    expect(seen).toEqual([
      { method: 'PUT', path: '/api/me/language', search: '', auth: 'Bearer tok', body: { language: 'ar' } },
    ]);
    // An answer that is not the contract's is an error, not a silent success.
    await expect(
      fakeClient({ status: 200, body: { language: 'fr' } }).client.setLanguage('ar'),
    ).rejects.toBeTruthy();
    const signedOut = fakeClient({ status: 200, body: { language: 'ur' } }, null);
    await expect(signedOut.client.setLanguage('ur')).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(signedOut.seen).toEqual([]);
  });
});
