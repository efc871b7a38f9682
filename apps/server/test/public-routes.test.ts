import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  dashboardResponseSchema,
  leaderboardResponseSchema,
  publicProfileResponseSchema,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { insertChallenge } from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser, type TestUser } from './support/users-fixtures';
import { errorAnswer } from './support/error-answer';

const config = testConfig({ JWT_SECRET: 'q'.repeat(40) });
let database: TestDatabase;
let app: FastifyInstance;
const players: Record<string, TestUser> = {};

const stats = (total: number, won: number, earningsCents: number) => ({
  total,
  won,
  lost: total - won,
  earningsCents,
});

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, { database });
  const add = async (key: string, input: Parameters<typeof insertTestUser>[2]) => {
    players[key] = await insertTestUser(database, config.jwtSecret, { name: key, ...input });
  };
  // Ranking: earnings, then XP, then earlier sign-up.
  await add('top', { xp: 0, createdAt: '2026-03-01T00:00:00Z', stats: stats(10, 7, 900_000) });
  await add('tieLateMoreXp', { xp: 500, createdAt: '2026-02-01T00:00:00Z', stats: stats(4, 1, 50_000) });
  await add('tieEarlyMoreXp', { xp: 500, createdAt: '2026-01-01T00:00:00Z', stats: stats(6, 3, 50_000) });
  await add('tieLessXp', { xp: 100, createdAt: '2025-12-01T00:00:00Z', stats: stats(3, 3, 50_000) });
  await add('private', {
    xp: 70_000,
    earningsPrivate: true,
    createdAt: '2025-06-15T10:30:00Z',
    stats: stats(8, 3, 40_000),
  });
  await add('admin', { role: 'admin', xp: 99_999, stats: stats(1, 1, 5_000_000) });
  // Ten more with no earnings, ordered by XP, so the list is longer than the default limit.
  for (let index = 0; index < 10; index += 1) {
    await add(`rookie${index}`, { xp: 1_000 - index * 10, createdAt: '2026-04-01T00:00:00Z' });
  }
  // Two challenges have finished (ranked and paid), one is still running.
  for (const finished of [true, true, false]) {
    const id = await insertChallenge(database, { start: new Date(Date.now() - 100 * 3_600_000), status: 2 });
    if (finished) await database.query('update challenges set finished_at = now() where id = $1', [id]);
  }
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const leaderboard = async (query = '') => {
  const response = await app.inject({ url: `/api/public-profile/leaderboard${query}` });
  expect(response.statusCode).toBe(200);
  return leaderboardResponseSchema.parse(response.json()).data.leaderboard;
};

describe('GET /api/public-profile/leaderboard', () => {
  it('ranks players by earnings, then XP, then earlier sign-up; admins are not ranked; 10 by default', async () => {
    const entries = await leaderboard();
    expect(entries).toHaveLength(10);
    expect(entries.map((entry) => [entry.rank, entry.name])).toEqual([
      [1, 'top'],
      [2, 'tieEarlyMoreXp'],
      [3, 'tieLateMoreXp'],
      [4, 'tieLessXp'],
      [5, 'private'],
      [6, 'rookie0'],
      [7, 'rookie1'],
      [8, 'rookie2'],
      [9, 'rookie3'],
      [10, 'rookie4'],
    ]);
    // Each with their tier (issue 34: the podium's tier badge): no XP is Rookie, 70,000 XP Legend.
    expect(entries[0]).toEqual({ id: players.top?.id, rank: 1, name: 'top', photo: null, tier: 'Rookie' });
    expect(entries[4]).toMatchObject({ name: 'private', tier: 'Legend' });
  });

  it('honours a limit up to 100', async () => {
    expect((await leaderboard('?limit=3')).map((entry) => entry.name)).toEqual([
      'top',
      'tieEarlyMoreXp',
      'tieLateMoreXp',
    ]);
    expect(await leaderboard('?limit=100')).toHaveLength(15);
  });

  it.each(['0', '101', 'abc', '2.5', '-1', ''])('answers 400 for limit=%s', async (limit) => {
    const response = await app.inject({ url: `/api/public-profile/leaderboard?limit=${limit}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      errorAnswer('Invalid request: limit must be a whole number from 1 to 100', 'request.leaderboardLimit', {
        max: 100,
      }),
    );
  });
});

describe('GET /api/public/dashboard', () => {
  it('counts participants and sums the prizes from the database', async () => {
    const response = await app.inject({ url: '/api/public/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(dashboardResponseSchema.parse(response.json())).toEqual({
      data: {
        unique_participants: 6,
        // USD on the wire (decision 0022): $9,000 + 3 × $500 + $400 + $50,000 from cents in user_stats.
        total_prize_value_dispersed: 60_900,
        completed_challenges: 2,
      },
    });
  });
});

describe('GET /api/public-profile/:id', () => {
  it('answers the public profile with earnings and the leaderboard position', async () => {
    const response = await app.inject({ url: `/api/public-profile/${players.tieEarlyMoreXp?.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=2, must-revalidate');
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const { data } = publicProfileResponseSchema.parse(response.json());
    expect(data).toEqual({
      id: players.tieEarlyMoreXp?.id,
      name: 'tieEarlyMoreXp',
      photo: null,
      memberSince: '2026-01-01T00:00:00.000Z',
      leaderboardPosition: 2,
      wins: 3,
      losses: 3,
      totalChallenges: 6,
      winRate: 50,
      levelInfo: expect.objectContaining({ currentLevel: 5, experiencePoints: 500 }),
      earningsPrivate: false,
      totalEarningsUSD: 500,
    });
  });

  it('leaves the earnings key out entirely when the owner chose privacy', async () => {
    const body = (await app.inject({ url: `/api/public-profile/${players.private?.id}` })).json() as {
      data: Record<string, unknown>;
    };
    expect(body.data.earningsPrivate).toBe(true);
    expect(body.data).not.toHaveProperty('totalEarningsUSD');
    expect(body.data).toMatchObject({
      leaderboardPosition: 5,
      winRate: 37.5,
      memberSince: '2025-06-15T10:30:00.000Z',
    });
    expect(JSON.stringify(body)).not.toContain('400');
  });

  it('follows the owner\u2019s privacy toggle at once', async () => {
    const owner = players.tieLessXp as TestUser;
    const toggle = await app.inject({
      method: 'PUT',
      url: '/api/users/profile/earnings-privacy',
      headers: bearer(owner),
      payload: { earningsPrivate: true },
    });
    expect(toggle.statusCode).toBe(200);
    const hidden = (await app.inject({ url: `/api/public-profile/${owner.id}` })).json() as {
      data: Record<string, unknown>;
    };
    expect(Object.keys(hidden.data)).not.toContain('totalEarningsUSD');
    expect(hidden.data.earningsPrivate).toBe(true);

    await app.inject({
      method: 'PUT',
      url: '/api/users/profile/earnings-privacy',
      headers: bearer(owner),
      payload: { earningsPrivate: false },
    });
    const shown = publicProfileResponseSchema.parse(
      (await app.inject({ url: `/api/public-profile/${owner.id}` })).json(),
    );
    expect(shown.data.totalEarningsUSD).toBe(500);
  });

  it('never shows the email, the role or the affiliate code', async () => {
    const text = (await app.inject({ url: `/api/public-profile/${players.top?.id}` })).body;
    expect(text).not.toContain(players.top?.email ?? '@');
    expect(text).not.toMatch(/affiliate|role|email|password/i);
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['an injection attempt', "1' or '1'='1"],
  ])('answers 404 Profile Not Found for %s', async (_label, id) => {
    const response = await app.inject({ url: `/api/public-profile/${encodeURIComponent(id)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorAnswer('Profile Not Found'));
  });
});

describe('with the site built', () => {
  it('still answers in the one error shape (the handler is set before any route)', async () => {
    const siteDir = path.join(config.dataDir, 'built-site');
    mkdirSync(siteDir, { recursive: true });
    writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Arena</title>');
    const withSite = await buildApp({ ...config, siteDir }, { database });
    try {
      const response = await withSite.inject({ url: '/api/public-profile/nobody' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorAnswer('Profile Not Found'));
      const unauthenticated = await withSite.inject({ url: '/api/users/profile' });
      expect(unauthenticated.json()).toEqual(errorAnswer('Authentication failed. Please log in again.'));
    } finally {
      await withSite.close();
    }
  });
});
