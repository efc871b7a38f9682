import { toEpochMs, type Instant } from '../time/instant';

/** spec §9: a finished challenge card shows the top 5. */
export const winnersOnCard = 5;

/** The fields of a participant (spec §3) that decide the order, under their wire names. */
export interface RankableParticipant {
  readonly score: number;
  readonly bonus_score: number;
  readonly gamesPlayed: number;
  readonly excluded: boolean;
  readonly created_at: Instant;
}

export type RankedParticipant<T extends RankableParticipant> = T & {
  /** 1-based position; null for an excluded participant, who has no rank. */
  readonly rank: number | null;
};

export function totalScore(participant: RankableParticipant): number {
  return participant.score + participant.bonus_score;
}

/**
 * spec §9: total score (score plus bonus) descending, then fewer games played, then earlier enrolment.
 * Excluded participants (e.g. caught cheating) always sort after everyone else.
 */
export function compareParticipants(a: RankableParticipant, b: RankableParticipant): number {
  if (a.excluded !== b.excluded) return a.excluded ? 1 : -1;
  const byScore = totalScore(b) - totalScore(a);
  if (byScore !== 0) return byScore;
  const byGames = a.gamesPlayed - b.gamesPlayed;
  if (byGames !== 0) return byGames;
  return toEpochMs(a.created_at) - toEpochMs(b.created_at);
}

/**
 * The leaderboard of a challenge. Ranks are 1, 2, 3… with no shared places (the created_at tie-break
 * separates real players; a complete tie keeps input order). Excluded participants come last with
 * rank null, so they can never win a prize.
 */
export function rankParticipants<T extends RankableParticipant>(
  participants: readonly T[],
): RankedParticipant<T>[] {
  let nextRank = 1;
  return [...participants]
    .sort(compareParticipants)
    .map((participant) => ({ ...participant, rank: participant.excluded ? null : nextRank++ }));
}

/** The winners: the first `limit` ranked participants, never an excluded one. */
export function topWinners<T extends RankableParticipant>(
  participants: readonly T[],
  limit: number = winnersOnCard,
): RankedParticipant<T>[] {
  return rankParticipants(participants)
    .filter((participant) => participant.rank !== null)
    .slice(0, Math.max(0, limit));
}
