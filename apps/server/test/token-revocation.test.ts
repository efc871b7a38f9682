// Revocation (issue 9 finding 12, docs/decisions/0007 "Revocation"): a password change and "sign out
// everywhere" end every access token at once; tokens without exp, iat or a token version are refused.
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { authMessages } from '@arena/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/auth/access-token';
import { issueRefreshCredential } from '../src/auth/refresh-credentials';
import { cookieValue, jwtPayload, login, startAuthTestApp, type AuthTestApp } from './support/auth-test-app';
import { defaultTestPassword, insertTestUser, type TestUser } from './support/users-fixtures';
import { errorAnswer } from './support/error-answer';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(async () => {
  await t.close();
});

const authenticationFailed = errorAnswer('Authentication failed. Please log in again.');
const withToken = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => t.app.inject({ url: '/api/users/me', headers: withToken(token) });
const refresh = (cookie: string) =>
  t.app.inject({ url: '/api/auth/refresh', cookies: { arena_refresh: cookie } });
const newUser = (input: Parameters<typeof insertTestUser>[2] = {}) =>
  insertTestUser(t.database, t.config.jwtSecret, input);

/** A player signed in by password on two devices: two access tokens and two refresh cookies. */
async function signedInTwice(user: TestUser) {
  const devices = [];
  for (const address of ['198.51.100.7', '198.51.100.8']) {
    const response = await login(t.app, user.email, defaultTestPassword, { remoteAddress: address });
    expect(response.statusCode).toBe(200);
    devices.push({
      token: (response.json() as { access_token: string }).access_token,
      cookie: cookieValue(response, 'arena_refresh'),
    });
  }
  return devices as [(typeof devices)[0], (typeof devices)[0]];
}

async function tokenVersionOf(user: TestUser): Promise<number> {
  const { rows } = await t.database.query<{ token_version: number }>(
    'select token_version from users where id = $1',
    [user.id],
  );
  return rows[0]!.token_version;
}

describe('password change ends every access token', () => {
  it('answers 401 right after for a token issued before; the changing browser stays signed in', async () => {
    const user = await newUser();
    const [thisDevice, otherDevice] = await signedInTwice(user);
    expect((await me(otherDevice.token)).statusCode).toBe(200);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/password',
      headers: withToken(thisDevice.token),
      cookies: { arena_refresh: thisDevice.cookie },
      payload: {
        currentPassword: defaultTestPassword,
        newPassword: 'a brand new secret',
        confirmPassword: 'a brand new secret',
      },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = (changed.json() as { access_token: string }).access_token;
    expect(jwtPayload(fresh)).toMatchObject({ sub: user.id, token_version: 1 });

    // Both old access tokens are dead at once, not in 15 minutes.
    expect((await me(otherDevice.token)).statusCode).toBe(401);
    expect((await me(otherDevice.token)).json()).toEqual(authenticationFailed);
    expect((await me(thisDevice.token)).statusCode).toBe(401);
    // The other device cannot get a new one either; this browser carries on with the new token and cookie.
    expect((await refresh(otherDevice.cookie)).statusCode).toBe(401);
    expect((await refresh(thisDevice.cookie)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
    const renewed = await refresh(cookieValue(changed, 'arena_refresh'));
    expect(renewed.statusCode).toBe(200);
    const renewedToken = (renewed.json() as { access_token: string }).access_token;
    expect(jwtPayload(renewedToken)).toMatchObject({ token_version: 1 });
    expect((await me(renewedToken)).statusCode).toBe(200);
  });

  it('changes nothing when the change is refused', async () => {
    const user = await newUser();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/password',
      headers: withToken(user.token),
      payload: {
        currentPassword: 'not it at all',
        newPassword: 'a brand new secret',
        confirmPassword: 'a brand new secret',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(await tokenVersionOf(user)).toBe(0);
    expect((await me(user.token)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('ends every access token and refresh credential of the caller and clears the cookie', async () => {
    const user = await newUser();
    const bystander = await newUser();
    const [thisDevice, otherDevice] = await signedInTwice(user);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: withToken(thisDevice.token),
      cookies: { arena_refresh: thisDevice.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: authMessages.loggedOutEverywhere });
    expect(authMessages.loggedOutEverywhere).toBe('You have been signed out on every device.');
    expect(cookieValue(response, 'arena_refresh')).toBe('');

    for (const device of [thisDevice, otherDevice]) {
      expect((await me(device.token)).statusCode).toBe(401);
      expect((await refresh(device.cookie)).statusCode).toBe(401);
    }
    expect(await tokenVersionOf(user)).toBe(1);
    // Nobody else is touched.
    expect((await me(bystander.token)).statusCode).toBe(200);
    // Signing in again works, at the new version.
    const again = await login(t.app, user.email, defaultTestPassword, { remoteAddress: '198.51.100.9' });
    const token = (again.json() as { access_token: string }).access_token;
    expect(jwtPayload(token)).toMatchObject({ token_version: 1 });
    expect((await me(token)).statusCode).toBe(200);
  });

  it('needs a valid token', async () => {
    const user = await newUser();
    const cookie = await issueRefreshCredential(t.database, { userId: user.id });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      cookies: { arena_refresh: cookie },
    });
    expect(response.statusCode).toBe(401);
    expect(await tokenVersionOf(user)).toBe(0);
    expect((await refresh(cookie)).statusCode).toBe(200);
  });
});

describe('which tokens are accepted', () => {
  const key = () => new TextEncoder().encode(t.config.jwtSecret);
  const now = () => Math.floor(Date.now() / 1000);

  it.each([
    ['no exp', (jwt: SignJWT) => jwt.setIssuedAt(now())],
    ['no iat', (jwt: SignJWT) => jwt.setExpirationTime(now() + 60)],
  ])('refuses a correctly signed token with %s', async (_case, claims) => {
    const user = await newUser();
    const jwt = new SignJWT({ token_version: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer('arena');
    const token = await claims(jwt).sign(key());
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(200);
  });

  it('refuses a correctly signed token without a token version', async () => {
    const user = await newUser();
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer('arena')
      .setIssuedAt(now())
      .setExpirationTime(now() + 60)
      .sign(key());
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses an old version and accepts the current one', async () => {
    const user = await newUser();
    await t.database.query('update users set token_version = 3 where id = $1', [user.id]);
    for (const version of [0, 2, 4]) {
      const token = await signAccessToken(user.id, t.config.jwtSecret, { tokenVersion: version });
      expect((await me(token)).statusCode, `version ${version}`).toBe(401);
    }
    const current = await signAccessToken(user.id, t.config.jwtSecret, { tokenVersion: 3 });
    const response = await me(current);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: { user: { id: string } } }).data.user.id).toBe(user.id);
  });

  it('treats a revoked token as a visitor on routes open to visitors', async () => {
    const user = await newUser();
    const list = (token: string) => t.app.inject({ url: '/api/challenge/list', headers: withToken(token) });
    expect((await list(user.token)).headers['cache-control']).toBe('private, no-store');
    await t.database.query('update users set token_version = token_version + 1 where id = $1', [user.id]);
    const revoked = await list(user.token);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.headers['cache-control']).toBe('public, max-age=0, s-maxage=2, must-revalidate');
  });

  it('keeps the admin guard: admin 200, player 403, revoked admin 401', async () => {
    const admin = await newUser({ role: 'admin' });
    const player = await newUser();
    const audit = (token: string) =>
      t.app.inject({ url: '/api/admin/ledger/audit', headers: withToken(token) });
    expect((await audit(admin.token)).statusCode).toBe(200);
    expect((await audit(player.token)).statusCode).toBe(403);
    await t.database.query('update users set token_version = token_version + 1 where id = $1', [admin.id]);
    expect((await audit(admin.token)).statusCode).toBe(401);
  });
});
