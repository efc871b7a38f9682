// What a share card shows, read through the public-read cache (decision 0030) so a change a write announces
// (a result, a name, a privacy choice) reaches the next card: a profile (the public profile's own answer)
// and a player's result in a finished challenge. Unknown ids answer the catalogue's not-found errors.
import type { PublicProfile } from '@arena/contract';
import { levelInfo, type LanguageCode, type LevelInfo } from '@arena/domain';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { translated } from '../challenges/content-language';
import { httpError } from '../http/http-error';
import type { PublicCache } from '../public/public-cache';
import { findPublicProfile } from '../public/public-profile';
import { readParticipant } from '../challenges/challenge-repository';

const uuid = z.uuid();

/** The public profile, from the same cache entry GET /api/public-profile/:id answers from. */
export async function profileForCard(db: Queryable, cache: PublicCache, id: string): Promise<PublicProfile> {
  const answer = await cache.get(`profile:${id}`, [`player:${id}`, 'players'], async () => {
    const profile = uuid.safeParse(id).success ? await findPublicProfile(db, id) : null;
    if (!profile) throw httpError(404, 'errors.profile.notFound');
    return { data: profile };
  });
  return answer.value.data;
}

export interface ChallengeResult {
  challengeId: string;
  title: string;
  gameId: string;
  gameName: string;
  userId: string;
  name: string;
  level: LevelInfo;
  /** Null when the player was excluded (no place). */
  rank: number | null;
  score: number;
  /** The prize of the place, in USD cents; null without one. */
  prizeCents: number | null;
}

/**
 * The player's line in a finished challenge, in `language` for the challenge's words: 404 `enroll.notFound`
 * for a challenge that is not there (or an operator cancelled), `errors.profile.notFound` for a player who
 * is not there, `request.notFound` for a challenge not finished or a player who did not take part.
 */
export async function resultForCard(
  db: Queryable,
  cache: PublicCache,
  challengeId: string,
  userId: string,
  language: LanguageCode,
): Promise<ChallengeResult> {
  if (!uuid.safeParse(challengeId).success) throw httpError(404, 'enroll.notFound');
  if (!uuid.safeParse(userId).success) throw httpError(404, 'errors.profile.notFound');
  const answer = await cache.get(
    `share-result:${language}:${challengeId}:${userId}`,
    [`challenge:${challengeId}`, `player:${userId}`, 'players'],
    () => readResult(db, challengeId, userId, language),
  );
  return answer.value;
}

async function readResult(
  db: Queryable,
  challengeId: string,
  userId: string,
  language: LanguageCode,
): Promise<ChallengeResult> {
  const challenge = await db.query<{
    title: string;
    game_id: string;
    game_name: string;
    status: number;
    finished: boolean;
    void_reason: string | null;
  }>(
    `select ${translated('title', '$2')} as title, c.game_id, g.name as game_name, c.status,
            c.finished_at is not null as finished, c.void_reason
       from challenges c join games g on g.id = c.game_id
      where c.id = $1 and (c.status <> 3 or c.void_reason in ('too_few_players', 'provider_unreachable'))`,
    [challengeId, language],
  );
  const row = challenge.rows[0];
  if (!row) throw httpError(404, 'enroll.notFound');
  const player = await db.query<{ xp_total: unknown }>('select xp_total from users where id = $1', [userId]);
  if (!player.rows[0]) throw httpError(404, 'errors.profile.notFound');
  // Only a finished challenge has a result; a voided one has none.
  if (row.status !== 2 || !row.finished || row.void_reason) throw httpError(404, 'request.notFound');
  const line = await readParticipant(db, challengeId, userId);
  if (!line) throw httpError(404, 'request.notFound');
  const prize =
    line.rank === null || line.rank === undefined
      ? null
      : await db.query<{ value_cents: unknown }>(
          'select value_cents from challenge_prizes where challenge_id = $1 and rank = $2',
          [challengeId, line.rank],
        );
  const prizeRow = prize?.rows[0];
  const prizeCents = prizeRow ? toSafeInteger(prizeRow.value_cents, 'value_cents') : null;
  return {
    challengeId,
    title: row.title,
    gameId: row.game_id,
    gameName: row.game_name,
    userId,
    name: line.user.name,
    level: levelInfo(toSafeInteger(player.rows[0].xp_total, 'xp_total')),
    rank: line.rank ?? null,
    score: line.score + line.bonus_score,
    prizeCents: prizeCents !== null && prizeCents > 0 ? prizeCents : null,
  };
}
