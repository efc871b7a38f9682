// A challenge's prizes by place (issue 34 "no prize-by-rank table anywhere"): what finishing pays each
// rank, in the rule finishing applies (docs/decisions/0012; apps/server/src/challenges/finish-challenge.ts).
// Ranks 1-5 can win; with a prize table only a rank whose prize is above 0 wins (its prize is paid in
// crystals, 50 a dollar, with the placement XP on top); in a challenge without prizes (an XP booster) the
// top five win XP only; every other ranked player gets the participation XP. A winner must have played
// at least one counted game. Consecutive places that get the same are one row ("4th–5th").
import { crystalsFromUsdCents } from '../economy/exchange';
import { challengeXp } from './challenge-xp';
import type { ChallengeType } from './challenge-type';
import { winnersOnCard } from './participant-ranking';
import type { PrizeValue } from './prize-pool';

export interface PrizeTableInput {
  /** The prizes in USD cents, first place first (the wire's order, read back with centsFromUsd). */
  readonly prizes: readonly PrizeValue[];
  /** The derived type (spec §4): a booster doubles the XP and pays no crystals. */
  readonly type: ChallengeType;
}

/** What one place, or a run of places, gets. */
export interface PrizePlace {
  readonly fromRank: number;
  /** The last rank of the run; null for "and every place below". */
  readonly toRank: number | null;
  /** True for the places that win (a prize, or the top five of a challenge without prizes). */
  readonly winning: boolean;
  /** Crystals credited (0 for none). */
  readonly crystals: number;
  /** What those crystals were set as, in USD cents (0 for none). */
  readonly usdCents: number;
  /** Experience points awarded. */
  readonly xp: number;
}

/** What finishing pays one rank (1-based); ranks past the fifth get the participation XP. */
export function prizeForRank(input: PrizeTableInput, rank: number): Omit<PrizePlace, 'fromRank' | 'toRank'> {
  const booster = input.type === 'booster';
  const hasPrizes = input.prizes.some((prize) => prize.value > 0);
  const cents = booster || rank > winnersOnCard ? 0 : (input.prizes[rank - 1]?.value ?? 0);
  const winning = rank <= winnersOnCard && (hasPrizes ? cents > 0 : true);
  return {
    winning,
    crystals: crystalsFromUsdCents(cents),
    usdCents: winning ? cents : 0,
    xp: challengeXp({ rank, isWinner: winning, booster }),
  };
}

const same = (a: Omit<PrizePlace, 'fromRank' | 'toRank'>, b: Omit<PrizePlace, 'fromRank' | 'toRank'>) =>
  a.winning === b.winning && a.crystals === b.crystals && a.usdCents === b.usdCents && a.xp === b.xp;

/**
 * The prize table: ranks 1-5 and then "every place below", runs of equal places merged, e.g. a premium
 * challenge of $100/$50/$25: 1st 5,000 crystals + 200 XP, 2nd 2,500 + 150 XP, 3rd 1,250 + 125 XP, 4th and
 * below 50 XP.
 */
export function prizeTable(input: PrizeTableInput): PrizePlace[] {
  const places: PrizePlace[] = [];
  for (let rank = 1; rank <= winnersOnCard + 1; rank += 1) {
    const prize = prizeForRank(input, rank);
    const last = places.at(-1);
    const below = rank === winnersOnCard + 1;
    if (last && same(last, prize)) {
      places[places.length - 1] = { ...last, toRank: below ? null : rank };
    } else {
      places.push({ fromRank: rank, toRank: below ? null : rank, ...prize });
    }
  }
  return places;
}

/** The winning ranks, best first (1-5; with prizes only those whose prize is above 0). */
export function winningRanks(input: PrizeTableInput): number[] {
  const ranks: number[] = [];
  for (let rank = 1; rank <= winnersOnCard; rank += 1) {
    if (prizeForRank(input, rank).winning) ranks.push(rank);
  }
  return ranks;
}
