// The session cache (issue 35, docs/decisions/0065-session-cache.md): what authentication reads of an
// account is read once per account and session, and dropped by the database's own announcement of every
// change that could end a session, before the write that made it returns.
import { afterEach, describe, expect, it } from 'vitest';
import { anyChange, createChangeFeed, type ChangeTransport } from '../src/db/change-feed';
import type { Database, Queryable } from '../src/db/database';
import { createSessionCache } from '../src/auth/session-cache';
import { startAuthTestApp, type AuthTestApp } from './support/auth-test-app';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-db';
import { countQueries } from './support/query-counter';
import { insertTestUser } from './support/users-fixtures';

const state = (tokenVersion: number) => ({ role: 'player', tokenVersion, blocked: false, sessionLive: true });

function counted(value: ReturnType<typeof state> | null) {
  let loads = 0;
  return {
    load: async () => {
      loads += 1;
      return value;
    },
    get loads() {
      return loads;
    },
  };
}

describe('the session cache', () => {
  it('reads an account and session once, and again after the account changed or everything may have', async () => {
    const changes = createChangeFeed();
    const cache = createSessionCache(changes);
    const first = counted(state(3));
    expect(await cache.read('u1', 's1', first.load)).toEqual(state(3));
    expect(await cache.read('u1', 's1', first.load)).toEqual(state(3));
    expect(first.loads).toBe(1);
    // Another session of the same account, and another account, are entries of their own.
    const other = counted(state(3));
    await cache.read('u1', 's2', other.load);
    await cache.read('u2', null, other.load);
    expect(other.loads).toBe(2);
    expect(cache.size).toBe(3);

    changes.publish('challenges', 'account:u1');
    expect(cache.get('u1', 's1')).toBeUndefined();
    expect(cache.get('u1', 's2')).toBeUndefined();
    expect(cache.get('u2', null)).toEqual(state(3));
    changes.hear(anyChange);
    expect(cache.size).toBe(0);
  });

  it('keeps nothing read while the account changed, nothing missing, and nothing past its time', async () => {
    const changes = createChangeFeed();
    let clock = 1_000;
    const cache = createSessionCache(changes, { ttlMs: 30_000, now: () => clock });
    // The account changes while its read is under way: the answer is used once, not kept.
    await cache.read('u1', null, async () => {
      changes.hear('account:u1');
      return state(1);
    });
    expect(cache.get('u1', null)).toBeUndefined();
    // An account that does not exist is not remembered (it may be created with that id later).
    expect(await cache.read('u9', null, async () => null)).toBeNull();
    expect(cache.size).toBe(0);

    await cache.read('u1', null, async () => state(2));
    clock += 29_999;
    expect(cache.get('u1', null)).toEqual(state(2));
    clock += 1;
    expect(cache.get('u1', null)).toBeUndefined();
  });

  it('answers nothing from memory while other instances cannot be heard', async () => {
    let connected = false;
    const transport: ChangeTransport = {
      async send() {},
      async listen() {},
      connected: () => connected,
      listeners: async () => (connected ? 1 : 0),
      async close() {},
    };
    const cache = createSessionCache(createChangeFeed(transport));
    const reads = counted(state(1));
    await cache.read('u1', null, reads.load);
    await cache.read('u1', null, reads.load);
    expect(reads.loads).toBe(2);
    connected = true;
    await cache.read('u1', null, reads.load);
    await cache.read('u1', null, reads.load);
    expect(reads.loads).toBe(3);
    connected = false;
    expect(cache.get('u1', null)).toBeUndefined();
  });

  it('drops the oldest account beyond its size', async () => {
    const cache = createSessionCache(createChangeFeed(), { maxAccounts: 2 });
    for (const id of ['a', 'b', 'c']) await cache.read(id, null, async () => state(1));
    expect([cache.get('a', null), cache.get('b', null), cache.get('c', null)]).toEqual([
      undefined,
      state(1),
      state(1),
    ]);
  });

  it('drops an entry by a topic named by what it read, and forgets the topic once the entry is gone', async () => {
    const feed = createChangeFeed();
    const cache = createSessionCache<{ challenges: string[] }>(feed, {
      prefixes: ['inbox:'],
      related: (inbox) => inbox.challenges.map((id) => `challenge:${id}`),
    });
    await cache.read('u1', 'en', async () => ({ challenges: ['c1', 'c2'] }));
    await cache.read('u2', 'en', async () => ({ challenges: ['c2'] }));
    feed.publish('challenge:c1');
    expect([cache.get('u1', 'en'), cache.get('u2', 'en')]).toEqual([undefined, { challenges: ['c2'] }]);
    feed.publish('challenge:c3'); // no entry read it
    expect(cache.get('u2', 'en')).toEqual({ challenges: ['c2'] });
    feed.publish('inbox:u2');
    expect(cache.size).toBe(0);
    // u1 read again without c2: c2 no longer drops it (the index forgot u1's old topics).
    await cache.read('u1', 'en', async () => ({ challenges: ['c3'] }));
    feed.publish('challenge:c2');
    expect(cache.get('u1', 'en')).toEqual({ challenges: ['c3'] });
  });
});

describe(`the database announces account changes (${testEngine})`, () => {
  let database: TestDatabase;
  let second: Database | undefined;
  afterEach(async () => {
    await second?.close();
    second = undefined;
    await database?.close();
  });

  /** What the feed heard, recorded as it is heard. */
  function record(feed: Database['changes']) {
    const heard: string[] = [];
    feed.subscribe((topics) => heard.push(...topics.filter((topic) => topic.startsWith('account:'))));
    return heard;
  }

  it('announces a change of the account, a revoked session and a deleted account at COMMIT, and nothing else', async () => {
    database = await createTestDatabase();
    await database.changes.ready();
    const heard = record(database.changes);
    const user = await insertTestUser(database, 'unused-secret-'.padEnd(48, 'u'));
    const other = await insertTestUser(database, 'unused-secret-'.padEnd(48, 'u'));
    await database.query(
      `insert into sessions (id, user_id, method) values ('00000000-0000-4000-8000-000000000001', $1, 'password')`,
      [user.id],
    );
    // A rolled-back change announces nothing, nor does a session seen again (a refresh).
    await expect(
      database.transaction(async (tx) => {
        await tx.query(`update users set role = 'admin' where id = $1`, [other.id]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await database.query('update sessions set last_seen_at = now() where user_id = $1', [user.id]);
    expect(heard).toEqual([]);

    // Each announcement is heard before the write's promise resolves: the writer's own instance never
    // answers from a stale entry. (On PostgreSQL the instance's listener hears it a second time, later.)
    const times = (id: string) => heard.filter((topic) => topic === `account:${id}`).length;
    const expectAnnounced = async (id: string, write: () => Promise<unknown>) => {
      const before = times(id);
      await write();
      expect(times(id)).toBeGreaterThan(before);
    };
    await expectAnnounced(user.id, () =>
      database.transaction(async (tx: Queryable) => {
        await tx.query('update users set token_version = token_version + 1 where id = $1', [user.id]);
        expect(times(user.id)).toBe(0); // not before COMMIT
      }),
    );
    await expectAnnounced(other.id, () =>
      database.query(`update users set blocked_at = now(), blocked_reason = 'a test' where id = $1`, [
        other.id,
      ]),
    );
    await expectAnnounced(user.id, () =>
      database.query(`update sessions set revoked_at = now() where user_id = $1`, [user.id]),
    );
    await expectAnnounced(user.id, () =>
      database.query(`update users set role = 'admin' where id = $1`, [user.id]),
    );
    await expectAnnounced(other.id, () => database.query('delete from users where id = $1', [other.id]));
    expect(new Set(heard)).toEqual(new Set([`account:${user.id}`, `account:${other.id}`]));
  });

  it.runIf(testEngine === 'postgres')(
    'is heard by another instance on the same database before the write that caused it returns',
    async () => {
      database = await createTestDatabase();
      second = await database.secondHandle();
      const heard = record(second.changes);
      await second.changes.ready();
      const user = await insertTestUser(database, 'unused-secret-'.padEnd(48, 'u'));
      heard.length = 0;
      // The writer waits for every listening instance to say it heard (change-feed.ts `settle`).
      await database.query('update users set token_version = token_version + 1 where id = $1', [user.id]);
      expect(heard).toContain(`account:${user.id}`);
      heard.length = 0;
      await database.transaction((tx) =>
        tx.query(`update sessions set revoked_at = now() where user_id = $1`, [user.id]),
      );
      expect(heard).toEqual([]); // no session to revoke: nothing changed, nothing announced
      await database.transaction((tx) =>
        tx.query(`update users set blocked_at = now(), blocked_reason = 'a test' where id = $1`, [user.id]),
      );
      expect(new Set(heard)).toEqual(new Set([`account:${user.id}`]));
    },
  );
});

describe('authentication through the session cache', () => {
  let harness: AuthTestApp;
  afterEach(async () => harness?.close());

  it('reads the account once for many requests and refuses the token at once after any write revokes it', async () => {
    harness = await startAuthTestApp();
    const { app, database, config } = harness;
    // The cache keeps nothing until the change feed listens (a loaded machine takes a moment to connect).
    await database.changes.ready();
    const user = await insertTestUser(database, config.jwtSecret);
    // Counted from here on: the reads authentication makes of the account.
    const reads = countQueries(database, 'token_version, blocked_at is not null');
    const original = database.query.bind(database);
    const me = () =>
      app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${user.token}` } });
    for (let i = 0; i < 5; i += 1) expect((await me()).statusCode).toBe(200);
    expect(reads.count).toBe(1);

    // A write no route made (an operator's SQL console, a script): the database announces it all the same.
    await original(`update users set blocked_at = now(), blocked_reason = 'a test' where id = $1`, [user.id]);
    expect((await me()).statusCode).toBe(401);
    await original('update users set blocked_at = null, blocked_reason = null where id = $1', [user.id]);
    expect((await me()).statusCode).toBe(200);
    await original('update users set token_version = token_version + 1 where id = $1', [user.id]);
    expect((await me()).statusCode).toBe(401);
    expect(reads.count).toBe(4);
  });
});
