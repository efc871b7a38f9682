// The `me` cache (issue 35, docs/decisions/0065-session-cache.md "Me"): `GET /api/users/me` reads the account
// once while nothing changes it, and afresh after a profile change, a verified e-mail, a prize's XP, a game
// account linked, a challenge joined and a first pack bought, whichever code (or statement) made them.
import type { MeResponse } from '@arena/contract';
import { levelInfo } from '@arena/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { creditPrize } from '../src/ledger/prizes';
import { creditPackPurchase } from '../src/ledger/purchases';
import { insertChallenge } from './support/challenge-fixtures';
import { countQueries } from './support/query-counter';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser } from './support/users-fixtures';

const config = testConfig({ JWT_SECRET: 'm'.repeat(40) });
let database: TestDatabase;
let app: FastifyInstance;
let reads: { readonly count: number };

beforeAll(async () => {
  database = await createTestDatabase();
  // Counted: the reads `me` makes of the account's row.
  reads = countQueries(database, 'from users where id = $1 and deleted_at is null');
  app = await buildApp(config, { database });
  // The caches keep nothing until the change feed listens.
  await database.changes.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /api/users/me from the me cache', () => {
  it('reads once while nothing changes, afresh after each change of the account or its first steps', async () => {
    const user = await insertTestUser(database, config.jwtSecret, { verified: false, name: 'Before' });
    const me = async () => {
      const response = await app.inject({ url: '/api/users/me', headers: bearer(user) });
      expect(response.statusCode).toBe(200);
      return (response.json() as MeResponse).data;
    };
    const readsBefore = reads.count;
    expect((await me()).user.name).toBe('Before');
    await me();
    await me();
    expect(reads.count - readsBefore).toBe(1);

    const renamed = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(user),
      payload: { name: 'After' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await me()).user.name).toBe('After');

    // Statements of their own (an operator's console, a job): the database announces them all the same.
    await database.query('update users set email_verified_at = now() where id = $1', [user.id]);
    expect((await me()).user.emailVerified).toBe(true);
    await creditPrize(database, { userId: user.id, challengeId: 'c-me', crystals: 10, xp: 250 });
    expect((await me()).user.levelInfo).toEqual(levelInfo(250));

    expect((await me()).firstSteps).toMatchObject({
      gameLinked: false,
      challengeJoined: false,
      packBought: false,
    });
    await database.query(
      `insert into game_accounts (user_id, provider, external_id, display_name)
       values ($1, 'riot', 'me-cache-puuid', 'MeCache#1')`,
      [user.id],
    );
    expect((await me()).firstSteps).toMatchObject({ gameLinked: true, challengeJoined: false });

    const challengeId = await insertChallenge(database, {
      start: new Date(Date.now() + 3_600_000),
      entryFee: 0,
    });
    const enrolled = await app.inject({
      method: 'POST',
      url: '/api/challenge/enroll',
      headers: bearer(user),
      payload: { challengeId },
    });
    expect(enrolled.statusCode).toBe(200);
    expect((await me()).firstSteps).toMatchObject({ challengeJoined: true, packBought: false });

    await creditPackPurchase(database, {
      userId: user.id,
      paymentKey: `me-${user.id}`,
      provider: 'hosted',
      priceCents: 550,
      gCoins: 5,
    });
    expect((await me()).firstSteps).toMatchObject({
      gameLinked: true,
      challengeJoined: true,
      packBought: true,
    });
  });
});
