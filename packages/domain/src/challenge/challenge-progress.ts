// A participant's progress in a running challenge (issue 34 "the challenge page as a stage"): games
// counted of the limit, points, and how many points stand between them and the next place and the prize
// places. Pure: it reads the leaderboard the challenge's page already has (spec §9 order, the caller's own
// row included when lower). A gap is what it takes to be strictly ahead: the other total minus one's own,
// plus one (a tie is settled by fewer games, and scoring more means playing more).

/** One ranked leaderboard row: total is score plus bonus (spec §9); rank null for an excluded player. */
export interface StandingEntry {
  readonly userId: string;
  readonly rank: number | null;
  readonly total: number;
  readonly gamesPlayed: number;
}

export interface ProgressInput {
  readonly standings: readonly StandingEntry[];
  readonly userId: string;
  /** Matches counted per player; 0 means unlimited (spec §3). */
  readonly gameLimit: number;
  /** The ranks that win (prize-table.ts winningRanks), best first. */
  readonly winningRanks: readonly number[];
}

/** Points to gain to pass the player at `rank`. */
export interface PlaceGap {
  readonly rank: number;
  readonly points: number;
}

export type NextPlace =
  { readonly kind: 'first' } | ({ readonly kind: 'gap' } & PlaceGap) | { readonly kind: 'unknown' };

export type PrizePlaces =
  /** In a winning place; `qualified` is false until a game counted (a winner has played one). */
  | { readonly kind: 'in'; readonly qualified: boolean }
  | ({ readonly kind: 'gap' } & PlaceGap)
  /** Excluded, no place wins, or the row to pass is not on the page. */
  | { readonly kind: 'unknown' };

export interface ChallengeProgress {
  readonly rank: number | null;
  readonly points: number;
  readonly gamesPlayed: number;
  /** null: unlimited. */
  readonly gameLimit: number | null;
  /** Counted games still to come; null when unlimited. */
  readonly gamesLeft: number | null;
  readonly nextPlace: NextPlace;
  readonly prizePlaces: PrizePlaces;
}

/** Points to be strictly ahead of `target`, from `own` total. */
export function pointsToPass(own: number, target: number): number {
  return Math.max(0, target - own) + 1;
}

/** The caller's progress, or null when they have no row on the leaderboard. */
export function challengeProgress(input: ProgressInput): ChallengeProgress | null {
  const own = input.standings.find((entry) => entry.userId === input.userId);
  if (!own) return null;
  const gameLimit = input.gameLimit > 0 ? input.gameLimit : null;
  const atRank = (rank: number) => input.standings.find((entry) => entry.rank === rank);
  const gapTo = (rank: number): PlaceGap | null => {
    const target = atRank(rank);
    return target ? { rank, points: pointsToPass(own.total, target.total) } : null;
  };
  return {
    rank: own.rank,
    points: own.total,
    gamesPlayed: own.gamesPlayed,
    gameLimit,
    gamesLeft: gameLimit === null ? null : Math.max(0, gameLimit - own.gamesPlayed),
    nextPlace: nextPlaceOf(own.rank, gapTo),
    prizePlaces: prizePlacesOf(own, input.winningRanks, gapTo),
  };
}

function nextPlaceOf(rank: number | null, gapTo: (rank: number) => PlaceGap | null): NextPlace {
  if (rank === null) return { kind: 'unknown' };
  if (rank === 1) return { kind: 'first' };
  const gap = gapTo(rank - 1);
  return gap ? { kind: 'gap', ...gap } : { kind: 'unknown' };
}

function prizePlacesOf(
  own: StandingEntry,
  winningRanks: readonly number[],
  gapTo: (rank: number) => PlaceGap | null,
): PrizePlaces {
  const rank = own.rank;
  if (rank === null || winningRanks.length === 0) return { kind: 'unknown' };
  if (winningRanks.includes(rank)) return { kind: 'in', qualified: own.gamesPlayed > 0 };
  // The nearest winning place better than one's own (none when only worse places win).
  const target = winningRanks.filter((winning) => winning < rank).at(-1);
  if (target === undefined) return { kind: 'unknown' };
  const gap = gapTo(target);
  return gap ? { kind: 'gap', ...gap } : { kind: 'unknown' };
}
