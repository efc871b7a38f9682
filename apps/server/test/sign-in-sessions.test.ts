// Sign-in history and sessions (issue 30, docs/decisions/0049): each sign-in, refresh and sign-out is
// recorded with address, user agent and device id; a player lists their active sessions and ends one or
// all others, at once. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieValue, jwtPayload, login, startAuthTestApp, type AuthTestApp } from './support/auth-test-app';
import { errorAnswer } from './support/error-answer';
import { defaultTestPassword, insertTestUser, type TestUser } from './support/users-fixtures';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(async () => {
  await t.close();
});

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Device {
  token: string;
  cookie: string;
  sessionId: string;
}

async function signIn(user: TestUser, device: string, address: string, agent = chrome): Promise<Device> {
  const response = await login(t.app, user.email, defaultTestPassword, {
    remoteAddress: address,
    headers: { 'x-device-id': device, 'user-agent': agent },
  });
  expect(response.statusCode).toBe(200);
  const token = (response.json() as { access_token: string }).access_token;
  return { token, cookie: cookieValue(response, 'arena_refresh'), sessionId: String(jwtPayload(token).sid) };
}

const withToken = (device: { token: string }) => ({ authorization: `Bearer ${device.token}` });
const me = (device: Device) => t.app.inject({ url: '/api/users/me', headers: withToken(device) });
const refresh = (cookie: string, headers: Record<string, string> = {}, remoteAddress = '198.51.100.1') =>
  t.app.inject({ url: '/api/auth/refresh', cookies: { arena_refresh: cookie }, headers, remoteAddress });
const list = async (device: Device) => {
  const response = await t.app.inject({ url: '/api/users/sessions', headers: withToken(device) });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { sessions: Record<string, unknown>[] } }).data.sessions;
};
const events = async (user: TestUser) =>
  (
    await t.database.query<Record<string, unknown>>(
      `select kind, method, device_id, ip, user_agent, session_id from sign_in_events
        where user_id = $1 order by id`,
      [user.id],
    )
  ).rows;
const newUser = () => insertTestUser(t.database, t.config.jwtSecret);

describe('the sign-in history', () => {
  it('records sign-in, refresh and sign-out with address, user agent, device id and method', async () => {
    const user = await newUser();
    const device = await signIn(user, 'device-one', '203.0.113.9');
    const refreshed = await refresh(
      device.cookie,
      { 'user-agent': iphone, 'x-device-id': 'device-one' },
      '203.0.113.10',
    );
    expect(refreshed.statusCode).toBe(200);
    const renewed = (refreshed.json() as { access_token: string }).access_token;
    expect(jwtPayload(renewed).sid).toBe(device.sessionId);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { arena_refresh: cookieValue(refreshed, 'arena_refresh') },
      remoteAddress: '203.0.113.11',
    });
    expect(out.statusCode).toBe(200);

    const base = { method: 'password', session_id: device.sessionId };
    expect(await events(user)).toEqual([
      { ...base, kind: 'sign_in', device_id: 'device-one', ip: '203.0.113.9', user_agent: chrome },
      { ...base, kind: 'refresh', device_id: 'device-one', ip: '203.0.113.10', user_agent: iphone },
      { ...base, kind: 'sign_out', device_id: null, ip: '203.0.113.11', user_agent: 'lightMyRequest' },
    ]);
    const { rows } = await t.database.query<{ ip: string; revoked: boolean; later: boolean }>(
      `select ip, revoked_at is not null as revoked, last_seen_at > created_at as later from sessions where id = $1`,
      [device.sessionId],
    );
    expect(rows).toEqual([{ ip: '203.0.113.10', revoked: true, later: true }]);
    // Signed out: the access token of that session stops at once, the refresh too.
    expect(
      (await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${renewed}` } }))
        .statusCode,
    ).toBe(401);
    expect((await refresh(cookieValue(refreshed, 'arena_refresh'))).statusCode).toBe(401);
  });
});

describe('GET /api/users/sessions', () => {
  it('lists the active sessions, newest activity first, the caller marked current', async () => {
    const user = await newUser();
    const laptop = await signIn(user, 'laptop', '203.0.113.20', chrome);
    const phone = await signIn(user, 'phone', '203.0.113.21', iphone);
    const ended = await signIn(user, 'old', '203.0.113.22');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { arena_refresh: ended.cookie } });

    const sessions = await list(laptop);
    expect(sessions).toEqual([
      expect.objectContaining({
        id: phone.sessionId,
        device: 'mobile',
        browser: 'Safari 17',
        os: 'iOS 17',
        address: '203.0.113.21',
        current: false,
      }),
      expect.objectContaining({
        id: laptop.sessionId,
        device: 'desktop',
        browser: 'Chrome 126',
        os: 'Windows 10',
        address: '203.0.113.20',
        current: true,
      }),
    ]);
    expect(Date.parse(String(sessions[0]!.lastSeenAt))).toBeGreaterThanOrEqual(
      Date.parse(String(sessions[1]!.lastSeenAt)),
    );
    expect((await list(phone)).map((session) => session.current)).toEqual([true, false]);
  });
});

describe('DELETE /api/users/sessions/{id}', () => {
  it("ends that session at once: its access token answers 401 and its refresh fails; the caller's goes on", async () => {
    const user = await newUser();
    const mine = await signIn(user, 'mine', '203.0.113.30');
    const other = await signIn(user, 'other', '203.0.113.31');
    expect((await me(other)).statusCode).toBe(200);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/sessions/${other.sessionId}`,
      headers: withToken(mine),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: { ended: 1 } });
    expect((await me(other)).statusCode).toBe(401);
    expect((await refresh(other.cookie)).statusCode).toBe(401);
    expect((await me(mine)).statusCode).toBe(200);
    expect((await list(mine)).map((session) => session.id)).toEqual([mine.sessionId]);
    expect((await events(user)).at(-1)).toMatchObject({ kind: 'sign_out', session_id: other.sessionId });
  });

  it("answers 404 for another player's session, an unknown id or an ended one, and ends nothing", async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    const aliceDevice = await signIn(alice, 'alice', '203.0.113.40');
    const bobDevice = await signIn(bob, 'bob', '203.0.113.41');
    const notFound = errorAnswer('Session not found', 'session.notFound');
    for (const id of [bobDevice.sessionId, '00000000-0000-4000-8000-000000000000', 'not-a-session']) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/users/sessions/${id}`,
        headers: withToken(aliceDevice),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect((await me(bobDevice)).statusCode).toBe(200);
    expect((await refresh(bobDevice.cookie)).statusCode).toBe(200);
    expect(await list(bobDevice)).toHaveLength(1);
  });
});

describe('POST /api/users/sessions/revoke-others', () => {
  it("ends every other session and keeps the caller's", async () => {
    const user = await newUser();
    const keep = await signIn(user, 'keep', '203.0.113.50');
    const others = [await signIn(user, 'b', '203.0.113.51'), await signIn(user, 'c', '203.0.113.52')];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/sessions/revoke-others',
      headers: withToken(keep),
    });
    expect(response.json()).toEqual({ status: 'success', data: { ended: 2 } });
    for (const other of others) {
      expect((await me(other)).statusCode).toBe(401);
      expect((await refresh(other.cookie)).statusCode).toBe(401);
    }
    expect((await me(keep)).statusCode).toBe(200);
    expect((await refresh(keep.cookie)).statusCode).toBe(200);
    expect((await list(keep)).map((session) => session.id)).toEqual([keep.sessionId]);
  });
});
