// Cached public reads across two server processes on one PostgreSQL (issue 15, "Done when": cached
// reads change after enrolment, finishing and a privacy change, across two server processes on one
// PostgreSQL; docs/decisions/0030-public-read-cache.md). Every write goes through instance A over real
// HTTP; a visitor reads on instance B, whose cache hears A's announcements by LISTEN/NOTIFY. B's answers
// are shown to come from its cache (one strong ETag, 304 on If-None-Match, a write nobody announced
// unseen until the 5 s bound, and seen by then), and every announced change shows on B within the change
// feed's 2 s. The steps build on each other in order: enrol, score, finish, privacy, the scheduler.
import {
  challengeDetailResponseSchema,
  challengeListResponseSchema,
  dashboardResponseSchema,
  leaderboardResponseSchema,
  publicProfileResponseSchema,
  type ChallengeListResponse,
} from '@arena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../apps/server/src/db/database';
import { publicCacheMaxAgeMs } from '../../apps/server/src/public/public-cache';
import {
  insertChallenge,
  insertPlayers,
  type Player,
} from '../../apps/server/test/support/challenge-fixtures';
import { startPair, stopPair, type Instance, type Pair } from './cluster';

/** Decision 0030: an announced write is seen on every instance within this (typically tens of ms). */
const announcedWithinMs = 2_000;
const publicCacheControl = 'public, max-age=0, s-maxage=2, must-revalidate';

let pair: Pair;
let db: Database;
/** A takes the writes; B serves the visitor's reads (and streams) from its own cache. */
let a: Instance;
let b: Instance;
let jwtSecret: string;

beforeAll(async () => {
  pair = await startPair();
  ({ db, a, b, jwtSecret } = pair);
}, 240_000);

afterAll(async () => {
  await stopPair(pair);
}, 60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Read<T> {
  status: number;
  etag: string;
  cacheControl: string;
  text: string;
  /** The parsed answer (a 304 has none). */
  body: T;
  /** performance.now() when the request left and when its answer had arrived. */
  sentAt: number;
  receivedAt: number;
}

type Reading<T> = (headers?: Record<string, string>) => Promise<Read<T>>;

/** A visitor's GET (no token) on `instance`, parsed with the contract's schema. */
function visitor<T>(instance: Instance, url: string, schema: { parse(value: unknown): T }): Reading<T> {
  return async (headers = {}) => {
    const sentAt = performance.now();
    const response = await fetch(`${instance.url}${url}`, { headers });
    const text = await response.text();
    const receivedAt = performance.now();
    return {
      status: response.status,
      etag: response.headers.get('etag') ?? '',
      cacheControl: response.headers.get('cache-control') ?? '',
      text,
      body: (response.status === 200 ? schema.parse(JSON.parse(text)) : undefined) as T,
      sentAt,
      receivedAt,
    };
  };
}

interface Written {
  status: number;
  body: Record<string, unknown>;
  /** performance.now() when the answer arrived: the write had committed and been announced. */
  receivedAt: number;
}

/** A signed-in write through `instance`. */
async function write(
  instance: Instance,
  method: 'POST' | 'PUT',
  url: string,
  player: Player,
  body?: unknown,
): Promise<Written> {
  const response = await fetch(`${instance.url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${player.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    receivedAt: performance.now(),
  };
}

/**
 * A first read (B computes it), a second (B's cache: the same bytes under the same strong ETag) and a
 * revalidation (If-None-Match: 304, no body). Answers the first read.
 */
async function readCached<T>(reading: Reading<T>): Promise<Read<T>> {
  const first = await reading();
  expect(first.status).toBe(200);
  expect(first.etag).toMatch(/^"[\w-]{27}"$/);
  expect(first.cacheControl).toBe(publicCacheControl);
  const second = await reading();
  expect([second.status, second.etag, second.text]).toEqual([200, first.etag, first.text]);
  const revalidated = await reading({ 'if-none-match': first.etag });
  expect([revalidated.status, revalidated.etag, revalidated.text]).toEqual([304, first.etag, '']);
  return first;
}

interface Seen<T> {
  /** The first answer that showed the change. */
  answer: Read<T>;
  /** From `since` to the arrival of that answer. */
  delayMs: number;
  /** The answers before it, which did not show it yet. */
  stale: Read<T>[];
}

/**
 * Reads until `shows` holds, every 20 ms. Gives up three bounds after `since` (the assertions are on
 * the delay: this only keeps a broken feed from hanging the test).
 */
async function until<T>(reading: Reading<T>, shows: (body: T) => boolean, since: number): Promise<Seen<T>> {
  const stale: Read<T>[] = [];
  for (;;) {
    const answer = await reading();
    expect(answer.status).toBe(200);
    if (shows(answer.body)) return { answer, delayMs: answer.receivedAt - since, stale };
    stale.push(answer);
    if (answer.receivedAt - since > 3 * publicCacheMaxAgeMs) {
      throw new Error(`B still answers what it did before the change:\n${answer.text}`);
    }
    await sleep(20);
  }
}

/** B's answer has moved on: a new ETag, the old one revalidates to the new bytes, the new one to 304. */
async function expectNewEtag<T>(reading: Reading<T>, before: Read<T>, after: Read<T>) {
  expect(after.etag).toMatch(/^"[\w-]{27}"$/);
  expect(after.etag).not.toBe(before.etag);
  const withOld = await reading({ 'if-none-match': before.etag });
  expect([withOld.status, withOld.etag]).toEqual([200, after.etag]);
  expect((await reading({ 'if-none-match': after.etag })).status).toBe(304);
}

async function gCoins(player: Player): Promise<number> {
  const { rows } = await db.query<{ gcoins: number }>('select gcoins from wallets where user_id = $1', [
    player.id,
  ]);
  return Number(rows[0]?.gcoins);
}

const card = (list: ChallengeListResponse, id: string) => {
  const found = list.data.find((challenge) => challenge.id === id);
  if (!found) throw new Error(`challenge ${id} is not in the list`);
  return found;
};

/** The challenge the steps enrol in, score, finish: a current Valorant challenge, fee 1, two prizes. */
let cup: string;
let joiner: Player;
let rival: Player;
/** A player whose earnings come from a write nobody announced (step 1). */
let veteran: Player;
let admin: Player;

// Visitor reads on B, as the site makes them.
const list = () => visitor(b, '/api/challenge/list?gameId=valorant', challengeListResponseSchema);
const page = (id: string) => visitor(b, `/api/challenge/${id}`, challengeDetailResponseSchema);
const leaderboard = () => visitor(b, '/api/public-profile/leaderboard', leaderboardResponseSchema);
const dashboard = () => visitor(b, '/api/public/dashboard', dashboardResponseSchema);
const profile = (player: Player) =>
  visitor(b, `/api/public-profile/${player.id}`, publicProfileResponseSchema);

describe('cached public reads across two server processes on one PostgreSQL', () => {
  it('B serves a visitor from its cache: one strong ETag, 304, and a write nobody announced is unseen until the 5 s bound, then seen', async () => {
    // Joiner and rival in one statement: one sign-up time, so the leaderboard's last key (the id) orders
    // them; the veteran signs up after them, so is ranked last until they have earnings.
    [joiner, rival] = (await insertPlayers(db, jwtSecret, 2, { gCoins: 2 })) as [Player, Player];
    [veteran] = (await insertPlayers(db, jwtSecret, 1)) as [Player];
    [admin] = (await insertPlayers(db, jwtSecret, 1, { role: 'admin', provider: null })) as [Player];
    cup = await insertChallenge(db, {
      gameId: 'valorant',
      title: 'Cache Cup',
      start: new Date(Date.now() - 10 * 60_000),
      status: 1,
      entryFee: 1,
      prizes: [5_000, 2_000],
    });
    expect(await gCoins(joiner)).toBe(2);

    const reads = { list: list(), page: page(cup), leaderboard: leaderboard(), dashboard: dashboard() };
    const first = {
      list: await readCached(reads.list),
      page: await readCached(reads.page),
      leaderboard: await readCached(reads.leaderboard),
      dashboard: await readCached(reads.dashboard),
    };
    expect(first.list.body.data.map((c) => [c.id, c.title, c.status, c.registeredPlayers])).toEqual([
      [cup, 'Cache Cup', 1, 0],
    ]);
    expect(first.page.body.data).toMatchObject({
      title: 'Cache Cup',
      registeredPlayers: 0,
      participants: [],
    });
    const byId = [joiner, rival].map((player) => player.id).sort();
    expect(first.leaderboard.body.data.leaderboard.map((row) => [row.id, row.rank])).toEqual([
      [byId[0], 1],
      [byId[1], 2],
      [veteran.id, 3],
    ]);
    expect(first.dashboard.body.data).toEqual({
      unique_participants: 0,
      total_prize_value_dispersed: 0,
      completed_challenges: 0,
    });

    // Written straight to the database, announced to nobody (as a test's SQL or a forgetful write path).
    await db.query(`update challenges set title = 'Cache Cup Renamed' where id = $1`, [cup]);
    await db.query(
      `insert into user_stats (user_id, total_challenges, won_challenges, total_earnings_cents)
       values ($1, 1, 1, 1000)`,
      [veteran.id],
    );
    const written = performance.now();
    const immediately = await Promise.all([
      reads.list(),
      reads.page(),
      reads.leaderboard(),
      reads.dashboard(),
    ]);
    // Still the cached bytes: nothing told B.
    expect(immediately.map((answer) => [answer.status, answer.etag, answer.text])).toEqual(
      [first.list, first.page, first.leaderboard, first.dashboard].map((answer) => [
        200,
        answer.etag,
        answer.text,
      ]),
    );

    const seen = await Promise.all([
      until(reads.list, (body) => card(body, cup).title === 'Cache Cup Renamed', written),
      until(reads.page, (body) => body.data.title === 'Cache Cup Renamed', written),
      until(reads.leaderboard, (body) => body.data.leaderboard[0]?.id === veteran.id, written),
      until(reads.dashboard, (body) => body.data.unique_participants === 1, written),
    ]);
    const firsts = [first.list, first.page, first.leaderboard, first.dashboard];
    for (const [index, { answer, stale }] of seen.entries()) {
      const computed = firsts[index]!;
      const lastStale = stale.at(-1) ?? immediately[index]!;
      // Kept for its whole life: the new value came no sooner than the bound after the first read...
      expect(answer.receivedAt - computed.sentAt).toBeGreaterThanOrEqual(publicCacheMaxAgeMs);
      // ...and the old one was never given to a request sent after the bound had run out.
      expect(lastStale.sentAt - computed.receivedAt).toBeLessThan(publicCacheMaxAgeMs);
      expect(lastStale.etag).toBe(computed.etag);
      expect(answer.etag).not.toBe(computed.etag);
    }
    expect(seen[2]!.answer.body.data.leaderboard.map((row) => [row.id, row.rank])).toEqual([
      [veteran.id, 1],
      [byId[0], 2],
      [byId[1], 3],
    ]);
    expect(seen[3]!.answer.body.data).toEqual({
      unique_participants: 1,
      total_prize_value_dispersed: 10,
      completed_challenges: 0,
    });
  });

  it('an enrolment through A shows on B within 2 s: one more registered player, a leaderboard row, a new ETag', async () => {
    const reads = { list: list(), page: page(cup) };
    for (const [player, registered] of [
      [joiner, 1],
      [rival, 2],
    ] as const) {
      const before = { list: await reads.list(), page: await reads.page() };
      expect(card(before.list.body, cup).registeredPlayers).toBe(registered - 1);
      expect(before.page.body.data.registeredPlayers).toBe(registered - 1);

      const enrolled = await write(a, 'POST', '/api/challenge/enroll', player, { challengeId: cup });
      expect([enrolled.status, enrolled.body.success]).toEqual([200, true]);
      expect(await gCoins(player)).toBe(1); // the entry fee, once

      const [listSeen, pageSeen] = await Promise.all([
        until(reads.list, (body) => card(body, cup).registeredPlayers === registered, enrolled.receivedAt),
        until(reads.page, (body) => body.data.registeredPlayers === registered, enrolled.receivedAt),
      ]);
      expect(listSeen.delayMs).toBeLessThan(announcedWithinMs);
      expect(pageSeen.delayMs).toBeLessThan(announcedWithinMs);
      await expectNewEtag(reads.list, before.list, listSeen.answer);
      await expectNewEtag(reads.page, before.page, pageSeen.answer);
      // The challenge's leaderboard on B has the new player's row.
      expect(pageSeen.answer.body.data.participants?.map((row) => row.userId)).toEqual(
        [joiner, rival].slice(0, registered).map((enrolled) => enrolled.id),
      );
    }
    // The challenge's leaderboard on B: both, unscored, in the order they enrolled.
    const answer = await reads.page();
    expect(
      answer.body.data.participants?.map((row) => [row.userId, row.score, row.gamesPlayed, row.rank]),
    ).toEqual([
      [joiner.id, 0, 0, 1],
      [rival.id, 0, 0, 2],
    ]);
  });

  it('matches counted through A move the challenge leaderboard B serves within 2 s', async () => {
    const reads = { page: page(cup) };
    const games = [
      { player: joiner, stats: { kills: 24, deaths: 9, assists: 6, win: true, headshots: 11, rounds: 24 } },
      { player: rival, stats: { kills: 3, deaths: 18, assists: 1, win: false, headshots: 0, rounds: 16 } },
    ];
    const totals = new Map<string, number>();
    let last: Written | undefined;
    for (const { player, stats } of games) {
      last = await write(a, 'POST', '/sandbox/matches', player, { gameId: 'valorant', stats });
      expect(last.status).toBe(201);
      const counted = last.body.challenges as {
        challengeId: string;
        score: number;
        bonusScore: number;
        gamesPlayed: number;
      }[];
      expect(counted).toEqual([expect.objectContaining({ challengeId: cup, gamesPlayed: 1 })]);
      totals.set(player.id, counted[0]!.score + counted[0]!.bonusScore);
    }
    expect(totals.get(joiner.id)).toBeGreaterThan(totals.get(rival.id)!);

    const seen = await until(
      reads.page,
      (body) => body.data.participants?.every((row) => row.gamesPlayed === 1) ?? false,
      last!.receivedAt,
    );
    expect(seen.delayMs).toBeLessThan(announcedWithinMs);
    expect(
      seen.answer.body.data.participants?.map((row) => [row.userId, row.score + row.bonus_score, row.rank]),
    ).toEqual([
      [joiner.id, totals.get(joiner.id), 1],
      [rival.id, totals.get(rival.id), 2],
    ]);
  });

  it('a challenge finished through A shows on B within 2 s as finished with its winners, on the leaderboard and the dashboard', async () => {
    const reads = { list: list(), page: page(cup), leaderboard: leaderboard(), dashboard: dashboard() };
    const before = await Promise.all([reads.list(), reads.page(), reads.leaderboard(), reads.dashboard()]);
    expect(before[1].body.data.status).toBe(1);

    // The operator console's Finish now: A ends it and runs the lifecycle (the scheduler's own run).
    const finished = await write(a, 'POST', `/api/admin/challenges/${cup}/finish-now`, admin);
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({
      success: true,
      finished: true,
      winners: [
        { userId: joiner.id, rank: 1, prizeCents: 5_000 },
        { userId: rival.id, rank: 2, prizeCents: 2_000 },
      ],
    });

    const winners = (list: { id: string; rank: number }[]) => list.map((winner) => [winner.id, winner.rank]);
    const expectedWinners = [
      [joiner.id, 1],
      [rival.id, 2],
    ];
    const seen = await Promise.all([
      until(reads.list, (body) => card(body, cup).status === 2, finished.receivedAt),
      until(reads.page, (body) => body.data.status === 2, finished.receivedAt),
      until(reads.leaderboard, (body) => body.data.leaderboard[0]?.id === joiner.id, finished.receivedAt),
      until(reads.dashboard, (body) => body.data.completed_challenges === 1, finished.receivedAt),
    ]);
    for (const [index, { delayMs, answer }] of seen.entries()) {
      expect(delayMs).toBeLessThan(announcedWithinMs);
      expect(answer.etag).not.toBe(before[index]!.etag);
    }
    const [listSeen, pageSeen, boardSeen, dashboardSeen] = seen;
    expect(winners(card(listSeen.answer.body, cup).winners)).toEqual(expectedWinners);
    expect(winners(pageSeen.answer.body.data.winners)).toEqual(expectedWinners);
    // Earnings first: 50 and 20 dollars of prizes, then the veteran's 10.
    expect(boardSeen.answer.body.data.leaderboard.map((row) => [row.id, row.rank])).toEqual([
      [joiner.id, 1],
      [rival.id, 2],
      [veteran.id, 3],
    ]);
    expect(dashboardSeen.answer.body.data).toEqual({
      unique_participants: 3,
      total_prize_value_dispersed: 80,
      completed_challenges: 1,
    });
  });

  it('a player who makes their earnings private through A has them gone from the profile B serves within 2 s', async () => {
    const reading = profile(joiner);
    const before = await readCached(reading);
    expect(before.body.data).toMatchObject({
      id: joiner.id,
      earningsPrivate: false,
      totalEarningsUSD: 50,
      wins: 1,
      totalChallenges: 1,
      leaderboardPosition: 1,
    });

    const hidden = await write(a, 'PUT', '/api/users/profile/earnings-privacy', joiner, {
      earningsPrivate: true,
    });
    expect(hidden.status).toBe(200);
    const privateSeen = await until(reading, (body) => body.data.earningsPrivate, hidden.receivedAt);
    expect(privateSeen.delayMs).toBeLessThan(announcedWithinMs);
    expect(privateSeen.answer.body.data).not.toHaveProperty('totalEarningsUSD');
    expect(privateSeen.answer.body.data).toMatchObject({
      wins: 1,
      totalChallenges: 1,
      leaderboardPosition: 1,
    });
    await expectNewEtag(reading, before, privateSeen.answer);

    // And back: the amount returns on B as promptly.
    const shown = await write(a, 'PUT', '/api/users/profile/earnings-privacy', joiner, {
      earningsPrivate: false,
    });
    expect(shown.status).toBe(200);
    const publicSeen = await until(reading, (body) => !body.data.earningsPrivate, shown.receivedAt);
    expect(publicSeen.delayMs).toBeLessThan(announcedWithinMs);
    expect(publicSeen.answer.body.data.totalEarningsUSD).toBe(50);
    expect(publicSeen.answer.etag).toBe(before.etag); // the same bytes as before the round trip
  });

  it('a challenge whose end time passes is finished by the scheduler on one instance, and B shows it within 2 s of the commit', async () => {
    // Ends fifteen seconds from now: time to enrol and play one match first.
    const clock = await insertChallenge(db, {
      gameId: 'valorant',
      title: 'Clock Cup',
      start: new Date(Date.now() - 3_600_000 + 15_000),
      durationHours: 1,
      status: 1,
      entryFee: 1,
      prizes: [3_000],
    });
    expect((await write(a, 'POST', '/api/challenge/enroll', rival, { challengeId: clock })).status).toBe(200);
    const played = await write(a, 'POST', '/sandbox/matches', rival, {
      gameId: 'valorant',
      stats: { kills: 12, deaths: 10, assists: 4, win: true, headshots: 5, rounds: 22 },
    });
    expect(played.body.challenges).toEqual([expect.objectContaining({ challengeId: clock, gamesPlayed: 1 })]);
    const reading = page(clock);
    const before = await reading();
    expect([before.body.data.status, before.body.data.registeredPlayers]).toEqual([1, 1]);

    // Both instances run the lifecycle every 30 s; whichever takes its lock first finishes it. Meanwhile
    // a visitor keeps reading the page on B, so B's cached copy is in use when the finish commits.
    let committed = 0;
    let lastRead = performance.now();
    for (const deadline = performance.now() + 90_000; performance.now() < deadline; await sleep(20)) {
      const { rows } = await db.query<{ finished: boolean }>(
        'select finished_at is not null as finished from challenges where id = $1',
        [clock],
      );
      if (rows[0]?.finished) {
        committed = performance.now();
        break;
      }
      if (performance.now() - lastRead > 250) {
        expect((await reading()).status).toBe(200);
        lastRead = performance.now();
      }
    }
    expect(committed).toBeGreaterThan(0);
    const seen = await until(reading, (body) => body.data.status === 2, committed);
    expect(seen.delayMs).toBeLessThan(announcedWithinMs);
    expect(seen.answer.body.data.winners.map((winner) => [winner.id, winner.rank])).toEqual([[rival.id, 1]]);
    const listed = await list()();
    expect([card(listed.body, clock).status, card(listed.body, clock).winners.map((w) => w.id)]).toEqual([
      2,
      [rival.id],
    ]);
    // Finished once, by one of the two schedulers (each logs what it finished, just after the run).
    await expect
      .poll(() => [a, b].filter((instance) => lifecycleFinished(instance).includes(clock)).length, {
        timeout: 10_000,
      })
      .toBe(1);
  });
});

/** The challenges an instance's scheduler reported finishing (scheduler.ts logs 'challenge lifecycle'). */
function lifecycleFinished(instance: Instance): string[] {
  const ids: string[] = [];
  for (const line of instance.log().split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; finished?: string[] };
      if (entry.msg === 'challenge lifecycle' && Array.isArray(entry.finished)) ids.push(...entry.finished);
    } catch {
      // not a log line
    }
  }
  return ids;
}
