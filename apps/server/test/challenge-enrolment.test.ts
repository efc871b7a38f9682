// Enrolment (spec §7 POST /api/challenge/enroll): every refusal with its message, the fee through
// the ledger, and the 200-into-50 race. PGlite runs one transaction at a time, so the race proves
// itself on PostgreSQL (DATABASE_URL); it runs on both.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollResponseSchema } from '@arena/contract';
import { buildApp } from '../src/app';
import { auditLedger } from '../src/ledger/audit';
import { readWallet } from '../src/wallet/wallet-repository';
import { hours, insertChallenge, insertPlayers, type Player } from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-db';

const jwtSecret = 'challenge-enrol-secret-'.padEnd(48, 'x');
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig({ JWT_SECRET: jwtSecret }), { database });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function enrol(player: Player, challengeId: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/challenge/enroll',
    headers: { authorization: `Bearer ${player.token}` },
    payload: { challengeId },
  });
  return { status: response.statusCode, body: enrollResponseSchema.parse(response.json()) };
}

const soon = () => new Date(Date.now() + hours(1));

describe('POST /api/challenge/enroll', () => {
  it('enrols, takes the entry fee through the ledger, and marks the card', async () => {
    const challengeId = await insertChallenge(database, { start: soon(), entryFee: 1 });
    const [player] = await insertPlayers(database, jwtSecret, 1, { gCoins: 2 });
    expect(await enrol(player!, challengeId)).toEqual({
      status: 200,
      body: { success: true, message: 'Successfully Enrolled!' },
    });
    expect((await readWallet(database, player!.id)).gCoinsAvailable).toBe(1);
    const { rows } = await database.query<{ type: string; idempotency_key: string; metadata: unknown }>(
      `select type, idempotency_key, metadata from journal_transactions
       where user_id = $1 and type = 'entry_fee'`,
      [player!.id],
    );
    // The metadata names the challenge, so the history can tell the fee in the reader's language.
    expect(rows).toEqual([
      {
        type: 'entry_fee',
        idempotency_key: `entry_fee:${challengeId}:${player!.id}`,
        metadata: { challengeId, gCoins: 1, challengeTitle: 'Test Challenge' },
      },
    ]);
    const list = await app.inject({
      url: '/api/challenge/list?gameId=valorant&status=0',
      headers: { authorization: `Bearer ${player!.token}` },
    });
    const card = (
      list.json() as { data: { id: string; isParticipating: boolean; registeredPlayers: number }[] }
    ).data.find((c) => c.id === challengeId);
    expect(card).toMatchObject({ isParticipating: true, registeredPlayers: 1 });
  });

  it('refuses each case with its message and changes nothing', async () => {
    const [rich, poor, unlinked] = [
      ...(await insertPlayers(database, jwtSecret, 1, { gCoins: 4 })),
      ...(await insertPlayers(database, jwtSecret, 1, { gCoins: 0 })),
      ...(await insertPlayers(database, jwtSecret, 1, { provider: null, gCoins: 2 })),
    ];
    const open = await insertChallenge(database, { start: soon(), entryFee: 1 });
    await enrol(rich!, open);
    expect(await enrol(rich!, open)).toEqual({
      status: 409,
      body: { success: false, message: 'You are already enrolled in this challenge.' },
    });

    const full = await insertChallenge(database, { start: soon(), maxPlayers: 1, entryFee: 0 });
    await enrol(rich!, full);
    expect((await enrol(poor!, full)).body).toEqual({ success: false, message: 'This challenge is full.' });

    const finished = await insertChallenge(database, {
      start: new Date(Date.now() - hours(80)),
      entryFee: 0,
    });
    expect((await enrol(poor!, finished)).body.message).toBe('This challenge has finished.');

    const late = await insertChallenge(database, { start: new Date(Date.now() - hours(25)), entryFee: 0 });
    expect((await enrol(poor!, late)).body.message).toBe(
      'This challenge started more than 24 hours ago and can no longer be joined.',
    );
    const stillOpen = await insertChallenge(database, {
      start: new Date(Date.now() - hours(23)),
      entryFee: 0,
    });
    expect((await enrol(poor!, stillOpen)).body.success).toBe(true);

    const brawl = await insertChallenge(database, { gameId: 'brawlstars', start: soon(), entryFee: 0 });
    expect((await enrol(unlinked!, brawl)).body.message).toBe(
      'Link your Brawl Stars account to join this challenge.',
    );

    const paid = await insertChallenge(database, { start: soon(), entryFee: 1 });
    const short = await enrol(poor!, paid);
    expect(short).toEqual({
      status: 402,
      body: {
        success: false,
        message: 'Insufficient GCoins. You need at least 1 GCoin(s) to participate in this challenge.',
      },
    });
    const { rows } = await database.query<{ registered_players: number }>(
      'select registered_players from challenges where id = $1',
      [paid],
    );
    expect(rows[0]!.registered_players).toBe(0);

    expect((await enrol(poor!, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const guest = await app.inject({
      method: 'POST',
      url: '/api/challenge/enroll',
      payload: { challengeId: paid },
    });
    expect(guest.statusCode).toBe(401);
    expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
  });

  it('enrols exactly 50 of 200 concurrent players into 50 places and charges exactly 50', async () => {
    const challengeId = await insertChallenge(database, { start: soon(), entryFee: 1, maxPlayers: 50 });
    const players = await insertPlayers(database, jwtSecret, 200, { gCoins: 2 });
    const results = await Promise.all(players.map((player) => enrol(player, challengeId)));
    const accepted = results.filter((result) => result.body.success);
    const refused = results.filter((result) => !result.body.success);
    expect(accepted).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const result of refused) {
      expect(result).toEqual({ status: 409, body: { success: false, message: 'This challenge is full.' } });
    }
    const { rows } = await database.query<Record<string, unknown>>(
      `select (select registered_players from challenges where id = $1) as registered,
              (select count(*) from challenge_participants where challenge_id = $1) as participants,
              (select count(*) from journal_transactions
               where type = 'entry_fee' and metadata ->> 'challengeId' = $1::text) as fees`,
      [challengeId],
    );
    expect(Object.values(rows[0]!).map(Number)).toEqual([50, 50, 50]);
    const balances = await Promise.all(players.map((p) => readWallet(database, p.id)));
    expect(balances.filter((w) => w.gCoinsAvailable === 1)).toHaveLength(50);
    expect(balances.filter((w) => w.gCoinsAvailable === 2)).toHaveLength(150);
    expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
  }, 60_000);

  it('waits for a group commit that holds the wallet, and answers "already enrolled" (no deadlock)', async () => {
    // A group commit on another instance locks its players' wallets first and then records them as
    // participants. A lone enrolment takes the same order (wallet, participant, place): on PostgreSQL
    // it waits at its first read instead of holding the participant row the group needs next, which
    // made PostgreSQL break a deadlock by failing one of the two (a 500 in the three-instance race).
    // PGlite runs one transaction at a time, so there the enrolment simply runs after the group.
    const challengeId = await insertChallenge(database, { start: soon(), entryFee: 2 });
    const [player] = await insertPlayers(database, jwtSecret, 1, { gCoins: 5 });
    const before = (await readWallet(database, player!.id)).gCoinsAvailable;
    const { enrolInChallenge } = await import('../src/challenges/enrolment');
    let alone: ReturnType<typeof enrolInChallenge> | undefined;
    await database.transaction(async (tx) => {
      await tx.query('select 1 from wallets where user_id = $1 for update', [player!.id]);
      alone = enrolInChallenge(database, { userId: player!.id, challengeId });
      if (testEngine === 'postgres') await untilALockIsAwaited(database);
      await tx.query(
        `insert into challenge_participants (challenge_id, user_id, created_at, skill_level)
         values ($1, $2, now(), 1)`,
        [challengeId, player!.id],
      );
      await tx.query('update challenges set registered_players = registered_players + 1 where id = $1', [
        challengeId,
      ]);
    });
    const result = await alone!;
    expect(result).toMatchObject({ success: false, reason: 'alreadyEnrolled', statusCode: 409 });
    expect((await readWallet(database, player!.id)).gCoinsAvailable).toBe(before); // no fee taken
    const count = await database.query<{ players: number }>(
      'select registered_players as players from challenges where id = $1',
      [challengeId],
    );
    expect(count.rows[0]?.players).toBe(1);
  });
});

/** Resolves once some session waits for a lock (PostgreSQL), so the test's next step meets it. */
async function untilALockIsAwaited(db: TestDatabase) {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from pg_locks where not granted',
    );
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the enrolment never waited for a lock');
}

describe('enrolments that arrive together (group commit, issue 15)', () => {
  it('decides each exactly as one by one, in arrival order, in one transaction', async () => {
    const challengeId = await insertChallenge(database, { start: soon(), entryFee: 3, maxPlayers: 3 });
    const [first, second, third, late] = await insertPlayers(database, jwtSecret, 4, { gCoins: 4 });
    const [unlinked] = await insertPlayers(database, jwtSecret, 1, { provider: null, gCoins: 4 });
    const [poor] = await insertPlayers(database, jwtSecret, 1, { gCoins: 1 });
    const { enrolInChallenge } = await import('../src/challenges/enrolment');
    const asked = [first, unlinked, poor, first, second, third, late].map((player) =>
      enrolInChallenge(database, { userId: player!.id, challengeId }),
    );
    const results = (await Promise.all(asked)).map((result) =>
      result.success ? 'enrolled' : `${result.reason} ${result.statusCode}`,
    );
    // The first runs alone; the six asking meanwhile go together, in the order they asked.
    expect(results).toEqual([
      'enrolled',
      'noLinkedAccount 422',
      'insufficientGCoins 402',
      'alreadyEnrolled 409',
      'enrolled',
      'enrolled',
      'full 409',
    ]);
    const count = await database.query<{ players: number }>(
      'select registered_players as players from challenges where id = $1',
      [challengeId],
    );
    expect(count.rows[0]?.players).toBe(3);
    for (const player of [first, second, third]) {
      expect((await readWallet(database, player!.id)).gCoinsAvailable).toBe(1);
    }
    for (const player of [late, unlinked])
      expect((await readWallet(database, player!.id)).gCoinsAvailable).toBe(4);
    expect((await readWallet(database, poor!.id)).gCoinsAvailable).toBe(2);
    const fees = await database.query<{ user_id: string; description: string; metadata: unknown }>(
      `select user_id, description, metadata from journal_transactions
        where type = 'entry_fee' and metadata ->> 'challengeId' = $1 order by user_id`,
      [challengeId],
    );
    expect(fees.rows).toEqual(
      [first, second, third]
        .map((player) => player!.id)
        .sort()
        .map((userId) => ({
          user_id: userId,
          description: 'Challenge entry fee: 3 GCoins',
          metadata: { challengeId, gCoins: 3, challengeTitle: 'Test Challenge' },
        })),
    );
    // One transaction for the group: its fees share the transaction's clock, the lone first does not.
    const times = await database.query<{ user_id: string; at: string }>(
      `select user_id, created_at::text as at from journal_transactions
        where type = 'entry_fee' and metadata ->> 'challengeId' = $1`,
      [challengeId],
    );
    const at = new Map(times.rows.map((row) => [row.user_id, row.at]));
    expect(at.get(second!.id)).toBe(at.get(third!.id));
    expect(at.get(first!.id)).not.toBe(at.get(second!.id));
    expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
  });
});
