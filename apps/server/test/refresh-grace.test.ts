// Decision 0062: a refresh credential presented again by its own device within 30 s of its rotation is
// the same browser whose answer was lost (a timeout, a navigation, two tabs waking at once), not a
// copy: it gets a sibling credential. From another device, or later, it still revokes the family.
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { headerNames } from '@arena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOpaqueToken } from '../src/auth/opaque-token';
import { REFRESH_REUSE_GRACE_SECONDS } from '../src/auth/refresh-credentials';
import {
  cookieValue,
  login,
  register,
  registration,
  startAuthTestApp,
  type AuthTestApp,
} from './support/auth-test-app';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(async () => {
  await t.close();
});

const device = 'device-7f3a9c21';

async function refresh(cookie: string, deviceId: string | null = device) {
  return t.app.inject({
    url: '/api/auth/refresh',
    cookies: { arena_refresh: cookie },
    headers: deviceId ? { [headerNames.deviceId]: deviceId } : {},
  });
}

async function signedIn(): Promise<string> {
  const body = registration();
  expect((await register(t.app, body)).statusCode).toBe(201);
  const response = await login(t.app, body.email, body.password, {
    headers: { [headerNames.deviceId]: device },
  });
  expect(response.statusCode).toBe(200);
  return cookieValue(response, 'arena_refresh');
}

async function liveInFamily(cookie: string): Promise<number> {
  const { rows } = await t.database.query<{ live: number }>(
    `select count(*)::int as live from refresh_credentials
      where family_id = (select family_id from refresh_credentials where token_hash = $1) and revoked_at is null
        and replaced_by is null`,
    [hashOpaqueToken(cookie)],
  );
  return rows[0]!.live;
}

describe('a refresh whose answer was lost (decision 0062)', () => {
  it('gives the same device a sibling within the grace; both credentials then rotate on', async () => {
    const first = await signedIn();
    const winner = await refresh(first);
    expect(winner.statusCode).toBe(200);
    const again = await refresh(first);
    expect(again.statusCode).toBe(200);
    const sibling = cookieValue(again, 'arena_refresh');
    expect(sibling).not.toBe(cookieValue(winner, 'arena_refresh'));
    expect(await liveInFamily(first)).toBe(2);
    expect((await refresh(sibling)).statusCode).toBe(200);
    expect((await refresh(cookieValue(winner, 'arena_refresh'))).statusCode).toBe(200);
  });

  it('lets every one of three simultaneous refreshes from one device through', async () => {
    const first = await signedIn();
    const answers = await Promise.all([refresh(first), refresh(first), refresh(first)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => cookieValue(answer, 'arena_refresh'))).size).toBe(3);
  });

  it('still revokes the family for a copy presented from another device, or without one', async () => {
    for (const thief of ['device-other', null]) {
      const first = await signedIn();
      const winner = cookieValue(await refresh(first), 'arena_refresh');
      const copied = await refresh(first, thief);
      expect(copied.statusCode).toBe(401);
      expect((await refresh(winner)).statusCode).toBe(401);
      expect(await liveInFamily(first)).toBe(0);
    }
  });

  it(`still revokes the family when the same device comes back after ${REFRESH_REUSE_GRACE_SECONDS} s`, async () => {
    const first = await signedIn();
    const winner = cookieValue(await refresh(first), 'arena_refresh');
    await t.database.query(
      `update refresh_credentials set created_at = now() - make_interval(secs => $2) where token_hash = $1`,
      [hashOpaqueToken(winner), REFRESH_REUSE_GRACE_SECONDS + 1],
    );
    expect((await refresh(first)).statusCode).toBe(401);
    expect((await refresh(winner)).statusCode).toBe(401);
  });

  it('gives nothing for a credential whose successor was revoked (signed out)', async () => {
    const first = await signedIn();
    const winner = cookieValue(await refresh(first), 'arena_refresh');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { arena_refresh: winner },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(first)).statusCode).toBe(401);
  });
});
