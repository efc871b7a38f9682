// The referrals area of the demo seed: the demo player's /referral has something to show and to claim.
import { referralsResponseSchema } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { signAccessToken } from '../src/auth/access-token';
import { auditLedger } from '../src/ledger/audit';
import { seedDemo } from '../src/seed/seed-demo';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

const config = testConfig({ JWT_SECRET: 's'.repeat(40) });
let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  const areas = ['accounts', 'wallet', 'referrals'];
  expect(await seedDemo({ info: () => {} }, database, areas)).toEqual(areas);
  app = await buildApp(config, { database });
  const { rows } = await database.query<{ id: string }>(
    `select id from users where email = 'player@arena.gg'`,
  );
  headers = { authorization: `Bearer ${await signAccessToken(rows[0]!.id, config.jwtSecret)}` };
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('demo referrals', () => {
  it('gives the demo player three converted referrals ready to claim and two pending', async () => {
    const { referrals } = referralsResponseSchema.parse(
      (await app.inject({ url: '/api/users/referrals', headers })).json(),
    );
    expect(referrals).toHaveLength(5);
    const states = referrals.map((row) => [row.converted, row.claimable, row.claimed]);
    expect(
      states.filter(([converted, claimable, claimed]) => converted && claimable && !claimed),
    ).toHaveLength(3);
    expect(
      states.filter(([converted, claimable, claimed]) => !converted && !claimable && !claimed),
    ).toHaveLength(2);
    expect(referrals.every((row) => /^.•••@/.test(row.email))).toBe(true);
  });

  it('a demo claim pays the first reward through the ledger', async () => {
    const { referrals } = referralsResponseSchema.parse(
      (await app.inject({ url: '/api/users/referrals', headers })).json(),
    );
    const ready = referrals.find((row) => row.claimable)!;
    const claim = await app.inject({
      method: 'POST',
      url: `/api/users/referrals/${ready.referredUserId}/claim`,
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(claim.statusCode).toBe(200);
    expect(claim.json().data).toEqual({ crystals: 50, xp: 200, claimNumber: 1 });
    expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
  });
});
