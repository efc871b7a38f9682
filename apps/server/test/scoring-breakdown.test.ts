// The scoring breakdown (issue 16 "Transparent scoring", docs/decisions/0032-scoring-breakdown.md) on PGlite
// and PostgreSQL: matches added through the sandbox match source are decided by ingestion and stored, and
// GET /api/challenge/{id}/breakdown shows each with its reason, points and bonus (every reason a match does
// not count appears), totals equal to the leaderboard's, and the tracking status of the linked account.
// Only the caller's own participation: anyone else is refused.
import { breakdownCheckIntervalSeconds, type ScoringBreakdown } from '@arena/contract';
import type { NormalisedMatch, ScoredGameId } from '@arena/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ingestForParticipant } from '../src/matches/ingest';
import { matchPollIntervalMs } from '../src/matches/match-polling';
import { MatchSourceError, type MatchAccount, type MatchSource } from '../src/matches/match-source';
import { SandboxMatchSource } from '../src/matches/sandbox-match-source';
import { errorAnswer } from './support/error-answer';
import { testConfig } from './support/test-config';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser } from './support/users-fixtures';

const secret = 'breakdown-test-secret-'.padEnd(48, 'x');
const minute = 60_000;

/** The sandbox source that can report one match twice in an answer (a provider repeating itself). */
class RepeatingSandbox extends SandboxMatchSource {
  repeat: string | null = null;
  override async recentMatches(account: MatchAccount, gameId: ScoredGameId, since: Date) {
    const matches = await super.recentMatches(account, gameId, since);
    const repeated = matches.find((match) => match.matchKey === this.repeat);
    return repeated ? [...matches, repeated] : matches;
  }
}

let db: TestDatabase;
let app: FastifyInstance;
const source = new RepeatingSandbox({ generate: false });
beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp(testConfig({ JWT_SECRET: secret }), { database: db, matchSource: source });
});
afterAll(async () => {
  await app?.close();
  await db.close();
});

let counter = 0;
async function player(provider: MatchAccount['provider'] = 'riot') {
  counter += 1;
  const user = await insertTestUser(db, secret);
  const externalId = provider === 'supercell' ? `#2PQ${counter}` : `puuid-${user.id}`;
  await db.query(
    `insert into game_accounts (user_id, provider, external_id, display_name, region) values ($1, $2, $3, $4, $5)`,
    [user.id, provider, externalId, `Breakdown ${counter}`, provider === 'riot' ? 'europe' : null],
  );
  const account: MatchAccount = { provider, externalId, region: provider === 'riot' ? 'europe' : null };
  return { userId: user.id, headers: bearer(user), name: `Breakdown ${counter}`, account };
}

async function challenge(gameId: string, start: Date, end: Date, gameLimit: number): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into challenges (game_id, title, start_time, end_time, duration_hours, max_players, game_limit, status)
     values ($1, 'Breakdown test', $2, $3, 4, 100, $4, 1) returning id`,
    [gameId, start.toISOString(), end.toISOString(), gameLimit],
  );
  return rows[0]!.id;
}

async function enrol(challengeId: string, userId: string, enrolledAt: Date) {
  await db.query(
    `insert into challenge_participants (challenge_id, user_id, created_at) values ($1, $2, $3)`,
    [challengeId, userId, enrolledAt.toISOString()],
  );
}

/** LoL stats worth exactly 3 × kills points, +20 when won. */
const lol = (kills: number, win = false) => ({ kills, deaths: 0, assists: 0, win, cs: 0, visionScore: 0 });

async function addMatch(
  headers: Record<string, string>,
  gameId: ScoredGameId,
  stats: Record<string, unknown>,
  startedAt: Date,
): Promise<NormalisedMatch> {
  const response = await app.inject({
    method: 'POST',
    url: '/sandbox/matches',
    headers,
    payload: { gameId, stats, startedAt: startedAt.toISOString() },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { match: NormalisedMatch }).match;
}

async function breakdown(challengeId: string, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: `/api/challenge/${challengeId}/breakdown`, headers });
}

async function leaderboardTotal(challengeId: string, userId: string, headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: `/api/challenge/${challengeId}`, headers });
  const row = (
    response.json() as { data: { participants: { userId: string; score: number; bonus_score: number }[] } }
  ).data.participants.find((entry) => entry.userId === userId)!;
  return { score: row.score, bonus: row.bonus_score, total: row.score + row.bonus_score };
}

describe(`GET /api/challenge/:id/breakdown (${testEngine})`, () => {
  it('shows every match with its reason, points and bonus, and totals equal to the leaderboard', async () => {
    const now = Date.now();
    const at = (minutes: number) => new Date(now + minutes * minute);
    const me = await player();
    const start = at(-120);
    const end = at(120);
    const id = await challenge('lol', start, end, 2);
    const enrolledAt = at(-60);
    await enrol(id, me.userId, enrolledAt); // joined an hour after the start

    const joinedBefore = await addMatch(me.headers, 'lol', lol(4), at(-90)); // in the window, before joining
    const atEnrolment = await addMatch(me.headers, 'lol', lol(3), enrolledAt); // exactly at enrolment
    const first = await addMatch(me.headers, 'lol', lol(1), at(-50)); // counted: 3
    const second = await addMatch(me.headers, 'lol', lol(2, true), at(-40)); // counted: 6 + 20
    const third = await addMatch(me.headers, 'lol', lol(5, true), at(-30)); // the limit is used up
    const late = await addMatch(me.headers, 'lol', lol(7), end); // starts at the window's end
    // A later poll sees the same matches: nothing new is decided.
    await ingestForParticipant(db, source, id, me.userId);

    const response = await breakdown(id, me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = (response.json() as { data: ScoringBreakdown }).data;
    expect(data).toMatchObject({
      challengeId: id,
      gameId: 'lol',
      enrolledAt: enrolledAt.toISOString(),
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      gameLimit: 2,
    });
    const row = (match: NormalisedMatch, reason: string, points: number, bonus: number) => ({
      matchKey: match.matchKey,
      playedAt: new Date(match.startedAt).toISOString(),
      reason,
      counts: reason === 'counted',
      points,
      bonus,
      // The stats as the source reported them: the site shows them with the formula (issue 34).
      stats: match.stats,
    });
    expect(data.matches).toEqual([
      row(joinedBefore, 'before_enrolment', 12, 0),
      row(atEnrolment, 'before_enrolment', 9, 0),
      row(first, 'counted', 3, 0),
      row(second, 'counted', 6, 20),
      row(third, 'beyond_game_limit', 15, 20),
      row(late, 'outside_window', 21, 0),
    ]);
    expect(data.totals).toEqual({ points: 9, bonus: 20, total: 29, counted: 2, refused: 4 });
    expect(await leaderboardTotal(id, me.userId, me.headers)).toEqual({ score: 9, bonus: 20, total: 29 });
  });

  it('shows an unsupported mode and a match reported twice as already counted', async () => {
    const now = Date.now();
    const at = (minutes: number) => new Date(now + minutes * minute);
    const me = await player('supercell');
    const id = await challenge('brawlstars', at(-120), at(120), 0);
    await enrol(id, me.userId, at(-150)); // joined before the start
    // A friendly: neither a result nor a rank.
    const friendly = await addMatch(
      me.headers,
      'brawlstars',
      { result: null, rank: null, trophyChange: 0, starPlayer: true },
      at(-50),
    );
    const early = await addMatch(
      me.headers,
      'brawlstars',
      { result: 'victory', trophyChange: 8, starPlayer: false },
      at(-125), // five minutes before the start: seen, outside the window
    );
    // A victory the provider reports twice in the answer that first shows it: counted once.
    const victory = await source.record(me.account, 'brawlstars', {
      stats: { result: 'victory', trophyChange: 8, starPlayer: true },
      startedAt: at(-100),
    });
    source.repeat = victory.matchKey;
    try {
      await ingestForParticipant(db, source, id, me.userId);
      await ingestForParticipant(db, source, id, me.userId); // and again on the next poll
    } finally {
      source.repeat = null;
    }
    const data = ((await breakdown(id, me.headers)).json() as { data: ScoringBreakdown }).data;
    expect(data.matches.map((m) => [m.matchKey, m.reason, m.points, m.bonus])).toEqual([
      [early.matchKey, 'outside_window', 18, 10],
      [victory.matchKey, 'counted', 18, 15],
      [victory.matchKey, 'already_counted', 18, 15],
      [friendly.matchKey, 'unsupported_mode', 0, 0],
    ]);
    expect(data.totals).toEqual({ points: 18, bonus: 15, total: 33, counted: 1, refused: 3 });
    expect(await leaderboardTotal(id, me.userId, me.headers)).toEqual({ score: 18, bonus: 15, total: 33 });
  });

  it('tells when the account was checked, when it is checked next, and why the last check failed', async () => {
    const now = new Date();
    const me = await player();
    const id = await challenge(
      'lol',
      new Date(now.getTime() - 60 * minute),
      new Date(now.getTime() + 60 * minute),
      0,
    );
    await enrol(id, me.userId, new Date(now.getTime() - 30 * minute));
    expect(breakdownCheckIntervalSeconds * 1000).toBe(matchPollIntervalMs);

    // Never checked yet: no times, and the next check within an interval.
    const before = ((await breakdown(id, me.headers)).json() as { data: ScoringBreakdown }).data;
    expect(before.matches).toEqual([]);
    expect(before.totals).toEqual({ points: 0, bonus: 0, total: 0, counted: 0, refused: 0 });
    expect(before.tracking).toMatchObject({
      accountName: me.name,
      lastCheckedAt: null,
      lastSuccessAt: null,
      lastError: null,
      checkIntervalSeconds: 60,
    });
    expect(Date.parse(before.tracking.nextCheckAt!)).toBeGreaterThan(now.getTime());

    const checkedAt = new Date(now.getTime() - 20_000);
    await ingestForParticipant(db, source, id, me.userId, checkedAt);
    const ok = ((await breakdown(id, me.headers)).json() as { data: ScoringBreakdown }).data.tracking;
    expect(ok).toEqual({
      accountName: me.name,
      lastCheckedAt: checkedAt.toISOString(),
      lastSuccessAt: checkedAt.toISOString(),
      nextCheckAt: new Date(checkedAt.getTime() + 60_000).toISOString(),
      checkIntervalSeconds: 60,
      lastError: null,
    });

    const failing = (status?: number): MatchSource => ({
      recentMatches: async () => {
        throw new MatchSourceError('Riot answered', status);
      },
    });
    const cases: [number | undefined, string][] = [
      [429, 'rate_limited'],
      [404, 'account_not_found'],
      [403, 'access_refused'],
      [503, 'provider_unavailable'],
      [undefined, 'setup_missing'],
    ];
    for (const [index, [status, code]] of cases.entries()) {
      const failedAt = new Date(now.getTime() - 10_000 + index * 1000);
      await expect(ingestForParticipant(db, failing(status), id, me.userId, failedAt)).rejects.toThrow(
        'Riot answered',
      );
      const tracking = ((await breakdown(id, me.headers)).json() as { data: ScoringBreakdown }).data.tracking;
      expect(tracking).toMatchObject({
        lastCheckedAt: failedAt.toISOString(),
        lastSuccessAt: checkedAt.toISOString(),
        lastError: { code, at: failedAt.toISOString() },
      });
    }
    // A check that reads the matches again clears the error.
    const again = new Date(now.getTime() - 1000);
    await ingestForParticipant(db, source, id, me.userId, again);
    const cleared = ((await breakdown(id, me.headers)).json() as { data: ScoringBreakdown }).data.tracking;
    expect(cleared).toMatchObject({
      lastCheckedAt: again.toISOString(),
      lastSuccessAt: again.toISOString(),
      lastError: null,
    });

    // Once the challenge is over, there is no next check.
    await db.query('update challenges set status = 2 where id = $1', [id]);
    const over = ((await breakdown(id, me.headers)).json() as { data: ScoringBreakdown }).data.tracking;
    expect(over.nextCheckAt).toBeNull();
  });

  it("refuses anyone but the participant: another player's breakdown is never shown", async () => {
    const now = Date.now();
    const me = await player();
    const other = await player();
    const id = await challenge('lol', new Date(now - 60 * minute), new Date(now + 60 * minute), 0);
    await enrol(id, me.userId, new Date(now - 30 * minute));
    const mine = await addMatch(me.headers, 'lol', lol(2), new Date(now - 10 * minute));

    const outsider = await breakdown(id, other.headers);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toEqual(
      errorAnswer('Only a participant can see how their score in this challenge was counted.'),
    );
    // Once they join, they see their own matches only (none), never the other player's.
    await enrol(id, other.userId, new Date(now - 5 * minute));
    const own = ((await breakdown(id, other.headers)).json() as { data: ScoringBreakdown }).data;
    expect(own.matches).toEqual([]);
    const meAgain = ((await breakdown(id, me.headers)).json() as { data: ScoringBreakdown }).data;
    expect(meAgain.matches.map((m) => m.matchKey)).toEqual([mine.matchKey]);

    const anonymous = await app.inject({ method: 'GET', url: `/api/challenge/${id}/breakdown` });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await breakdown('00000000-0000-4000-8000-000000000000', me.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorAnswer('Challenge not found.', 'enroll.notFound'));
    expect((await breakdown('not-a-uuid', me.headers)).statusCode).toBe(404);
    // A challenge an operator cancelled is not found for players (decision 0029).
    await db.query(
      `update challenges set status = 3, void_reason = 'operator_cancel', cancelled_at = now(), cancel_reason = 'test'
        where id = $1`,
      [id],
    );
    expect((await breakdown(id, me.headers)).statusCode).toBe(404);
  });
});
