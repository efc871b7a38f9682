// The inbox's first page kept per player (issue 35, apps/server/src/notifications/inbox-cache.ts): read once
// while nothing changes it, afresh after entries are read, a challenge the player is in starts or enters its
// last hour, a challenge joined after the page was kept starts, and an account notice is recorded.
import type { NotificationsResponse } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { runChallengeLifecycle } from '../src/challenges/scheduler';
import { recordAccountNotice } from '../src/notifications/account-notices';
import { enrolThroughApi, hours, insertChallenge } from './support/challenge-fixtures';
import { countQueries } from './support/query-counter';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser } from './support/users-fixtures';

const config = testConfig({ JWT_SECRET: 'n'.repeat(40) });
let database: TestDatabase;
let app: FastifyInstance;
let reads: { readonly count: number };

beforeAll(async () => {
  database = await createTestDatabase();
  reads = countQueries(database, 'order by n.created_at desc, n.id desc');
  app = await buildApp(config, { database });
  // The caches keep nothing until the change feed listens.
  await database.changes.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the first page of the inbox from the inbox cache', () => {
  it('reads once while nothing changes, afresh after each write that changes it', async () => {
    const user = await insertTestUser(database, config.jwtSecret);
    const inbox = async () => {
      const response = await app.inject({ url: '/api/notifications', headers: bearer(user) });
      expect(response.statusCode).toBe(200);
      const body = response.json() as NotificationsResponse;
      return { kinds: body.items.map((item) => item.kind), unread: body.unreadCount };
    };
    await database.query(
      `insert into game_accounts (user_id, provider, external_id, display_name)
       values ($1, 'riot', $2, 'Inbox#1')`,
      [user.id, `inbox-${user.id}`],
    );
    const start = new Date(Date.now() + hours(1));
    const first = await insertChallenge(database, { start, entryFee: 0, durationHours: 3 });
    await database.query('update challenges set min_players = 1 where id = $1', [first]);
    expect((await enrolThroughApi(app, user, first)).status).toBe(200);

    const before = reads.count;
    expect(await inbox()).toEqual({ kinds: [], unread: 0 });
    expect(await inbox()).toEqual({ kinds: [], unread: 0 });
    expect(reads.count - before).toBe(1);

    // Joined after the page was kept: its start still reaches the inbox.
    const second = await insertChallenge(database, { start, entryFee: 0, durationHours: 6 });
    await database.query('update challenges set min_players = 1 where id = $1', [second]);
    expect((await enrolThroughApi(app, user, second)).status).toBe(200);
    expect(await inbox()).toEqual({ kinds: [], unread: 0 });

    // Both start: each participant's challenge_started entry.
    await runChallengeLifecycle(database, new Date(start.getTime() + 60_000));
    expect(await inbox()).toEqual({ kinds: ['challenge_started', 'challenge_started'], unread: 2 });
    const kept = reads.count;
    await inbox();
    expect(reads.count).toBe(kept);

    // Read through the route.
    const read = await app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: bearer(user),
      payload: {},
    });
    expect(read.json()).toEqual({ unreadCount: 0 });
    expect((await inbox()).unread).toBe(0);

    // The first challenge's last hour.
    await runChallengeLifecycle(database, new Date(start.getTime() + hours(2) + 60_000));
    expect(await inbox()).toEqual({
      kinds: ['challenge_ending', 'challenge_started', 'challenge_started'],
      unread: 1,
    });

    // A payout paid: an account notice, recorded inside its own transaction.
    await database.transaction((tx) =>
      recordAccountNotice(tx, { kind: 'payout_paid', userId: user.id, withdrawalId: randomUUID(), crystals: 500 }),
    );
    expect(await inbox()).toEqual({
      // (the lifecycle ran at times to come, so the payout, made now, is the oldest)
      kinds: ['challenge_ending', 'challenge_started', 'challenge_started', 'payout_paid'],
      unread: 2,
    });
  });
});
