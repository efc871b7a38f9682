import { profileResponseSchema, meResponseSchema, userUpdateResponseSchema } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { verifyPassword } from '../src/auth/password';
import { signAccessToken } from '../src/auth/access-token';
import { issueRefreshCredential, rotateRefreshCredential } from '../src/auth/refresh-credentials';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, defaultTestPassword, insertTestUser, type TestUser } from './support/users-fixtures';
import { errorAnswer } from './support/error-answer';

const config = testConfig({ JWT_SECRET: 'p'.repeat(40) });
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, { database });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const newUser = (input: Parameters<typeof insertTestUser>[2] = {}) =>
  insertTestUser(database, config.jwtSecret, input);

async function passwordHashOf(user: TestUser): Promise<string> {
  const { rows } = await database.query<{ password_hash: string }>(
    'select password_hash from users where id = $1',
    [user.id],
  );
  return rows[0]?.password_hash ?? '';
}

describe('GET /api/users/me', () => {
  it('answers the signed-in user with levelInfo from the domain', async () => {
    const user = await newUser({ name: 'Layla Haddad', xp: 155, createdAt: '2026-01-02T03:04:05.000Z' });
    const response = await app.inject({ url: '/api/users/me', headers: bearer(user) });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = meResponseSchema.parse(response.json());
    expect(body.data.user).toMatchObject({
      id: user.id,
      name: 'Layla Haddad',
      email: user.email,
      photo: null,
      created_at: '2026-01-02T03:04:05.000Z',
      provider: 'local',
      emailVerified: true,
      earningsPrivate: false,
      role: 'player',
    });
    expect(body.data.user.levelInfo).toEqual({
      currentLevel: 2,
      currentTier: { name: 'Rookie', color: '#9AA6C2', minLevel: 1, maxLevel: 9 },
      experiencePoints: 155,
      experienceForCurrentLevel: 100,
      experienceForNextLevel: 210,
      experienceToNextLevel: 55,
      progressPercentage: 50,
    });
    expect(JSON.stringify(response.json())).not.toContain('password');
  });

  it('answers 401 for a valid token whose account does not exist', async () => {
    const token = await signAccessToken('00000000-0000-4000-8000-000000000000', config.jwtSecret);
    const response = await app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorAnswer('Authentication failed. Please log in again.'));
  });
});

describe('GET /api/users/profile', () => {
  it('answers the user, counters, win rate, leaderboard position, disconnections and tier', async () => {
    const user = await newUser({
      xp: 9_010,
      stats: { total: 7, won: 3, lost: 4, earningsCents: 123_456_789 },
    });
    const response = await app.inject({ url: '/api/users/profile', headers: bearer(user) });

    expect(response.statusCode).toBe(200);
    const { data } = profileResponseSchema.parse(response.json());
    expect(data.stats).toEqual({
      totalChallenges: 7,
      wonChallenges: 3,
      lostChallenges: 4,
      winRate: 42.9,
      totalEarningsUSD: 1_234_567.89, // 123,456,789 cents in user_stats, dollars on the wire
      leaderboardPosition: 1,
    });
    expect(data.remainingDisconnections).toBe(3);
    expect(data.tier).toEqual({ name: 'Gold', color: '#F5C542', minLevel: 35, maxLevel: 49 });
    expect(data.user.levelInfo.currentLevel).toBe(35);
  });

  it('reports zeros, a 0 win rate and no leaderboard place for an admin with no counters', async () => {
    const admin = await newUser({ role: 'admin' });
    const { data } = profileResponseSchema.parse(
      (await app.inject({ url: '/api/users/profile', headers: bearer(admin) })).json(),
    );
    expect(data.stats).toEqual({
      totalChallenges: 0,
      wonChallenges: 0,
      lostChallenges: 0,
      winRate: 0,
      totalEarningsUSD: 0,
      leaderboardPosition: null,
    });
    expect(data.user.role).toBe('admin');
  });
});

describe('PUT /api/users/profile (display name, spec §5)', () => {
  it.each([
    ['empty', '', 'Name is required'],
    ['blank', '   ', 'Name is required'],
    ['51 characters', 'x'.repeat(51), 'Display name must be at most 50 characters'],
  ])('refuses a %s name', async (_label, name, message) => {
    const user = await newUser({ name: 'Before' });
    const response = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(user),
      payload: { name },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      message === 'Display name must be at most 50 characters'
        ? errorAnswer(message, 'validation.displayName.tooLong', { count: 50 })
        : errorAnswer(message),
    );
  });

  it('saves the trimmed name; 50 characters (counted as people count them) are allowed', async () => {
    const user = await newUser({ name: 'Before' });
    const response = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(user),
      payload: { name: '  Layla Haddad  ' },
    });
    expect(response.statusCode).toBe(200);
    const body = userUpdateResponseSchema.parse(response.json());
    expect(body.status).toBe('success');
    expect(body.message).toBe('Display name updated');
    expect(body.data.user.name).toBe('Layla Haddad');
    const me = meResponseSchema.parse(
      (await app.inject({ url: '/api/users/me', headers: bearer(user) })).json(),
    );
    expect(me.data.user.name).toBe('Layla Haddad');

    const fifty = `${'ع'.repeat(48)}🎮🎮`;
    const long = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(user),
      payload: { name: fifty },
    });
    expect(long.statusCode).toBe(200);
    expect(userUpdateResponseSchema.parse(long.json()).data.user.name).toBe(fifty);
  });

  it('changes only the token user, whatever id the body carries', async () => {
    const user = await newUser({ name: 'Mine' });
    const other = await newUser({ name: 'Theirs' });
    await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(user),
      payload: { name: 'Renamed', id: other.id, userId: other.id },
    });
    const { rows } = await database.query<{ name: string }>('select name from users where id = $1', [
      other.id,
    ]);
    expect(rows[0]?.name).toBe('Theirs');
  });
});

describe('PUT /api/users/profile/password (spec §5, §6)', () => {
  const change = (user: TestUser, payload: Record<string, string>) =>
    app.inject({ method: 'PUT', url: '/api/users/profile/password', headers: bearer(user), payload });

  it.each([
    [
      { currentPassword: '', newPassword: 'new-password-1', confirmPassword: 'new-password-1' },
      'Current password is required',
    ],
    [
      { currentPassword: defaultTestPassword, newPassword: '', confirmPassword: '' },
      'New password is required',
    ],
    [
      { currentPassword: defaultTestPassword, newPassword: 'short', confirmPassword: 'short' },
      'New password must be at least 8 characters long',
    ],
    [
      {
        currentPassword: defaultTestPassword,
        newPassword: defaultTestPassword,
        confirmPassword: defaultTestPassword,
      },
      'New password must be different from current password',
    ],
    [
      {
        currentPassword: defaultTestPassword,
        newPassword: 'new-password-1',
        confirmPassword: 'new-password-2',
      },
      'New password and confirmation do not match',
    ],
    [
      {
        currentPassword: 'not the password',
        newPassword: 'new-password-1',
        confirmPassword: 'new-password-1',
      },
      'Current password is incorrect',
    ],
  ])('refuses %j with its message', async (payload, message) => {
    const user = await newUser();
    const before = await passwordHashOf(user);
    const response = await change(user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorAnswer(message));
    expect(await passwordHashOf(user)).toBe(before);
  });

  it('treats missing fields as empty', async () => {
    const response = await change(await newUser(), {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorAnswer('Current password is required'));
  });

  it('changes the password: the new one verifies, the old one no longer does', async () => {
    const user = await newUser();
    const response = await change(user, {
      currentPassword: defaultTestPassword,
      newPassword: 'a brand new secret',
      confirmPassword: 'a brand new secret',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Password updated successfully',
      access_token: expect.any(String) as unknown,
    });
    const hash = await passwordHashOf(user);
    expect(await verifyPassword(hash, 'a brand new secret')).toBe(true);
    expect(await verifyPassword(hash, defaultTestPassword)).toBe(false);
  });

  it('signs every other session out and keeps this browser signed in with a new refresh cookie', async () => {
    const user = await newUser();
    const otherDevice = await issueRefreshCredential(database, { userId: user.id });
    const response = await change(user, {
      currentPassword: defaultTestPassword,
      newPassword: 'a brand new secret',
      confirmPassword: 'a brand new secret',
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'arena_refresh');
    expect(cookie?.httpOnly).toBe(true);
    expect((await rotateRefreshCredential(database, otherDevice)).outcome).not.toBe('rotated');
    const kept = await rotateRefreshCredential(database, cookie?.value);
    expect(kept).toMatchObject({ outcome: 'rotated', userId: user.id });
  });

  it('keeps every session when the change is refused', async () => {
    const user = await newUser();
    const otherDevice = await issueRefreshCredential(database, { userId: user.id });
    const response = await change(user, {
      currentPassword: 'not the password',
      newPassword: 'a brand new secret',
      confirmPassword: 'a brand new secret',
    });
    expect(response.statusCode).toBe(400);
    expect(response.cookies.find((c) => c.name === 'arena_refresh')).toBeUndefined();
    expect((await rotateRefreshCredential(database, otherDevice)).outcome).toBe('rotated');
  });

  it.each(['google', 'discord'] as const)('refuses a %s account with 403', async (provider) => {
    const user = await newUser({ provider });
    const response = await change(user, {
      currentPassword: 'anything-at-all',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(
      errorAnswer('Password change is only available for accounts that sign in with email and password.'),
    );
  });
});

describe('PUT /api/users/profile/earnings-privacy', () => {
  it('hides and shows earnings, answering the user', async () => {
    const user = await newUser();
    const hide = await app.inject({
      method: 'PUT',
      url: '/api/users/profile/earnings-privacy',
      headers: bearer(user),
      payload: { earningsPrivate: true },
    });
    expect(hide.statusCode).toBe(200);
    const hidden = userUpdateResponseSchema.parse(hide.json());
    expect(hidden.message).toBe('Your earnings are now hidden on your public profile');
    expect(hidden.data.user.earningsPrivate).toBe(true);

    const show = await app.inject({
      method: 'PUT',
      url: '/api/users/profile/earnings-privacy',
      headers: bearer(user),
      payload: { earningsPrivate: false },
    });
    expect(userUpdateResponseSchema.parse(show.json()).data.user.earningsPrivate).toBe(false);
  });

  it('refuses anything but a boolean', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/users/profile/earnings-privacy',
      headers: bearer(await newUser()),
      payload: { earningsPrivate: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error' });
  });
});

describe('authentication', () => {
  it.each([
    ['GET', '/api/users/me'],
    ['GET', '/api/users/profile'],
    ['PUT', '/api/users/profile'],
    ['PUT', '/api/users/profile/photo'],
    ['PUT', '/api/users/profile/password'],
    ['PUT', '/api/users/profile/earnings-privacy'],
    ['POST', '/api/upload/profile-image'],
  ] as const)('%s %s answers 401 without a token, and with a forged one', async (method, url) => {
    for (const headers of [
      {},
      { authorization: `Bearer ${await signAccessToken('x', 'another secret, long enough.....')}` },
    ]) {
      const response = await app.inject({
        method,
        url,
        headers,
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(errorAnswer('Authentication failed. Please log in again.'));
    }
  });
});
