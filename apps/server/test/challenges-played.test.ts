// "Challenges played" (issue 34, row 10): the own profile and the public profile counted only challenges
// the lifecycle had finished, so a player whose match had counted in a running challenge read
// "Challenges played 0". A challenge counts as played from its first counted match; entering alone, a
// voided challenge or an exclusion does not; the win rate stays over finished challenges.
import { profileResponseSchema, publicProfileResponseSchema } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ingestForParticipant } from '../src/matches/ingest';
import { SandboxMatchSource } from '../src/matches/sandbox-match-source';
import { insertChallenge, setScore } from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser, type TestUser } from './support/users-fixtures';

const config = testConfig({ JWT_SECRET: 'challenges-played-'.padEnd(48, 'x') });
const hour = 3_600_000;
let database: TestDatabase;
let app: FastifyInstance;
const source = new SandboxMatchSource({ generate: false });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, { database, matchSource: source });
});
afterAll(async () => {
  await app?.close();
  await database.close();
});

async function playerWithRiotAccount(stats?: { total: number; won: number }): Promise<TestUser> {
  const user = await insertTestUser(database, config.jwtSecret, {
    ...(stats ? { stats: { ...stats, lost: stats.total - stats.won, earningsCents: 0 } } : {}),
  });
  await database.query(
    `insert into game_accounts (user_id, provider, external_id, display_name, region)
     values ($1, 'riot', $2, 'Played#1', 'europe')`,
    [user.id, `puuid-${user.id}`],
  );
  return user;
}

async function runningChallenge(): Promise<string> {
  return insertChallenge(database, { gameId: 'lol', start: new Date(Date.now() - 2 * hour), status: 1 });
}

async function enrol(challengeId: string, userId: string) {
  await database.query(
    'insert into challenge_participants (challenge_id, user_id, created_at) values ($1, $2, $3)',
    [challengeId, userId, new Date(Date.now() - hour).toISOString()],
  );
}

async function played(user: TestUser) {
  const own = await app.inject({ url: '/api/users/profile', headers: bearer(user) });
  expect(own.statusCode).toBe(200);
  const open = await app.inject({ url: `/api/public-profile/${user.id}` });
  expect(open.statusCode).toBe(200);
  const ownStats = profileResponseSchema.parse(own.json()).data.stats;
  const publicStats = publicProfileResponseSchema.parse(open.json()).data;
  return {
    own: { total: ownStats.totalChallenges, winRate: ownStats.winRate },
    public: { total: publicStats.totalChallenges, winRate: publicStats.winRate },
  };
}

describe(`challenges played (${testEngine})`, () => {
  it('counts a running challenge once a match counted in it, in the own and the public profile', async () => {
    const player = await playerWithRiotAccount();
    const running = await runningChallenge();
    await enrol(running, player.id);
    // Entered, no match yet: nothing played (this also fills the public-read cache with the 0).
    expect(await played(player)).toEqual({ own: { total: 0, winRate: 0 }, public: { total: 0, winRate: 0 } });

    const added = await app.inject({
      method: 'POST',
      url: '/sandbox/matches',
      headers: bearer(player),
      payload: {
        gameId: 'lol',
        stats: { kills: 4, deaths: 1, assists: 2, win: true, cs: 120, visionScore: 10 },
        startedAt: new Date(Date.now() - 30 * 60_000).toISOString(),
      },
    });
    expect(added.statusCode).toBe(201);
    const ingest = await ingestForParticipant(database, source, running, player.id);
    expect(ingest?.gamesPlayed).toBe(1);

    expect(await played(player)).toEqual({ own: { total: 1, winRate: 0 }, public: { total: 1, winRate: 0 } });
  });

  it('adds running challenges to the finished ones; entering, voided and excluded ones do not count', async () => {
    // Two finished challenges settled (one won): the win rate stays 50 % of the finished ones.
    const player = await playerWithRiotAccount({ total: 2, won: 1 });
    const counted = await runningChallenge();
    const enteredOnly = await runningChallenge();
    const voided = await runningChallenge();
    const excluded = await runningChallenge();
    for (const id of [counted, enteredOnly, voided, excluded]) await enrol(id, player.id);
    await setScore(database, counted, player.id, 40, 2);
    await setScore(database, voided, player.id, 40, 1);
    await database.query(
      `update challenges set status = 3, void_reason = 'too_few_players', cancelled_at = now(),
                             cancel_reason = 'Too few players' where id = $1`,
      [voided],
    );
    await setScore(database, excluded, player.id, 40, 3, 0, true);

    expect(await played(player)).toEqual({
      own: { total: 3, winRate: 50 },
      public: { total: 3, winRate: 50 },
    });
  });
});
