import { meResponseSchema } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { insertChallenge, insertPlayers } from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer } from './support/users-fixtures';

// Issue 34's first-run checklist: /api/users/me answers the four first steps beside the user.
const config = testConfig({ JWT_SECRET: 'f'.repeat(40) });
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

async function firstSteps(player: { token: string }) {
  const response = await app.inject({ url: '/api/users/me', headers: bearer(player) });
  expect(response.statusCode).toBe(200);
  return meResponseSchema.parse(response.json()).data.firstSteps;
}

describe('GET /api/users/me firstSteps', () => {
  it('a new player with no game, challenge or pack has only the verified e-mail done', async () => {
    const [player] = await insertPlayers(database, config.jwtSecret, 1, { provider: null });
    expect(await firstSteps(player!)).toEqual({
      emailVerified: true,
      gameLinked: false,
      challengeJoined: false,
      packBought: false,
    });
  });

  it('counts a live linked account, a challenge joined and the first pack, and forgets an unlinked account', async () => {
    const [player] = await insertPlayers(database, config.jwtSecret, 1, { provider: 'riot', gCoins: 4 });
    const challengeId = await insertChallenge(database, { start: new Date(Date.now() + 3_600_000) });
    await database.query('insert into challenge_participants (challenge_id, user_id) values ($1, $2)', [
      challengeId,
      player!.id,
    ]);
    expect(await firstSteps(player!)).toEqual({
      emailVerified: true,
      gameLinked: true,
      challengeJoined: true,
      packBought: true,
    });

    await database.query(
      `update game_accounts set unlinked_at = now(), unlink_reason = 'test' where user_id = $1`,
      [player!.id],
    );
    expect((await firstSteps(player!))?.gameLinked).toBe(false);
  });

  it('an unverified e-mail is the first step left', async () => {
    const [player] = await insertPlayers(database, config.jwtSecret, 1, { provider: null });
    await database.query('update users set email_verified_at = null where id = $1', [player!.id]);
    expect((await firstSteps(player!))?.emailVerified).toBe(false);
  });
});
