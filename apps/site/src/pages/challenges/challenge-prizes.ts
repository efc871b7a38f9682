import type { Challenge } from '@arena/contract';
import {
  challengeProgress,
  challengeStatus,
  prizeForRank,
  prizeTable,
  winningRanks,
  type ChallengeProgress,
  type PrizePlace,
} from '@arena/domain';
import { prizeCents } from './challenge-labels';

// The challenge page's prizes and progress (issue 34), from the domain's rules on what the detail answer
// carries: the prizes by place, what each winner won, and a participant's progress while it runs.

const prizeInput = (challenge: Pick<Challenge, 'prizes' | 'type'>) => ({
  prizes: prizeCents(challenge),
  type: challenge.type,
});

/** The prizes by place, as finishing pays them. */
export function prizeRows(challenge: Pick<Challenge, 'prizes' | 'type'>): PrizePlace[] {
  return prizeTable(prizeInput(challenge));
}

/** What a winner of a finished challenge won at their rank: crystals and XP (no dollar worth beside a name). */
export function winnerPrize(challenge: Pick<Challenge, 'prizes' | 'type'>, rank: number) {
  const { crystals, xp } = prizeForRank(prizeInput(challenge), rank);
  return { crystals, xp };
}

/**
 * The caller's progress while the challenge runs and they take part (not once it is over or voided), on
 * the leaderboard the page has: its first rows and the caller's own.
 */
export function progressFor(challenge: Challenge, userId: string | undefined): ChallengeProgress | null {
  if (
    !userId ||
    !challenge.isParticipating ||
    challenge.status !== challengeStatus.current ||
    challenge.voidReason
  )
    return null;
  const standings = (challenge.participants ?? []).map((participant, index) => ({
    userId: participant.userId,
    // An excluded player has no rank (null); an answer without ranks is in order.
    rank: participant.rank === undefined ? index + 1 : participant.rank,
    total: participant.score + participant.bonus_score,
    gamesPlayed: participant.gamesPlayed,
  }));
  return challengeProgress({
    standings,
    userId,
    gameLimit: challenge.gameLimit,
    winningRanks: winningRanks(prizeInput(challenge)),
  });
}
