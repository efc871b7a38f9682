// The player's live linked account for a challenge's game (spec §2 Game-account linking): the
// account of the game's provider (Riot, Steam, Supercell) that is not unlinked.
import type { Queryable } from '../db/database';

export interface LinkedGameAccount {
  externalId: string;
  displayName: string;
}

export async function linkedAccountForGame(
  db: Queryable,
  userId: string,
  gameId: string,
): Promise<LinkedGameAccount | null> {
  const { rows } = await db.query<{ external_id: string; display_name: string }>(
    `select a.external_id, a.display_name
     from games g join game_accounts a on a.provider = g.account_provider
     where g.id = $1 and a.user_id = $2 and a.unlinked_at is null
     limit 1`,
    [gameId, userId],
  );
  const row = rows[0];
  return row ? { externalId: row.external_id, displayName: row.display_name } : null;
}
