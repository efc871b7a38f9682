import { useState } from 'react';

/** A row's place change since the leaderboard's previous answer: positive rose, negative fell. */
export type RankMoves = ReadonlyMap<string, number>;

interface Seen {
  signature: string;
  ranks: ReadonlyMap<string, number>;
  moves: RankMoves;
}

const rankMap = (rows: readonly { key: string; rank: number }[]) =>
  new Map(rows.map((row) => [row.key, row.rank]));

/**
 * Live leaderboards (issue 34): how many places each row rose or fell between the previous answer and this
 * one. The moves stay until the next answer changes a rank (a re-render with the same ranks keeps them);
 * the first answer and players new to the board have none. Derived during render from the previous
 * answer (React's "storing information from previous renders"), so it is the same under StrictMode.
 */
export function useRankMoves(rows: readonly { key: string; rank: number }[]): RankMoves {
  const signature = rows.map((row) => `${row.key}:${row.rank}`).join(',');
  const [seen, setSeen] = useState<Seen>(() => ({ signature, ranks: rankMap(rows), moves: new Map() }));
  if (seen.signature === signature) return seen.moves;
  const moves = new Map<string, number>();
  for (const row of rows) {
    const before = seen.ranks.get(row.key);
    if (before !== undefined && before !== row.rank) moves.set(row.key, before - row.rank);
  }
  setSeen({ signature, ranks: rankMap(rows), moves });
  return moves;
}
