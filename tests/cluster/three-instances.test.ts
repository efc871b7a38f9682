// Three server processes on one PostgreSQL (issue 14 "Several instances, one PostgreSQL";
// docs/decisions/0026-several-instances.md), checked over real HTTP: migrations applied once when all
// three start together; an enrolment race spread over the three overfills nothing and charges once;
// a challenge finished on all three at once pays once; the login limit holds across them; a write on
// one is seen on the others; killing one in the middle of a stream of enrolments loses no money.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../apps/server/src/db/database';
import { loadMigrations } from '../../apps/server/src/db/migrate';
import { openPostgresDatabase } from '../../apps/server/src/db/postgres-database';
import { auditLedger } from '../../apps/server/src/ledger/audit';
import { creditPrize } from '../../apps/server/src/ledger/prizes';
import { recordAccountNotice } from '../../apps/server/src/notifications/account-notices';
import {
  insertChallenge,
  insertPlayers,
  setScore,
  type Player,
} from '../../apps/server/test/support/challenge-fixtures';
import { defaultTestPassword, insertTestUser } from '../../apps/server/test/support/users-fixtures';
import {
  appliedMigrations,
  spawnInstance,
  startDatabase,
  stopInstance,
  waitForHealth,
  type ClusterDatabase,
  type Instance,
} from './cluster';

let postgres: ClusterDatabase;
let db: Database;
let instances: Instance[] = [];
/** The JWT secret the instances generated and share (db/shared-secrets.ts), read once they run. */
let jwtSecret: string;

beforeAll(async () => {
  postgres = await startDatabase();
  // All three at once, on an empty database: they race to migrate.
  instances = await Promise.all(['a', 'b', 'c'].map((name) => spawnInstance(name, postgres.url)));
  await Promise.all(instances.map((instance) => waitForHealth(instance)));
  db = openPostgresDatabase({ connectionString: postgres.url, max: 10 });
  const { rows } = await db.query<{ secret: string }>(
    `select value #>> '{}' as secret from app_settings where key = 'generated-secret.jwt-secret'`,
  );
  jwtSecret = rows[0]?.secret ?? '';
}, 240_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => stopInstance(instance)));
  await db?.close();
  await postgres?.stop();
}, 60_000);

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

async function call(
  instance: Instance,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${instance.url}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, body, headers: response.headers };
}

const enrol = (instance: Instance, player: Player, challengeId: string) =>
  call(instance, 'POST', '/api/challenge/enroll', { token: player.token, body: { challengeId } });

async function expectLedgerSound() {
  expect(await auditLedger(db)).toEqual({ ok: true, problems: [] });
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(sql, params);
  return Number(rows[0]?.n);
}

const soon = () => new Date(Date.now() + 3_600_000);

describe('three instances on one PostgreSQL', () => {
  it('started together, they applied every migration exactly once between them', async () => {
    const all = loadMigrations().map((migration) => migration.name);
    const byInstance = instances.map((instance) => appliedMigrations(instance));
    const applied = byInstance.flat();
    expect([...applied].sort()).toEqual([...all].sort()); // each one once, none twice
    expect(await count('select count(*)::int as n from schema_migrations', [])).toBe(all.length);
    // Every instance answers and reports the database ready.
    for (const instance of instances) expect((await call(instance, 'GET', '/api/health')).status).toBe(200);
    expect(jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('an enrolment race over the three fills the places once and charges each player once', async () => {
    const places = 5;
    const fee = 3;
    const challengeId = await insertChallenge(db, { start: soon(), entryFee: fee, maxPlayers: places });
    const players = await insertPlayers(db, jwtSecret, 14, { gCoins: 10 });
    const before = new Map<string, number>();
    for (const player of players) {
      const { rows } = await db.query<{ gcoins: number }>('select gcoins from wallets where user_id = $1', [
        player.id,
      ]);
      before.set(player.id, Number(rows[0]?.gcoins));
    }
    // Every player asks twice, through two different instances, all at once.
    const answers = await Promise.all(
      players.flatMap((player, index) => [
        enrol(instances[index % 3]!, player, challengeId),
        enrol(instances[(index + 1) % 3]!, player, challengeId),
      ]),
    );
    const accepted = answers.filter((answer) => answer.status === 200 && answer.body.success === true);
    expect(accepted).toHaveLength(places);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);

    expect(
      await count('select count(*)::int as n from challenge_participants where challenge_id = $1', [
        challengeId,
      ]),
    ).toBe(places);
    expect(await count('select registered_players as n from challenges where id = $1', [challengeId])).toBe(
      places,
    );
    expect(
      await count(
        `select count(*)::int as n from journal_transactions where type = 'entry_fee' and metadata ->> 'challengeId' = $1`,
        [challengeId],
      ),
    ).toBe(places);
    const enrolled = await db.query<{ user_id: string }>(
      'select user_id from challenge_participants where challenge_id = $1',
      [challengeId],
    );
    const enrolledIds = new Set(enrolled.rows.map((row) => row.user_id));
    for (const player of players) {
      const { rows } = await db.query<{ gcoins: number }>('select gcoins from wallets where user_id = $1', [
        player.id,
      ]);
      const charged = enrolledIds.has(player.id) ? fee : 0;
      expect(Number(rows[0]?.gcoins)).toBe(before.get(player.id)! - charged);
    }
    // A further player, through any instance, finds it full.
    const [late] = await insertPlayers(db, jwtSecret, 1, { gCoins: 10 });
    for (const instance of instances) expect((await enrol(instance, late!, challengeId)).status).toBe(409);
    await expectLedgerSound();
  });

  it('a challenge finished on all three at once pays once', async () => {
    const challengeId = await insertChallenge(db, { start: soon(), entryFee: 0, prizes: [1_000, 500] });
    const players = await insertPlayers(db, jwtSecret, 3);
    for (const [index, player] of players.entries()) {
      const answer = await enrol(instances[index % 3]!, player, challengeId);
      expect(answer.status).toBe(200);
      await setScore(db, challengeId, player.id, 10 * (index + 1));
    }
    const [admin] = await insertPlayers(db, jwtSecret, 1, { role: 'admin', provider: null });
    const answers = await Promise.all(
      [...instances, ...instances].map((instance) =>
        call(instance, 'POST', `/api/admin/challenges/${challengeId}/finish-now`, { token: admin!.token }),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(answers.filter((answer) => answer.body.finished === true)).toHaveLength(1);
    expect(
      await count('select count(*)::int as n from challenge_winners where challenge_id = $1', [challengeId]),
    ).toBe(2);
    expect(
      await count(
        `select count(*)::int as n from journal_transactions where type = 'prize' and metadata ->> 'challengeId' = $1`,
        [challengeId],
      ),
    ).toBe(2);
    // The best player got the first prize once (twice the second's), the third nothing.
    const { rows } = await db.query<{ crystals: number; user_id: string }>(
      `select w.user_id, w.crystals from wallets w where w.user_id = any($1::uuid[])`,
      [players.map((player) => player.id)],
    );
    const crystals = new Map(rows.map((row) => [row.user_id, Number(row.crystals)]));
    const of = (player: Player) => crystals.get(player.id) ?? 0;
    expect(of(players[2]!)).toBeGreaterThan(0);
    expect(of(players[2]!)).toBe(2 * of(players[1]!));
    expect(of(players[0]!)).toBe(0);
    await expectLedgerSound();
  });

  it('the login limit holds across the three: the allowed tries add up to the limit', async () => {
    const user = await insertTestUser(db, jwtSecret);
    const attempts = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        call(instances[index % 3]!, 'POST', '/api/auth/login', {
          body: { email: user.email, password: 'not the password' },
        }),
      ),
    );
    const refused = attempts.filter((answer) => answer.status === 401);
    const throttled = attempts.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(5); // loginLimits.perPair: one address, one account
    expect(throttled).toHaveLength(10);
    for (const answer of throttled) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a request limit holds across the three (registration: 10 an hour per address)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        call(instances[index % 3]!, 'POST', '/api/auth/register', {
          body: {
            name: 'Cluster Player',
            email: `cluster.${index}.${Date.now()}@example.com`,
            password: defaultTestPassword,
            passwordConfirm: defaultTestPassword,
            country: 'AE',
            dob: '1995-05-05',
          },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(6);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
  });

  it('a session opened on one instance is valid on the others, and a write on one is seen on the others', async () => {
    const user = await insertTestUser(db, 'unused-secret-'.padEnd(48, 'u'));
    const login = await call(instances[0]!, 'POST', '/api/auth/login', {
      body: { email: user.email, password: defaultTestPassword },
    });
    expect(login.status).toBe(200);
    const token = String(login.body.access_token);
    // The refresh cookie among the login's cookies (the device cookie comes too: decision 0045).
    const cookie = login.headers
      .getSetCookie()
      .find((value) => value.startsWith('arena_refresh='))!
      .split(';')[0]!;
    expect(cookie).toMatch(/^arena_refresh=/);
    // The access token signed by A is accepted by B and C.
    for (const instance of instances.slice(1)) {
      expect((await call(instance, 'GET', '/api/users/me', { token })).status).toBe(200);
    }
    // The refresh credential issued by A rotates on B; the new token works on C.
    const refreshed = await call(instances[1]!, 'GET', '/api/auth/refresh', { headers: { cookie } });
    expect(refreshed.status).toBe(200);
    const fresh = String(refreshed.body.access_token);
    expect((await call(instances[2]!, 'GET', '/api/users/me', { token: fresh })).status).toBe(200);
    // The old refresh credential was used on B: replaying it on C is refused (one family, one database),
    // and the replay ends the session (issue 30): its newest access token stops on every instance at once.
    expect((await call(instances[2]!, 'GET', '/api/auth/refresh', { headers: { cookie } })).status).toBe(401);
    for (const instance of instances) {
      expect((await call(instance, 'GET', '/api/users/me', { token: fresh })).status).toBe(401);
    }

    // A display name changed through C is what A and B answer at once (nothing is cached per process).
    const again = await call(instances[2]!, 'POST', '/api/auth/login', {
      body: { email: user.email, password: defaultTestPassword },
    });
    expect(again.status).toBe(200);
    const token2 = String(again.body.access_token);
    const renamed = await call(instances[2]!, 'PUT', '/api/users/profile', {
      token: token2,
      body: { name: 'Renamed On C' },
    });
    expect(renamed.status).toBe(200);
    for (const instance of instances.slice(0, 2)) {
      const me = await call(instance, 'GET', '/api/users/profile', { token: token2 });
      expect((me.body.data as { user: { name: string } }).user.name).toBe('Renamed On C');
    }
    // `me`, which each instance keeps (issue 35, decision 0065), is dropped by the database's announcement of
    // the changed row, and the rename answers only once every instance has heard it (change-feed.ts
    // `settle`): renamed through A, every instance answers the new name at once.
    const meName = async (instance: Instance) =>
      (
        (await call(instance, 'GET', '/api/users/me', { token: token2 })).body.data as {
          user: { name: string };
        }
      ).user.name;
    expect(await Promise.all(instances.map(meName))).toEqual(Array(3).fill('Renamed On C'));
    const again2 = await call(instances[0]!, 'PUT', '/api/users/profile', {
      token: token2,
      body: { name: 'Renamed On A' },
    });
    expect(again2.status).toBe(200);
    expect(await Promise.all(instances.map(meName))).toEqual(Array(3).fill('Renamed On A'));
  });

  it('what each instance remembers of a session ends on all three at once: sign-out everywhere, block, role, password', async () => {
    // Each instance answers a token once from the database and then from memory (issue 35, decision 0065):
    // every check below runs right after a request on every instance filled that memory.
    const user = await insertTestUser(db, jwtSecret);
    const me = (instance: Instance, token: string) => call(instance, 'GET', '/api/users/me', { token });
    const everywhere = async (token: string) =>
      Promise.all(instances.map(async (i) => (await me(i, token)).status));
    const login = async (instance: Instance) => {
      const answer = await call(instance, 'POST', '/api/auth/login', {
        body: { email: user.email, password: defaultTestPassword },
      });
      expect(answer.status).toBe(200);
      return String(answer.body.access_token);
    };

    expect(await everywhere(user.token)).toEqual([200, 200, 200]);
    expect((await call(instances[0]!, 'POST', '/api/auth/logout-all', { token: user.token })).status).toBe(
      200,
    );
    expect(await everywhere(user.token)).toEqual([401, 401, 401]);

    // Blocked by any write to the database (here a statement of this test's own pool, which waits like an
    // instance's for every listening instance to hear it): refused on all three at once.
    const second = await login(instances[1]!);
    expect(await everywhere(second)).toEqual([200, 200, 200]);
    await db.query(`update users set blocked_at = now(), blocked_reason = 'cluster test' where id = $1`, [
      user.id,
    ]);
    expect(await everywhere(second)).toEqual([401, 401, 401]);
    await db.query('update users set blocked_at = null, blocked_reason = null where id = $1', [user.id]);

    // A role taken away: the operators' pages answer as they do to a player, on all three at once.
    await db.query(`update users set role = 'admin' where id = $1`, [user.id]);
    const admin = await login(instances[2]!);
    const flags = async (token: string) =>
      Promise.all(
        instances.map(async (i) => (await call(i, 'GET', '/api/admin/flags', { token })).body.messageKey),
      );
    expect(await flags(admin)).toEqual(Array(3).fill('auth.mfa.enrolmentRequired'));
    await db.query(`update users set role = 'player' where id = $1`, [user.id]);
    expect(await flags(admin)).toEqual(Array(3).fill('operatorUser.operatorOnly'));

    // A password changed through C ends the session that A and B remember.
    expect(await everywhere(admin)).toEqual([200, 200, 200]);
    const changed = await call(instances[2]!, 'PUT', '/api/users/profile/password', {
      token: admin,
      body: {
        currentPassword: defaultTestPassword,
        newPassword: 'a different horse 2',
        confirmPassword: 'a different horse 2',
      },
    });
    expect(changed.status).toBe(200);
    expect(await everywhere(admin)).toEqual([401, 401, 401]);
    expect(await everywhere(String(changed.body.access_token))).toEqual([200, 200, 200]);
  });

  it('a wallet each instance remembers is read afresh on all three after a movement through one', async () => {
    const user = await insertTestUser(db, jwtSecret);
    await creditPrize(db, { userId: user.id, challengeId: 'cluster-wallet', crystals: 1_000 });
    const gCoins = async (instance: Instance) =>
      Number((await call(instance, 'GET', '/api/wallet/get', { token: user.token })).body.gCoinsAvailable);
    // Each instance reads the wallet and keeps it (issue 35, decision 0065).
    expect(await Promise.all(instances.map(gCoins))).toEqual([0, 0, 0]);
    expect(await Promise.all(instances.map(gCoins))).toEqual([0, 0, 0]);
    const exchange = await call(instances[0]!, 'POST', '/api/wallet/exchange', {
      token: user.token,
      body: { amount: 2 },
    });
    expect(exchange.status).toBe(200);
    // The instance that moved it answers the new balance at once; the others as soon as the change feed
    // reaches them (tens of milliseconds; the 5 s bound only ends a broken run).
    expect(await gCoins(instances[0]!)).toBe(2);
    for (const instance of instances.slice(1)) {
      await expect.poll(() => gCoins(instance), { timeout: 5_000, interval: 20 }).toBe(2);
    }
  });

  it('a withdrawal, the offer claimed and the inbox read through one instance are what all three answer', async () => {
    const user = await insertTestUser(db, jwtSecret, { provider: 'google' });
    await db.query(
      `insert into passport_verifications (user_id, status, provider, storage_key, content_type, size_bytes,
                                           encryption_key_id, decided_at)
       values ($1, 'verified', 'sandbox', 'passports/test', 'image/png', 10, 'test', now())`,
      [user.id],
    );
    const wallet = async (instance: Instance) => {
      const body = (await call(instance, 'GET', '/api/wallet/get', { token: user.token })).body;
      return { crystals: Number(body.crystalsAvailable), claimed: body.referralRewardClaimed };
    };
    const unread = async (instance: Instance) =>
      Number((await call(instance, 'GET', '/api/notifications', { token: user.token })).body.unreadCount);
    // Each instance reads and keeps the wallet and the inbox (issue 35).
    expect(await Promise.all(instances.map(wallet))).toEqual(Array(3).fill({ crystals: 0, claimed: false }));
    expect(await Promise.all(instances.map(unread))).toEqual([0, 0, 0]);

    // A prize and an account notice written elsewhere (the test's own pool): every instance hears them.
    await creditPrize(db, { userId: user.id, challengeId: 'cluster-withdrawal', crystals: 3_000 });
    await db.transaction((tx) =>
      recordAccountNotice(tx, { kind: 'payout_failed', userId: user.id, withdrawalId: randomUUID(), crystals: 1 }),
    );
    const eventually = async <T>(read: (instance: Instance) => Promise<T>, expected: T) => {
      for (const instance of instances) {
        await expect.poll(() => read(instance), { timeout: 5_000, interval: 20 }).toEqual(expected);
      }
    };
    await eventually(wallet, { crystals: 3_000, claimed: false });
    await eventually(unread, 1);

    const withdrawal = await call(instances[2]!, 'POST', '/api/withdrawal/request', {
      token: user.token,
      body: { crystalAmount: 1_000, paymentEmail: `${user.id}@example.com` },
    });
    expect(withdrawal.status).toBe(201);
    await eventually(wallet, { crystals: 2_000, claimed: false });

    const claim = await call(instances[1]!, 'POST', '/api/wallet/referral-offer/claim', { token: user.token });
    expect(claim.status).toBe(200);
    await eventually(wallet, { crystals: 2_000, claimed: true });

    const read = await call(instances[0]!, 'POST', '/api/notifications/read', { token: user.token, body: {} });
    expect(read.body).toEqual({ unreadCount: 0 });
    await eventually(unread, 0);

    // A challenge joined through A: the page each instance keeps the caller's flags for says so on all three.
    await db.query(
      `insert into game_accounts (user_id, provider, external_id, display_name) values ($1, 'riot', $2, 'C#1')`,
      [user.id, `cluster-${user.id}`],
    );
    const challengeId = await insertChallenge(db, { start: soon(), entryFee: 0 });
    const joined = async (instance: Instance) =>
      ((await call(instance, 'GET', `/api/challenge/${challengeId}`, { token: user.token })).body.data as {
        isParticipating: boolean;
      }).isParticipating;
    expect(await Promise.all(instances.map(joined))).toEqual([false, false, false]);
    expect((await enrol(instances[0]!, user, challengeId)).status).toBe(200);
    await eventually(joined, true);
    await expectLedgerSound();
  });

  it('a sandbox match added through A is seen and scored through B and C', async () => {
    const challengeId = await insertChallenge(db, {
      start: new Date(Date.now() - 3_600_000),
      entryFee: 0,
      status: 1,
    });
    const [player] = await insertPlayers(db, jwtSecret, 1);
    await db.query(
      `insert into challenge_participants (challenge_id, user_id, created_at) values ($1, $2, now() - interval '30 minutes')`,
      [challengeId, player!.id],
    );
    const startedAt = new Date(Date.now() - 10 * 60_000).toISOString();
    const added = await call(instances[0]!, 'POST', '/sandbox/matches', {
      token: player!.token,
      body: {
        gameId: 'valorant',
        startedAt,
        stats: { kills: 20, deaths: 15, assists: 5, win: true, headshots: 9, rounds: 24 },
      },
    });
    expect(added.status).toBe(201);
    const matchKey = (added.body.match as { matchKey: string }).matchKey;
    expect(
      await count("select count(*)::int as n from sandbox_matches where match ->> 'matchKey' = $1", [
        matchKey,
      ]),
    ).toBe(1);
    // B adds a second match: its ingestion reads A's match from the table as well, and counts both.
    const second = await call(instances[1]!, 'POST', '/sandbox/matches', {
      token: player!.token,
      body: { gameId: 'valorant', startedAt: new Date(Date.now() - 5 * 60_000).toISOString() },
    });
    expect(second.status).toBe(201);
    expect(second.body.challenges).toEqual([expect.objectContaining({ challengeId, gamesPlayed: 2 })]);
    expect(
      await count(
        'select games_played as n from challenge_participants where challenge_id = $1 and user_id = $2',
        [challengeId, player!.id],
      ),
    ).toBe(2);
  });

  it('killing one instance in the middle of a stream of enrolments loses no money', async () => {
    const challenges = await Promise.all(
      Array.from({ length: 6 }, () => insertChallenge(db, { start: soon(), entryFee: 2, maxPlayers: 100 })),
    );
    const players = await insertPlayers(db, jwtSecret, 30, { gCoins: 20 });
    const victim = instances[2]!;
    const survivors = instances.slice(0, 2);
    const requests: { player: Player; challengeId: string; instance: Instance }[] = [];
    for (const challengeId of challenges)
      for (const [index, player] of players.entries())
        requests.push({ player, challengeId, instance: instances[index % 3]! });

    const acknowledged: { player: Player; challengeId: string }[] = [];
    let failed = 0;
    let sent = 0;
    let killed = false;
    let inFlightOnVictim = 0;
    let inFlightAtKill = 0;
    const killAt = Math.floor(requests.length / 3);
    // Eight requests in flight at a time; C is killed with SIGKILL once a third have been sent.
    const queue = [...requests];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          sent += 1;
          if (!killed && sent >= killAt && inFlightOnVictim > 0) {
            killed = true;
            inFlightAtKill = inFlightOnVictim;
            victim.process.kill('SIGKILL');
          }
          const onVictim = next.instance === victim;
          if (onVictim) inFlightOnVictim += 1;
          try {
            const answer = await enrol(next.instance, next.player, next.challengeId).finally(() => {
              if (onVictim) inFlightOnVictim -= 1;
            });
            if (answer.status === 200 && answer.body.success === true) acknowledged.push(next);
            else failed += 1;
          } catch {
            failed += 1; // connection refused or reset: not acknowledged
          }
        }
      }),
    );
    expect(killed).toBe(true);
    expect(inFlightAtKill).toBeGreaterThan(0); // killed with requests of its own in flight
    await new Promise((resolve) =>
      victim.process.exitCode !== null || victim.process.signalCode !== null
        ? resolve(undefined)
        : victim.process.once('exit', resolve),
    );
    expect(victim.process.signalCode).toBe('SIGKILL');
    expect(failed).toBeGreaterThan(0); // C's requests after the kill were refused
    expect(acknowledged.length).toBeGreaterThan(requests.length / 2);

    // Every acknowledged enrolment is a participant with its entry fee in the ledger.
    const { rows } = await db.query<{ challenge_id: string; user_id: string; fees: number }>(
      `select p.challenge_id, p.user_id,
              (select count(*)::int from journal_transactions t
                where t.type = 'entry_fee' and t.user_id = p.user_id and t.metadata ->> 'challengeId' = p.challenge_id::text) as fees
         from challenge_participants p where p.challenge_id = any($1::uuid[])`,
      [challenges],
    );
    const stored = new Set(rows.map((row) => `${row.challenge_id}:${row.user_id}`));
    for (const { player, challengeId } of acknowledged)
      expect(stored.has(`${challengeId}:${player.id}`)).toBe(true);
    // And nothing half-done: every participant paid exactly once, every fee has its participant.
    for (const row of rows) expect(row.fees).toBe(1);
    expect(
      await count(
        `select count(*)::int as n from journal_transactions where type = 'entry_fee' and metadata ->> 'challengeId' = any($1::text[])`,
        [challenges],
      ),
    ).toBe(rows.length);
    for (const challengeId of challenges) {
      expect(await count('select registered_players as n from challenges where id = $1', [challengeId])).toBe(
        rows.filter((row) => row.challenge_id === challengeId).length,
      );
    }
    await expectLedgerSound();
    // The two survivors go on serving.
    for (const instance of survivors) expect((await call(instance, 'GET', '/api/health')).status).toBe(200);
  });
});
