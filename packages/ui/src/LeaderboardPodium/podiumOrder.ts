/** The slots of a five-place podium in reading order: rank 1 in the centre, 2 and 3 beside it, 4 and 5 outside. */
const slots = [4, 2, 1, 3, 5] as const;

/**
 * The top five by rank, arranged in reading order. The DOM follows this order and the row runs in
 * the reading direction, so right-to-left pages mirror the sides with no special case (spec §2).
 */
export function podiumOrder<T extends { rank: number }>(entries: readonly T[]): T[] {
  const top = [...entries].sort((a, b) => a.rank - b.rank).slice(0, slots.length);
  return slots.flatMap((place) => {
    const entry = top[place - 1];
    return entry ? [entry] : [];
  });
}
