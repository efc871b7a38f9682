// A signed-in caller's own flags on the challenge list and page, kept per player (issue 35,
// apps/server/src/challenges/caller-flags.ts): read once while nothing changes them, afresh after a game
// account is linked, its rank changes, a challenge is joined, or a match is counted for the player.
import { challengeDetailResponseSchema, challengeListResponseSchema } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { enrolThroughApi, hours, insertChallenge } from './support/challenge-fixtures';
import { countQueries } from './support/query-counter';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser } from './support/users-fixtures';

const config = testConfig({ JWT_SECRET: 'f'.repeat(40) });
let database: TestDatabase;
let app: FastifyInstance;
let reads: { readonly count: number };

beforeAll(async () => {
  database = await createTestDatabase();
  reads = countQueries(database, 'from challenge_participants where user_id = $1');
  app = await buildApp(config, { database });
  // The caches keep nothing until the change feed listens.
  await database.changes.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe("the caller's flags on the challenge list and page", () => {
  it('are read once while nothing changes, afresh after a link, a rank, a challenge joined and a match', async () => {
    const user = await insertTestUser(database, config.jwtSecret);
    const challengeId = await insertChallenge(database, { start: new Date(Date.now() + hours(1)), entryFee: 0 });
    const mine = async () => {
      const list = await app.inject({ url: '/api/challenge/list?gameId=valorant', headers: bearer(user) });
      const page = await app.inject({ url: `/api/challenge/${challengeId}`, headers: bearer(user) });
      const row = challengeListResponseSchema.parse(list.json()).data.find((c) => c.id === challengeId)!;
      const detail = challengeDetailResponseSchema.parse(page.json()).data;
      expect([row.isParticipating, row.callerSkillBracket]).toEqual([
        detail.isParticipating,
        detail.callerSkillBracket,
      ]);
      return { joined: row.isParticipating, bracket: row.callerSkillBracket ?? null };
    };

    const before = reads.count;
    expect(await mine()).toEqual({ joined: false, bracket: null });
    expect(await mine()).toEqual({ joined: false, bracket: null });
    expect(reads.count - before).toBe(1);

    // A game account linked (a statement of its own: the database announces it): a new player's bracket.
    await database.query(
      `insert into game_accounts (user_id, provider, external_id, display_name)
       values ($1, 'riot', $2, 'Flags#1')`,
      [user.id, `flags-${user.id}`],
    );
    expect(await mine()).toEqual({ joined: false, bracket: 1 });

    // A provider rank stored on it moves the bracket.
    await database.query(
      `update game_accounts set details = details || '{"ranks": {"valorant": {"competitiveTier": 27}}}'::jsonb
        where user_id = $1`,
      [user.id],
    );
    expect((await mine()).bracket).toBeGreaterThan(1);
    await database.query(
      `update game_accounts set details = details || '{"ranks": {"valorant": {"competitiveTier": 3}}}'::jsonb
        where user_id = $1`,
      [user.id],
    );
    expect(await mine()).toEqual({ joined: false, bracket: 1 });

    // Joined through the route: the list and the page say so at once.
    expect((await enrolThroughApi(app, user, challengeId)).status).toBe(200);
    expect(await mine()).toEqual({ joined: true, bracket: 1 });
    const kept = reads.count;
    await mine();
    expect(reads.count).toBe(kept);

    // A match counted for the player is announced as `player:<id>` (matches/ingest.ts).
    database.changes.publish(`player:${user.id}`);
    await mine();
    expect(reads.count).toBe(kept + 1);
  });
});
