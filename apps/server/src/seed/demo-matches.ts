// The demo leaderboards' scores come from matches (issue 34, row 14): every seeded participant has
// plausible matches of the challenge's game (the sandbox match source's stat ranges), each scored by the
// domain's formula (decision 0013, scoreMatch: the function ingestion scores real matches with) and stored
// in challenge_matches as ingestion stores them; the participant's score, bonus and games are their sums.
import { createHash } from 'node:crypto';
import { isScoredGameId, scoreMatch, type NormalisedMatch, type ScoredGameId } from '@arena/domain';
import type { Queryable } from '../db/database';
import { debitEntryFee } from '../ledger/entry-fees';
import { plausibleStats } from '../matches/sandbox-match-source';

const minuteMs = 60_000;
/** About how long a match lasts: a match is only seeded once it would be over. */
const matchMs = 40 * minuteMs;

/** mulberry32 seeded from the text: the same seed gives the same numbers in [0, 1). */
export function seededRandom(seedText: string): () => number {
  let state = createHash('sha256').update(seedText).digest().readUInt32BE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface DemoPlay {
  readonly matches: NormalisedMatch[];
  /** Sums of the matches' points and bonus (scoreMatch) and their number. */
  readonly score: number;
  readonly bonus: number;
  readonly games: number;
}

/**
 * Up to `most` matches (at least one) of the game, started after `from` and over before `to`, spread
 * over the time between, with stats in the ranges real casual matches show. Fewer when the time is short.
 */
export function demoPlay(
  seed: string,
  gameId: string,
  most: number,
  window: { from: number; to: number },
): DemoPlay {
  if (!isScoredGameId(gameId)) return { matches: [], score: 0, bonus: 0, games: 0 };
  const next = seededRandom(seed);
  const span = window.to - matchMs - window.from;
  // At most one match an hour: a match and a break between two.
  const room = Math.max(0, Math.floor(span / (matchMs + 20 * minuteMs)));
  const count = Math.min(room, 1 + Math.floor(next() * most));
  const slot = count > 0 ? span / count : 0;
  const matches: NormalisedMatch[] = [];
  for (let index = 0; index < count; index += 1) {
    const startedAt =
      window.from + minuteMs + Math.floor(index * slot + next() * (slot - matchMs - minuteMs));
    matches.push({
      matchKey: `demo-${gameId}-${createHash('sha256').update(`${seed}:${index}`).digest('hex').slice(0, 12)}`,
      gameId,
      startedAt: new Date(startedAt).toISOString(),
      stats: plausibleStats(gameId as ScoredGameId, next),
    } as NormalisedMatch);
  }
  let score = 0;
  let bonus = 0;
  for (const match of matches) {
    const scored = scoreMatch(match);
    score += scored.points;
    bonus += scored.bonus;
  }
  return { matches, score, bonus, games: matches.length };
}

/** Inserts the participation and its counted matches, as ingestion leaves them. */
export async function insertPlay(
  tx: Queryable,
  entry: { challengeId: string; userId: string; enrolledAt: Date; play: DemoPlay },
): Promise<void> {
  const { challengeId, userId, enrolledAt, play } = entry;
  await tx.query(
    `insert into challenge_participants (challenge_id, user_id, score, bonus_score, games_played, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [challengeId, userId, play.score, play.bonus, play.games, enrolledAt],
  );
  for (const match of play.matches) {
    const { points, bonus } = scoreMatch(match);
    const startedAt = new Date(match.startedAt);
    await tx.query(
      `insert into challenge_matches (challenge_id, user_id, match_key, started_at, points, bonus, details, counted_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        challengeId,
        userId,
        match.matchKey,
        startedAt,
        points,
        bonus,
        JSON.stringify(match.stats),
        new Date(startedAt.getTime() + matchMs + minuteMs),
      ],
    );
  }
}

/** The demo player takes a place (with matches already played, or none yet) and pays its fee through the ledger. */
export async function enrolDemoPlayer(
  tx: Queryable,
  entry: {
    challengeId: string;
    userId: string;
    at: Date;
    play: DemoPlay | null;
    fee: number;
    title: string;
    /** When the tracking pass last read their matches (a finished challenge's breakdown tells it). */
    checkedAt?: Date;
  },
): Promise<void> {
  const { challengeId, userId } = entry;
  if (entry.play) await insertPlay(tx, { challengeId, userId, enrolledAt: entry.at, play: entry.play });
  else
    await tx.query(
      'insert into challenge_participants (challenge_id, user_id, created_at) values ($1, $2, $3)',
      [challengeId, userId, entry.at],
    );
  if (entry.checkedAt)
    await tx.query(
      `insert into challenge_match_tracking (challenge_id, user_id, checked_at, succeeded_at)
       values ($1, $2, $3, $3)`,
      [challengeId, userId, entry.checkedAt],
    );
  await tx.query('update challenges set registered_players = registered_players + 1 where id = $1', [
    challengeId,
  ]);
  if (entry.fee > 0)
    await debitEntryFee(tx, { userId, challengeId, gCoins: entry.fee, challengeTitle: entry.title });
}

/**
 * The play of a player who finishes at `place` among `others` (their totals, score + bonus): the first
 * of the seeds `seed:0`, `seed:1` … whose total lies strictly between the totals ranked place − 1 and place.
 */
export function playForPlace(
  seed: string,
  gameId: string,
  most: number,
  window: { from: number; to: number },
  others: readonly number[],
  place: number,
): DemoPlay {
  const sorted = [...others].sort((a, b) => b - a);
  const above = place === 1 ? Number.POSITIVE_INFINITY : sorted[place - 2]!;
  const below = sorted[place - 1] ?? -1;
  for (let attempt = 0; attempt < 5_000; attempt += 1) {
    const play = demoPlay(`${seed}:${attempt}`, gameId, most, window);
    const total = play.score + play.bonus;
    if (play.games > 0 && total > below && total < above) return play;
  }
  throw new Error(`demo seed: no play of ${gameId} between ${below} and ${above} for place ${place}`);
}
