// Automatic void and refund (issue 16, docs/decisions/0029): too few players at the start, the match
// provider unreachable for more than a quarter of the window, an operator's cancel; each refunds every
// entry fee once, even when two voids, or a void and a cancel, run at the same moment from two handles.
// The participants are emailed in their language, visitors see why on the card and the page, and the
// ledger balances after every test. PGlite by default, PostgreSQL with DATABASE_URL.
import type { FastifyInstance } from 'fastify';
import {
  adminChallengeResponseSchema,
  challengeDetailResponseSchema,
  challengeListResponseSchema,
} from '@arena/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NormalisedMatch } from '@arena/domain';
import { buildApp } from '../src/app';
import { enrolInChallenge } from '../src/challenges/enrolment';
import { runChallengeLifecycle, type LifecycleNotify } from '../src/challenges/scheduler';
import { voidChallenge } from '../src/challenges/void-challenge';
import type { Database } from '../src/db/database';
import { auditLedger } from '../src/ledger/audit';
import type { MailMessage } from '../src/mail/mail-provider';
import { ingestMatches } from '../src/matches/ingest';
import { MatchSourceError, type MatchAccount, type MatchSource } from '../src/matches/match-source';
import { cancelChallenge } from '../src/operators/challenges-cancel';
import { readWallet } from '../src/wallet/wallet-repository';
import { hours, insertChallenge, insertPlayers, type Player } from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-db';

const jwtSecret = 'challenge-void-secret-'.padEnd(48, 'x');
const publicUrl = 'https://arena.example';
const minute = 60_000;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig({ JWT_SECRET: jwtSecret, PUBLIC_URL: publicUrl }), { database });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

afterEach(async () => {
  expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
});

/** A mail provider that keeps what it was given. */
function recordingNotify(): LifecycleNotify & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    publicUrl,
    log: { info: () => {}, error: () => {} },
    mail: {
      sendMail: async (message) => {
        sent.push(message);
      },
    },
  };
}

async function gCoins(who: Player): Promise<number> {
  return (await readWallet(database, who.id)).gCoinsAvailable;
}

async function emailOf(who: Player): Promise<string> {
  const { rows } = await database.query<{ email: string }>('select email from users where id = $1', [who.id]);
  return rows[0]!.email;
}

async function voidState(id: string) {
  const { rows } = await database.query<{
    status: number;
    void_reason: string | null;
    cancelled_by: string | null;
    finished: boolean;
  }>(
    'select status, void_reason, cancelled_by, finished_at is not null as finished from challenges where id = $1',
    [id],
  );
  return rows[0];
}

async function refundsOf(id: string) {
  const { rows } = await database.query<{
    user_id: string;
    idempotency_key: string;
    metadata: Record<string, unknown>;
  }>(
    `select user_id, idempotency_key, metadata from journal_transactions
     where type = 'refund' and metadata ->> 'challengeId' = $1 order by user_id`,
    [id],
  );
  return rows;
}

/** What a visitor reads: the challenge page (null when not found) and whether the list carries it. */
async function visitorSees(id: string) {
  const page = await app.inject({ url: `/api/challenge/${id}` });
  const list = challengeListResponseSchema.parse((await app.inject({ url: '/api/challenge/list' })).json());
  return {
    page: page.statusCode === 200 ? challengeDetailResponseSchema.parse(page.json()).data : null,
    listed: list.data.find((challenge) => challenge.id === id) ?? null,
  };
}

async function enrol(challengeId: string, players: Player[], now: Date) {
  for (const player of players) {
    expect(await enrolInChallenge(database, { userId: player.id, challengeId, now })).toMatchObject({
      success: true,
    });
  }
}

/** An upcoming paid challenge starting at `start` with `count` players who each paid `fee`. */
async function upcoming(start: Date, count: number, fee = 3, title = 'Void Cup') {
  const id = await insertChallenge(database, { start, entryFee: fee, title, prizes: [2_000, 1_000] });
  const players = await insertPlayers(database, jwtSecret, count, { gCoins: 10 });
  await enrol(id, players, new Date(start.getTime() - hours(1)));
  return { id, players };
}

describe('too few players at the start', () => {
  it('voids instead of starting, refunds each fee once and emails each player in their language', async () => {
    const start = new Date(Date.now() - hours(200));
    const { id, players } = await upcoming(start, 1);
    const [alone] = players as [Player];
    await database.query(`update users set country = 'SA' where id = $1`, [alone.id]);
    expect(await gCoins(alone)).toBe(7);
    const notify = recordingNotify();

    const result = await runChallengeLifecycle(database, new Date(start.getTime() + 1), notify);
    expect(result.voided.filter((v) => v.challengeId === id)).toEqual([
      { challengeId: id, reason: 'too_few_players', refundedPlayers: 1, refundedGCoins: 3 },
    ]);
    expect(await voidState(id)).toEqual({
      status: 3,
      void_reason: 'too_few_players',
      cancelled_by: null,
      finished: false,
    });
    expect(await gCoins(alone)).toBe(10);
    expect(await refundsOf(id)).toEqual([
      {
        user_id: alone.id,
        idempotency_key: `refund:${id}:${alone.id}`,
        metadata: {
          challengeId: id,
          gCoins: 3,
          challengeTitle: 'Void Cup',
          entryFeeKey: `entry_fee:${id}:${alone.id}`,
          voidReason: 'too_few_players',
        },
      },
    ]);
    const mails = notify.sent.filter((mail) => mail.to === 'x' || mail.subject.includes('Void Cup'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(await emailOf(alone));
    expect(mails[0]!.subject).toBe('أُلغي التحدي: Void Cup');
    expect(mails[0]!.text).toContain('عادت رسوم دخولك، 3 GCoins، إلى محفظتك.');
    expect(mails[0]!.text).toContain(`${publicUrl}/wallet`);
    expect(mails[0]!.html).toContain('dir="rtl"');

    // Visitors see it over, with why, on the card and the page.
    const seen = await visitorSees(id);
    expect(seen.page).toMatchObject({ id, status: 2, voidReason: 'too_few_players', winners: [] });
    expect(seen.listed).toMatchObject({ id, status: 2, voidReason: 'too_few_players' });

    // Later runs change nothing: never started, scored, finished nor refunded again.
    const later = await runChallengeLifecycle(database, new Date(start.getTime() + hours(100)), notify);
    expect(later.voided.map((v) => v.challengeId)).not.toContain(id);
    expect(later.finished.map((f) => f.challengeId)).not.toContain(id);
    expect(await voidState(id)).toMatchObject({ status: 3, finished: false });
    expect(await gCoins(alone)).toBe(10);
    expect(notify.sent.filter((mail) => mail.subject.includes('Void Cup'))).toHaveLength(1);
    // Nobody joins a voided challenge.
    const late = await enrolInChallenge(database, {
      userId: (await insertPlayers(database, jwtSecret, 1, { gCoins: 4 }))[0]!.id,
      challengeId: id,
      now: new Date(start.getTime() + 2),
    });
    expect(late.success).toBe(false);
  });

  it('starts at exactly the minimum and voids one below it (a per-challenge minimum)', async () => {
    const start = new Date(Date.now() - hours(300));
    const enough = await upcoming(start, 3, 2, 'Enough Cup');
    const short = await upcoming(start, 2, 2, 'Short Cup');
    await database.query('update challenges set min_players = 3 where id = any($1::uuid[])', [
      [enough.id, short.id],
    ]);
    const notify = recordingNotify();
    const result = await runChallengeLifecycle(database, new Date(start.getTime() + minute), notify);
    expect(await voidState(enough.id)).toEqual({
      status: 1,
      void_reason: null,
      cancelled_by: null,
      finished: false,
    });
    expect(await voidState(short.id)).toMatchObject({ status: 3, void_reason: 'too_few_players' });
    expect(result.voided.filter((v) => [enough.id, short.id].includes(v.challengeId))).toEqual([
      { challengeId: short.id, reason: 'too_few_players', refundedPlayers: 2, refundedGCoins: 4 },
    ]);
    expect((await visitorSees(enough.id)).page).toMatchObject({ status: 1 });
    expect((await visitorSees(enough.id)).page).not.toHaveProperty('voidReason');
    for (const who of enough.players) expect(await gCoins(who)).toBe(8);
    for (const who of short.players) expect(await gCoins(who)).toBe(10);
    // An English-speaking player (no country) reads it in English.
    const first = short.players[0]!;
    const firstEmail = await emailOf(first);
    const mail = notify.sent.find(
      (sent) => sent.subject === 'Challenge voided: Short Cup' && sent.to === firstEmail,
    )!;
    const { rows } = await database.query<{ name: string }>('select name from users where id = $1', [
      first.id,
    ]);
    expect(mail.text).toBe(
      [
        `Hello ${rows[0]!.name},`,
        '',
        'The challenge “Short Cup” you joined on Arena has been voided.',
        'Fewer players than it needs had joined when it was due to start, so it never ran.',
        'Your entry fee of 2 GCoins is back in your wallet.',
        '',
        `Your wallet: ${publicUrl}/wallet`,
      ].join('\n'),
    );
    expect(notify.sent.filter((sent) => sent.subject === 'Challenge voided: Short Cup')).toHaveLength(2);
    expect(notify.sent.filter((sent) => sent.subject.includes('Enough Cup'))).toHaveLength(0);
  });

  it('refunds once when two lifecycles void at the same time from two handles', async () => {
    const start = new Date(Date.now() - hours(400));
    const { id, players } = await upcoming(start, 1, 5, 'Race Cup');
    const other = await database.secondHandle();
    const notifyA = recordingNotify();
    const notifyB = recordingNotify();
    const now = new Date(start.getTime() + 1);
    const [a, b] = await Promise.all([
      runChallengeLifecycle(database, now, notifyA),
      runChallengeLifecycle(other, now, notifyB),
    ]);
    await other.close();
    expect([...a.voided, ...b.voided].filter((v) => v.challengeId === id)).toEqual([
      { challengeId: id, reason: 'too_few_players', refundedPlayers: 1, refundedGCoins: 5 },
    ]);
    expect(await refundsOf(id)).toHaveLength(1);
    expect(await gCoins(players[0]!)).toBe(10);
    expect(
      [...notifyA.sent, ...notifyB.sent].filter((mail) => mail.subject.includes('Race Cup')),
    ).toHaveLength(1);
  });

  it('refunds once when the void and an operator cancel race', async () => {
    const start = new Date(Date.now() - hours(500));
    const { id, players } = await upcoming(start, 1, 4, 'Cancel Race');
    const [admin] = await insertPlayers(database, jwtSecret, 1, { role: 'admin' });
    const other = await database.secondHandle();
    const notify = recordingNotify();
    const now = new Date(start.getTime() + 1);
    const [lifecycle, cancel] = await Promise.all([
      runChallengeLifecycle(database, now, notify),
      cancelChallenge(
        { database: other, mail: notify.mail, publicUrl, log: app.log },
        { actorId: admin!.id, challengeId: id, reason: 'Venue closed', now },
      ),
    ]);
    await other.close();
    const byVoid = lifecycle.voided.filter((v) => v.challengeId === id);
    // Exactly one of them refunded the one player.
    expect(byVoid.reduce((sum, v) => sum + v.refundedPlayers, 0) + cancel.refundedPlayers).toBe(1);
    const state = await voidState(id);
    expect(state?.status).toBe(3);
    expect(state?.void_reason).toBe(byVoid.length === 1 ? 'too_few_players' : 'operator_cancel');
    expect(await refundsOf(id)).toHaveLength(1);
    expect(await gCoins(players[0]!)).toBe(10);
  });
});

describe('a void racing an enrolment', () => {
  it('either counts the late player (started) or refuses them uncharged (voided), never charges a voided one', async () => {
    const start = new Date(Date.now() - hours(1_000));
    const { id, players } = await upcoming(start, 1, 2, 'Late Cup');
    const [late] = await insertPlayers(database, jwtSecret, 1, { gCoins: 10 });
    const other = await database.secondHandle();
    const now = new Date(start.getTime() + 1);
    const [lifecycle, enrolment] = await Promise.all([
      runChallengeLifecycle(other, now, recordingNotify()),
      enrolInChallenge(database, { userId: late!.id, challengeId: id, now }),
    ]);
    await other.close();
    const state = await voidState(id);
    if (enrolment.success) {
      // The enrolment committed first: two players, so the challenge runs (now or at the next tick).
      expect(lifecycle.voided.map((v) => v.challengeId)).not.toContain(id);
      expect(state).toMatchObject({ void_reason: null });
      expect(await gCoins(late!)).toBe(8);
      expect(await gCoins(players[0]!)).toBe(8);
    } else {
      // The void committed first: the late player is refused and pays nothing; the first is refunded.
      expect(state).toMatchObject({ status: 3, void_reason: 'too_few_players' });
      expect(await gCoins(late!)).toBe(10);
      expect(await gCoins(players[0]!)).toBe(10);
    }
  });
});

/** A match source that fails for the accounts in `failing` and has no matches for the rest. */
class FlakySource implements MatchSource {
  failing = new Set<string>();
  async recentMatches(account: MatchAccount): Promise<NormalisedMatch[]> {
    if (this.failing.has(account.externalId)) throw new MatchSourceError('provider down', 503);
    return [];
  }
}

describe('the match provider unreachable', () => {
  /** A current one-hour challenge with two paid players; its window a quarter of which is 15 minutes. */
  async function running(start: Date, title: string) {
    const id = await insertChallenge(database, {
      start,
      durationHours: 1,
      entryFee: 2,
      title,
      prizes: [2_000],
      status: 1,
    });
    const players = await insertPlayers(database, jwtSecret, 2, { gCoins: 10 });
    await enrol(id, players, start);
    return { id, players, externalIds: players.map((p) => `ext-${p.id}`) };
  }

  async function unreachableMs(id: string) {
    const { rows } = await database.query<{ ms: string }>(
      'select provider_unreachable_ms::text as ms from challenges where id = $1',
      [id],
    );
    return Number(rows[0]!.ms);
  }

  it('records failed checks from the polls and voids at the end beyond a quarter of the window', async () => {
    const start = new Date(Date.now() - hours(600));
    const over = await running(start, 'Outage Cup');
    const source = new FlakySource();
    const at = (ms: number) => new Date(start.getTime() + ms);

    // One player answered, one failed: the provider was reachable.
    source.failing = new Set([over.externalIds[0]!]);
    const reachable = await ingestMatches(database, source, at(5 * minute));
    expect(reachable.providerChecks.filter((c) => c.challengeId === over.id)).toEqual([
      { challengeId: over.id, unreachable: false, addedMs: 0 },
    ]);
    // Every request failed: unreachable for the time since the last check.
    source.failing = new Set(over.externalIds);
    await ingestMatches(database, source, at(10 * minute));
    expect(await unreachableMs(over.id)).toBe(5 * minute);
    // A gap longer than five minutes counts five (the rest is unknown).
    const gap = await ingestMatches(database, source, at(25 * minute));
    expect(gap.providerChecks.filter((c) => c.challengeId === over.id)).toEqual([
      { challengeId: over.id, unreachable: true, addedMs: 5 * minute },
    ]);
    await ingestMatches(database, source, at(30 * minute));
    expect(await unreachableMs(over.id)).toBe(15 * minute); // exactly a quarter
    await ingestMatches(database, source, at(30 * minute + 1));
    expect(await unreachableMs(over.id)).toBe(15 * minute + 1);

    const notify = recordingNotify();
    const result = await runChallengeLifecycle(database, at(hours(1)), notify);
    expect(result.voided.filter((v) => v.challengeId === over.id)).toEqual([
      { challengeId: over.id, reason: 'provider_unreachable', refundedPlayers: 2, refundedGCoins: 4 },
    ]);
    expect(result.finished.map((f) => f.challengeId)).not.toContain(over.id);
    expect(await voidState(over.id)).toEqual({
      status: 3,
      void_reason: 'provider_unreachable',
      cancelled_by: null,
      finished: false,
    });
    for (const who of over.players) expect(await gCoins(who)).toBe(10);
    expect((await visitorSees(over.id)).page).toMatchObject({
      status: 2,
      voidReason: 'provider_unreachable',
    });
    const winners = await database.query('select 1 from challenge_winners where challenge_id = $1', [
      over.id,
    ]);
    expect(winners.rowCount).toBe(0);
    const mails = notify.sent.filter((mail) => mail.subject === 'Challenge voided: Outage Cup');
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      (await Promise.all(over.players.map(emailOf))).sort(),
    );
    expect(mails[0]!.text).toContain(
      "The game's match data could not be reached for more than a quarter of the challenge, so it could not be ranked fairly.",
    );
  });

  it('ranks a challenge unreachable for exactly a quarter of its window', async () => {
    const start = new Date(Date.now() - hours(700));
    const edge = await running(start, 'Edge Cup');
    await database.query('update challenges set provider_unreachable_ms = $2 where id = $1', [
      edge.id,
      15 * minute,
    ]);
    const result = await runChallengeLifecycle(
      database,
      new Date(start.getTime() + hours(1)),
      recordingNotify(),
    );
    expect(result.voided.map((v) => v.challengeId)).not.toContain(edge.id);
    expect(result.finished.map((f) => f.challengeId)).toContain(edge.id);
    expect(await voidState(edge.id)).toEqual({
      status: 2,
      void_reason: null,
      cancelled_by: null,
      finished: true,
    });
  });

  it('refunds once when two voids of one challenge run at the same time from two handles', async () => {
    const start = new Date(Date.now() - hours(800));
    const twice = await running(start, 'Twice Cup');
    await database.query('update challenges set provider_unreachable_ms = $2 where id = $1', [
      twice.id,
      30 * minute,
    ]);
    const other: Database = await database.secondHandle();
    const notify = recordingNotify();
    const now = new Date(start.getTime() + hours(1));
    const request = { challengeId: twice.id, reason: 'provider_unreachable' as const, note: 'Provider down' };
    const outcomes = await Promise.all([
      voidChallenge({ database, ...notify }, request, now),
      voidChallenge({ database: other, ...notify }, request, now),
      voidChallenge({ database, ...notify }, request, now),
    ]);
    await other.close();
    expect(outcomes.filter((o) => o.voided)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.voided)).toEqual([
      { voided: false, state: 'already_voided' },
      { voided: false, state: 'already_voided' },
    ]);
    expect(await refundsOf(twice.id)).toHaveLength(2);
    for (const who of twice.players) expect(await gCoins(who)).toBe(10);
    expect(notify.sent.filter((mail) => mail.subject.includes('Twice Cup'))).toHaveLength(2);
  });
});

describe('an operator cancel', () => {
  it('is a void with the operator_cancel reason, and a later automatic void refunds nothing', async () => {
    const start = new Date(Date.now() - hours(900));
    const { id, players } = await upcoming(start, 1, 6, 'Operator Cup');
    const [admin] = await insertPlayers(database, jwtSecret, 1, { role: 'admin' });
    const notify = recordingNotify();
    const cancelled = await cancelChallenge(
      { database, mail: notify.mail, publicUrl, log: app.log },
      { actorId: admin!.id, challengeId: id, reason: 'Wrong prizes', now: start },
    );
    expect(cancelled.refundedPlayers).toBe(1);
    expect(await voidState(id)).toEqual({
      status: 3,
      void_reason: 'operator_cancel',
      cancelled_by: admin!.id,
      finished: false,
    });
    expect((await refundsOf(id))[0]!.metadata.voidReason).toBe('operator_cancel');
    // Hidden from players as decision 0021 says.
    expect(await visitorSees(id)).toEqual({ page: null, listed: null });
    const again = await voidChallenge(
      { database, ...notify },
      { challengeId: id, reason: 'too_few_players', note: 'late' },
      new Date(start.getTime() + 1),
    );
    expect(again).toEqual({ voided: false, state: 'already_voided' });
    expect(await gCoins(players[0]!)).toBe(10);
    expect(await refundsOf(id)).toHaveLength(1);
    // The operator's email of decision 0021, not the void's.
    expect(notify.sent.filter((mail) => mail.subject === 'Challenge cancelled: Operator Cup')).toHaveLength(
      1,
    );
    expect(notify.sent.filter((mail) => mail.subject === 'Challenge voided: Operator Cup')).toHaveLength(0);
  });
});

describe('the minimum, an operator setting', () => {
  it('is 2 unless the operator sets it, never above the max players, and the console reads why a challenge was voided', async () => {
    const [admin] = await insertPlayers(database, jwtSecret, 1, { role: 'admin' });
    const headers = { authorization: `Bearer ${admin!.token}` };
    const form = (over: Record<string, unknown>) => ({
      title: 'Form Cup',
      shortDescription: '<p>Short.</p>',
      description: '<p>Long.</p>',
      gameId: 'valorant',
      type: 'daily',
      preset: 'daily',
      startsAt: new Date(Date.now() + hours(2)).toISOString(),
      ...over,
    });
    const create = (over: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/admin/challenges', headers, payload: form(over) });
    const read = async (id: string) =>
      adminChallengeResponseSchema.parse(
        (await app.inject({ url: `/api/admin/challenges/${id}`, headers })).json(),
      ).data;

    const plain = (await create({})).json() as { data: { id: string } };
    expect(await read(plain.data.id)).toMatchObject({ minPlayers: 2, maxPlayers: 50, voidReason: null });
    const five = (await create({ minPlayers: 5 })).json() as { data: { id: string } };
    expect((await read(five.data.id)).minPlayers).toBe(5);
    const tooMany = await create({ minPlayers: 51 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('minPlayers: must not be more than maxPlayers');

    // Five needed, none joined: voided at the start, and the console says why.
    const start = new Date(Date.now() + hours(2));
    const result = await runChallengeLifecycle(
      database,
      new Date(start.getTime() + minute),
      recordingNotify(),
    );
    expect(result.voided.map((v) => v.challengeId)).toEqual(
      expect.arrayContaining([plain.data.id, five.data.id]),
    );
    expect(await read(five.data.id)).toMatchObject({
      status: 3,
      voidReason: 'too_few_players',
      cancelReason: 'Too few players at the start: 0 of at least 5',
    });
  });
});

it(`runs on ${testEngine}`, () => {
  expect(['pglite', 'postgres']).toContain(testEngine);
});
