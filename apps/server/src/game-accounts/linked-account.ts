// The one read of "which game account does this player play a game with" (challenges enrolment,
// match ingestion): the live link for the game's account provider (games.account_provider), or null.
import type { Queryable } from '../db/database';

export type AccountProvider = 'riot' | 'steam' | 'supercell';

export interface LinkedAccount {
  id: string;
  userId: string;
  provider: AccountProvider;
  /** Riot PUUID, SteamID64 or Brawl Stars tag with its #. */
  externalId: string;
  /** gameName#tagLine, Steam persona name, or Brawl Stars player name. */
  displayName: string;
  /** Riot regional routing ('europe' | 'asia' | 'americas') when chosen (Valorant), else null. */
  region: string | null;
  details: Record<string, unknown>;
  linkedAt: Date;
}

export interface LinkedAccountRow {
  id: string;
  user_id: string;
  provider: AccountProvider;
  external_id: string;
  display_name: string;
  region: string | null;
  details: Record<string, unknown> | null;
  linked_at: Date | string;
}

export const linkedAccountColumns =
  'ga.id, ga.user_id, ga.provider, ga.external_id, ga.display_name, ga.region, ga.details, ga.linked_at';

export function toLinkedAccount(row: LinkedAccountRow): LinkedAccount {
  return {
    id: row.id,
    userId: row.user_id,
    provider: row.provider,
    externalId: row.external_id,
    displayName: row.display_name,
    region: row.region,
    details: row.details ?? {},
    linkedAt: new Date(row.linked_at),
  };
}

export async function linkedAccountFor(
  db: Queryable,
  userId: string,
  gameId: string,
): Promise<LinkedAccount | null> {
  const { rows } = await db.query<LinkedAccountRow>(
    `select ${linkedAccountColumns}
       from games g
       join game_accounts ga on ga.provider = g.account_provider
      where g.id = $1 and ga.user_id = $2 and ga.unlinked_at is null`,
    [gameId, userId],
  );
  const row = rows[0];
  return row ? toLinkedAccount(row) : null;
}

/** The live link of one provider for a player, or null. */
export async function linkedAccountOf(
  db: Queryable,
  userId: string,
  provider: AccountProvider,
): Promise<LinkedAccount | null> {
  const { rows } = await db.query<LinkedAccountRow>(
    `select ${linkedAccountColumns} from game_accounts ga
      where ga.user_id = $1 and ga.provider = $2 and ga.unlinked_at is null`,
    [userId, provider],
  );
  const row = rows[0];
  return row ? toLinkedAccount(row) : null;
}
