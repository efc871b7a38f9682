// Demo skill brackets (decision 0028): the demo player's Riot account carries the sandbox's ranks for
// ArenaDemo#EUW (LoL Silver II: bracket 2; Valorant Bronze 2: bracket 1), the seeded challenges admit
// those brackets (League of Legends daily and booster bracket 2, every other bracket 1), the tracking
// pass's refresh keeps those ranks, and a run of strong matches does not move the demo player out.
import { challengeListResponseSchema } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { signAccessToken } from '../src/auth/access-token';
import { rankRefreshIntervalMs } from '../src/game-accounts/provider-ranks';
import { ingestMatches } from '../src/matches/ingest';
import { SandboxMatchSource } from '../src/matches/sandbox-match-source';
import { seedDemo } from '../src/seed/seed-demo';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

const config = testConfig({ JWT_SECRET: 'seed-brackets-'.padEnd(48, 'x') });
const source = new SandboxMatchSource({ generate: false });
let database: TestDatabase;
let app: FastifyInstance;
let demo: { id: string; token: string };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo({ info: () => {} }, database, ['accounts', 'wallet', 'challenges']);
  app = await buildApp(config, { database, matchSource: source });
  const { rows } = await database.query<{ id: string }>(
    `select id from users where email = 'player@arena.gg'`,
  );
  demo = { id: rows[0]!.id, token: await signAccessToken(rows[0]!.id, config.jwtSecret) };
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function demoRanks() {
  const { rows } = await database.query<{ details: Record<string, unknown> }>(
    `select details from game_accounts where user_id = $1 and provider = 'riot' and unlinked_at is null`,
    [demo.id],
  );
  return rows[0]?.details.ranks;
}

async function currentChallenge(gameId: string, type: string) {
  const list = challengeListResponseSchema.parse(
    (
      await app.inject({
        url: `/api/challenge/list?gameId=${gameId}&status=1`,
        headers: { authorization: `Bearer ${demo.token}` },
      })
    ).json(),
  ).data;
  return list.find((challenge) => challenge.type === type && challenge.voidReason === undefined)!;
}

const enrol = async (challengeId: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/challenge/enroll',
      headers: { authorization: `Bearer ${demo.token}` },
      payload: { challengeId },
    })
  ).statusCode;

describe('demo brackets', () => {
  it('seeds challenge levels that match the demo player’s ranks, and one bracket apart', async () => {
    expect(await demoRanks()).toEqual({
      lol: { tier: 'SILVER', division: 'II' },
      valorant: { competitiveTier: 7 },
    });
    const { rows } = await database.query<{ game_id: string; title: string; levels: number[] }>(
      `select game_id, title, array_agg(distinct min_skill_level order by min_skill_level) as levels
         from challenges group by game_id, title order by game_id, title`,
    );
    const bracketTwo = rows.filter((row) => row.levels.some((level) => level > 3));
    expect(bracketTwo.map((row) => [row.title, row.levels])).toEqual([
      ['League of Legends Daily Grind', [5]],
      ['League of Legends XP Booster', [5]],
    ]);

    // Strong counted Valorant matches (performance would say level 11): the rank still decides.
    const past = await database.query<{ id: string }>(
      `select id from challenges where game_id = 'valorant' and status = 2 limit 1`,
    );
    for (let index = 0; index < 5; index += 1) {
      await database.query(
        `insert into challenge_matches (challenge_id, user_id, match_key, started_at, points, bonus)
         values ($1, $2, $3, now() - make_interval(hours => $4), 60, 0)`,
        [past.rows[0]!.id, demo.id, `seed-bracket-${index}`, 30 + index],
      );
    }
    // The tracking pass refreshes the ranks when due: the sandbox answers the same ones.
    const summary = await ingestMatches(
      database,
      source,
      new Date(Date.now() + rankRefreshIntervalMs + 60_000),
    );
    expect(summary.rankFailures).toEqual([]);
    expect(await demoRanks()).toEqual({
      lol: { tier: 'SILVER', division: 'II' },
      valorant: { competitiveTier: 7 },
    });

    const lolDaily = await currentChallenge('lol', 'daily');
    expect(lolDaily.skill_bracket).toBe(2);
    expect(await enrol(lolDaily.id)).toBe(200);
    expect(await enrol((await currentChallenge('lol', 'free')).id)).toBe(403);
    const valorantDaily = await currentChallenge('valorant', 'daily');
    expect(valorantDaily.skill_bracket).toBe(1);
    expect(await enrol(valorantDaily.id)).toBe(200);
    const { rows: entries } = await database.query<{ game_id: string; skill_level: number }>(
      `select c.game_id, cp.skill_level from challenge_participants cp join challenges c on c.id = cp.challenge_id
        where cp.user_id = $1 and cp.challenge_id = any($2::uuid[]) order by c.game_id`,
      [demo.id, [lolDaily.id, valorantDaily.id]],
    );
    expect(entries.map((row) => [row.game_id, Number(row.skill_level)])).toEqual([
      ['lol', 6],
      ['valorant', 3],
    ]);
  });
});
