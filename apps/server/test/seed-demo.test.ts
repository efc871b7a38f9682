import { leaderboardResponseSchema, profileResponseSchema } from '@arena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { signAccessToken } from '../src/auth/access-token';
import { verifyPassword } from '../src/auth/password';
import { seedDemo } from '../src/seed/seed-demo';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

const silent = { info: () => {} };
/** The areas these figures are about (later areas, such as challenges, have their own tests). */
const baseAreas = ['accounts', 'wallet'];
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function counts() {
  const { rows } = await database.query<Record<string, unknown>>(
    `select (select count(*) from users)::int as users,
            (select count(*) from user_stats)::int as stats,
            (select count(*) from identity_links)::int as links,
            (select count(*) from users where role = 'admin')::int as admins,
            (select count(*) from users where earnings_private)::int as private,
            (select count(*) from app_settings where key like 'demo_seed.%')::int as markers`,
  );
  return rows[0];
}

async function account(email: string) {
  const { rows } = await database.query<{
    id: string;
    password_hash: string;
    provider: string;
    role: string;
    email_verified_at: unknown;
    xp_total: unknown;
  }>('select id, password_hash, provider, role, email_verified_at, xp_total from users where email = $1', [
    email,
  ]);
  return rows[0];
}

describe('seedDemo', () => {
  it('seeds the accounts once: a second run (or a second instance) changes nothing', async () => {
    expect(await seedDemo(silent, database, baseAreas)).toEqual(['accounts', 'wallet']);
    const first = await counts();
    // The demo player, the admin, the roster of 20 and 10 newcomers (demo-players.ts).
    expect(first).toEqual({ users: 32, stats: 32, links: 20, admins: 1, private: 1, markers: 2 });

    const other = await database.secondHandle();
    try {
      const again = await Promise.all([
        seedDemo(silent, database, baseAreas),
        seedDemo(silent, other, baseAreas),
      ]);
      expect(again).toEqual([[], []]);
    } finally {
      await other.close();
    }
    expect(await counts()).toEqual(first);
  });

  it('creates a verified local demo player who can sign in with the documented password', async () => {
    const player = await account('player@arena.gg');
    expect(player).toMatchObject({ provider: 'local', role: 'player' });
    expect(player?.email_verified_at).not.toBeNull();
    expect(Number(player?.xp_total)).toBeGreaterThan(0);
    expect(await verifyPassword(player?.password_hash ?? '', 'arena-demo-2026')).toBe(true);
    expect(await verifyPassword(player?.password_hash ?? '', 'arena-admin-2026')).toBe(false);
  });

  it('creates an admin with the documented password', async () => {
    const admin = await account('admin@arena.gg');
    expect(admin).toMatchObject({ provider: 'local', role: 'admin' });
    expect(await verifyPassword(admin?.password_hash ?? '', 'arena-admin-2026')).toBe(true);
  });

  it('fills the landing page: a top 5, live dashboard figures, the demo player ranked', async () => {
    const config = testConfig({ JWT_SECRET: 's'.repeat(40) });
    const app = await buildApp(config, { database });
    try {
      const top = leaderboardResponseSchema.parse(
        (await app.inject({ url: '/api/public-profile/leaderboard?limit=5' })).json(),
      );
      expect(top.data.leaderboard.map((entry) => entry.name)).toEqual([
        'Faisal Al-Mansoori',
        'Aisha Al-Harthy',
        'Rahul Sharma',
        'Fatima Qureshi',
        'Omar Al-Sabah',
      ]);
      const dashboard = (await app.inject({ url: '/api/public/dashboard' })).json() as { data: unknown };
      expect(dashboard.data).toEqual({
        unique_participants: 31,
        total_prize_value_dispersed: 8_559.5, // the roster plus the demo player: 855,950 cents as USD (newcomers have none)
        completed_challenges: 0,
      });
      const player = await account('player@arena.gg');
      const token = await signAccessToken(player?.id ?? '', config.jwtSecret);
      const profile = profileResponseSchema.parse(
        (
          await app.inject({ url: '/api/users/profile', headers: { authorization: `Bearer ${token}` } })
        ).json(),
      );
      expect(profile.data.stats).toMatchObject({
        totalChallenges: 18,
        wonChallenges: 7,
        leaderboardPosition: 13,
      });
    } finally {
      await app.close();
    }
  });
});
