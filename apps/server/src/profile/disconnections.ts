// spec §3, §9: each player may disconnect a linked game account a limited number of times (3).
// The linked-accounts table arrives with the game-linking issue; until then none has been used.
// This is the one place that computes the remaining count.
import { defaultRemainingDisconnections } from '@arena/domain';
import type { Queryable } from '../db/database';

export async function remainingDisconnections(_db: Queryable, _userId: string): Promise<number> {
  const used = 0; // game-linking issue: count this player's disconnections here
  return Math.max(0, defaultRemainingDisconnections - used);
}
