// The OpenAPI document promises each answer's shape from the contract (http/openapi-responses.ts,
// decision 0057), but the server does not check its answers at run time (that would cost a zod parse per
// answer). This test holds the promise for every JSON read a visitor, the demo player and the demo admin
// make on the seeded demo: each answers 200 and parses with the schema the document publishes.
import type { FastifyInstance } from 'fastify';
import { ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { issueAccessToken } from '../src/auth/session-revocation';
import { operationAnswers } from '../src/http/openapi-responses';
import { demoAdminAccount, demoPlayerAccount } from '../src/seed/demo-players';
import { seedDemo } from '../src/seed/seed-demo';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

const config = testConfig();
let database: TestDatabase;
let app: FastifyInstance;
const tokens = { visitor: '', player: '', admin: '' };
const ids: Record<string, string> = {};

async function first(sql: string): Promise<string> {
  const { rows } = await database.query<{ id: string }>(sql);
  if (!rows[0]) throw new Error(`no row for ${sql}`);
  return String(rows[0].id);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo({ info: () => {} }, database);
  app = await buildApp(config, { database });
  await app.ready();
  const account = async (email: string) => first(`select id from users where email = '${email}'`);
  tokens.player = await issueAccessToken(database, await account(demoPlayerAccount.email), config.jwtSecret);
  tokens.admin = await issueAccessToken(database, await account(demoAdminAccount.email), config.jwtSecret, {
    mfa: true,
  });
  ids.player = await account(demoPlayerAccount.email);
  ids.challenge = await first(
    `select c.id from challenges c join challenge_participants p on p.challenge_id = c.id
       join users u on u.id = p.user_id where u.email = '${demoPlayerAccount.email}' limit 1`,
  );
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Who reads, and the path (with the document's `{id}` filled in). */
const reads: { who: keyof typeof tokens; operation: string; url: () => string }[] = [
  { who: 'visitor', operation: 'GET /api/health', url: () => '/api/health' },
  { who: 'visitor', operation: 'GET /api/public/dashboard', url: () => '/api/public/dashboard' },
  {
    who: 'visitor',
    operation: 'GET /api/public-profile/leaderboard',
    url: () => '/api/public-profile/leaderboard',
  },
  {
    who: 'visitor',
    operation: 'GET /api/public-profile/{id}',
    url: () => `/api/public-profile/${ids.player}`,
  },
  { who: 'visitor', operation: 'GET /api/game', url: () => '/api/game' },
  { who: 'visitor', operation: 'GET /api/challenge/list', url: () => '/api/challenge/list?gameId=valorant' },
  { who: 'visitor', operation: 'GET /api/payments/currencies', url: () => '/api/payments/currencies' },
  { who: 'player', operation: 'GET /api/challenge/list', url: () => '/api/challenge/list?gameId=lol' },
  { who: 'player', operation: 'GET /api/challenge/{id}', url: () => `/api/challenge/${ids.challenge}` },
  { who: 'player', operation: 'GET /api/users/me', url: () => '/api/users/me' },
  { who: 'player', operation: 'GET /api/users/profile', url: () => '/api/users/profile' },
  { who: 'player', operation: 'GET /api/users/sessions', url: () => '/api/users/sessions' },
  { who: 'player', operation: 'GET /api/wallet/get', url: () => '/api/wallet/get' },
  { who: 'player', operation: 'GET /api/wallet/transactions', url: () => '/api/wallet/transactions' },
  { who: 'player', operation: 'GET /api/withdrawal/recent', url: () => '/api/withdrawal/recent' },
  { who: 'player', operation: 'GET /api/notifications', url: () => '/api/notifications' },
  { who: 'player', operation: 'GET /api/notifications/settings', url: () => '/api/notifications/settings' },
  { who: 'player', operation: 'GET /api/users/referrals', url: () => '/api/users/referrals' },
  { who: 'player', operation: 'GET /api/users/referral-share', url: () => '/api/users/referral-share' },
  {
    who: 'player',
    operation: 'GET /api/users/profile/game-accounts',
    url: () => '/api/users/profile/game-accounts',
  },
  {
    who: 'player',
    operation: 'GET /api/passport-verification/status',
    url: () => '/api/passport-verification/status',
  },
  { who: 'player', operation: 'GET /api/game/waitlist', url: () => '/api/game/waitlist' },
  { who: 'admin', operation: 'GET /api/admin/ledger/audit', url: () => '/api/admin/ledger/audit' },
  { who: 'admin', operation: 'GET /api/admin/challenges', url: () => '/api/admin/challenges' },
  {
    who: 'admin',
    operation: 'GET /api/admin/challenges/{id}',
    url: () => `/api/admin/challenges/${ids.challenge}`,
  },
  { who: 'admin', operation: 'GET /api/admin/games', url: () => '/api/admin/games' },
  { who: 'admin', operation: 'GET /api/admin/users', url: () => '/api/admin/users' },
  { who: 'admin', operation: 'GET /api/admin/users/{id}', url: () => `/api/admin/users/${ids.player}` },
  { who: 'admin', operation: 'GET /api/admin/audit-log', url: () => '/api/admin/audit-log' },
  { who: 'admin', operation: 'GET /api/admin/flags', url: () => '/api/admin/flags' },
  { who: 'admin', operation: 'GET /api/admin/payouts', url: () => '/api/admin/payouts' },
  { who: 'admin', operation: 'GET /api/admin/passports', url: () => '/api/admin/passports' },
  { who: 'admin', operation: 'GET /api/admin/reconciliation', url: () => '/api/admin/reconciliation' },
];

describe('every JSON read answers what the OpenAPI document says', () => {
  it.each(reads)('$operation as $who', async ({ who, operation, url }) => {
    const schema = operationAnswers[operation]?.responses[200];
    expect(schema, `${operation} has a JSON answer in the document`).toBeInstanceOf(ZodType);
    const headers = tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {};
    const answer = await app.inject({ url: url(), headers });
    expect(answer.statusCode, answer.body).toBe(200);
    const parsed = (schema as ZodType).safeParse(answer.json());
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it('finds a wrong answer: a wallet without its balances does not parse', () => {
    const schema = operationAnswers['GET /api/wallet/get']!.responses[200] as ZodType;
    expect(schema.safeParse({ status: 'success', data: {} }).success).toBe(false);
  });
});
