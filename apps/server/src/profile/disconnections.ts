// spec §3, §9: each player may disconnect a linked game account a limited number of times (3): the
// allowance minus the links they have ended (game_accounts rows with unlinked_at). This is the one
// place that computes the remaining count.
import type { Queryable } from '../db/database';
import { remainingFrom, usedDisconnections } from '../game-accounts/game-account-repository';

export async function remainingDisconnections(db: Queryable, userId: string): Promise<number> {
  return remainingFrom(await usedDisconnections(db, userId));
}
