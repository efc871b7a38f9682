// Linking and disconnecting game accounts (spec §2 Game-account linking, §5, §9 Disconnections) over
// migration 0007's game_accounts. Each change runs in one transaction that first locks the player's
// users row, so a player's links, disconnections and their counts never race with each other; the
// partial unique indexes make one game account belong to one Arena user at a time.
import type { ConnectedAccount, GameType } from '@arena/contract';
import { defaultRemainingDisconnections, timersMs, validateDisconnectReason } from '@arena/domain';
import { isUniqueViolation } from '../auth/unique-violation';
import type { Database, Queryable } from '../db/database';
import { httpError, unauthorized } from '../http/http-error';
import { providerTitles } from './game-account-messages';
import {
  linkedAccountColumns,
  toLinkedAccount,
  type AccountProvider,
  type LinkedAccount,
  type LinkedAccountRow,
} from './linked-account';

export interface LinkRequest {
  userId: string;
  provider: AccountProvider;
  externalId: string;
  displayName: string;
  /** Replaces the stored region when given; a relink without one keeps it. */
  region?: string | null;
  details: Record<string, unknown>;
  /**
   * The link is proven (a Brawl Stars name carrying the claim's code): another user's live link of
   * the same account made without proof (before migration 0012) gives way instead of answering 409.
   */
  proven?: boolean;
}

const lockSeconds = timersMs.reconnectionLock / 1000;

// A Brawl Stars link made before ownership proof existed carries no details.verifiedAt (decision 0015).
const unprovenLink = `ga.provider = 'supercell' and ga.details->>'verifiedAt' is null`;

/**
 * The 409s of linking, checked in order: another account of the provider is linked to this user,
 * someone else holds this account (a proven link ignores their unproven one), or the 7-day lock.
 * Returns this user's live link of the same account, if any. Read-only: the claim route asks it early.
 */
export async function checkLinkable(
  db: Queryable,
  link: Pick<LinkRequest, 'userId' | 'provider' | 'externalId' | 'proven'>,
): Promise<LinkedAccountRow | null> {
  const { rows: live } = await db.query<LinkedAccountRow>(
    `select ${linkedAccountColumns} from game_accounts ga
      where ga.user_id = $1 and ga.provider = $2 and ga.unlinked_at is null`,
    [link.userId, link.provider],
  );
  const current = live[0];
  if (current && current.external_id !== link.externalId) {
    throw httpError(409, 'gameAccount.otherLinked', { provider: providerTitles[link.provider] });
  }
  if (current) return current;
  const { rows: taken } = await db.query(
    `select 1 from game_accounts ga
      where ga.provider = $1 and ga.external_id = $2 and ga.unlinked_at is null
        and not ($3::boolean and ${unprovenLink})`,
    [link.provider, link.externalId, link.proven === true],
  );
  if (taken.length > 0)
    throw httpError(409, 'gameAccount.takenByOther', { provider: providerTitles[link.provider] });
  const { rows: locked } = await db.query<{ until: Date | string }>(
    `select max(unlinked_at) + make_interval(secs => $3) as until from game_accounts
      where user_id = $1 and provider = $2 and unlinked_at is not null and released_by is null
     having max(unlinked_at) + make_interval(secs => $3) > now()`,
    [link.userId, link.provider, lockSeconds],
  );
  if (locked[0]) {
    throw httpError(409, 'gameAccount.reconnectionLocked', {
      provider: providerTitles[link.provider],
      until: new Date(locked[0].until).toISOString(),
    });
  }
  return null;
}

/** Links (or refreshes the same) account; 409 when it is someone else's, another is linked, or locked. */
export async function linkGameAccount(db: Database, link: LinkRequest): Promise<LinkedAccount> {
  try {
    return await db.transaction(async (tx) => {
      await lockUser(tx, link.userId);
      const current = await checkLinkable(tx, link);
      if (current) {
        const { rows } = await tx.query<LinkedAccountRow>(
          // The stored provider ranks and their refresh time stay (provider-ranks.ts refreshes them).
          `update game_accounts ga set display_name = $2, region = coalesce($3, ga.region),
                  details = jsonb_strip_nulls(jsonb_build_object('ranks', ga.details -> 'ranks',
                                                                 'ranksCheckedAt', ga.details -> 'ranksCheckedAt'))
                            || $4::jsonb
            where ga.id = $1 returning ${linkedAccountColumns}`,
          [current.id, link.displayName, link.region ?? null, JSON.stringify(link.details)],
        );
        return toLinkedAccount(rows[0]!);
      }
      if (link.proven) {
        // Nothing proved the earlier holder owned it; the row goes (it never counted as theirs to
        // disconnect, so it uses none of their disconnections and starts no lock).
        await tx.query(
          `delete from game_accounts ga
            where ga.provider = $1 and ga.external_id = $2 and ga.unlinked_at is null and ${unprovenLink}`,
          [link.provider, link.externalId],
        );
      }
      const { rows } = await tx.query<LinkedAccountRow>(
        `insert into game_accounts as ga (user_id, provider, external_id, display_name, region, details)
         values ($1, $2, $3, $4, $5, $6::jsonb) returning ${linkedAccountColumns}`,
        [
          link.userId,
          link.provider,
          link.externalId,
          link.displayName,
          link.region ?? null,
          JSON.stringify(link.details),
        ],
      );
      return toLinkedAccount(rows[0]!);
    });
  } catch (error) {
    // Two players linking the same account at once: the loser meets the unique index.
    if (isUniqueViolation(error))
      throw httpError(409, 'gameAccount.takenByOther', { provider: providerTitles[link.provider] });
    throw error;
  }
}

async function lockUser(tx: Queryable, userId: string): Promise<void> {
  const { rowCount } = await tx.query('select id from users where id = $1 for update', [userId]);
  if (rowCount === 0) throw unauthorized();
}

/**
 * Disconnections this player has used: every link they ended (spec §9: 3 in all). A link an operator
 * released (a disputed Brawl Stars tag, migration 0021) was not the player's choice and does not count.
 */
export async function usedDisconnections(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ used: number | string }>(
    'select count(*) as used from game_accounts where user_id = $1 and unlinked_at is not null and released_by is null',
    [userId],
  );
  return Number(rows[0]?.used ?? 0);
}

export function remainingFrom(used: number): number {
  return Math.max(0, defaultRemainingDisconnections - used);
}

const providerOfGameType: Record<GameType, AccountProvider> = {
  'Riot Games': 'riot',
  'League of Legends': 'riot',
  Valorant: 'riot',
  Steam: 'steam',
  Supercell: 'supercell',
};

export function providerForGameType(gameType: string): AccountProvider | null {
  return Object.hasOwn(providerOfGameType, gameType) ? providerOfGameType[gameType as GameType] : null;
}

/** spec §5, §9: reason required (trimmed) and ≤ 500, a disconnection left, then the link ends. */
export async function disconnectGameAccount(
  db: Database,
  request: { userId: string; gameType: string; reason: unknown },
): Promise<{ remainingDisconnections: number }> {
  const checked = validateDisconnectReason(typeof request.reason === 'string' ? request.reason : '');
  if (!checked.ok) {
    const first = checked.errors[0]!;
    throw httpError(400, first.messageKey, first.params);
  }
  const provider = providerForGameType(request.gameType);
  if (!provider) throw httpError(400, 'gameAccount.unknownGameType');
  return db.transaction(async (tx) => {
    await lockUser(tx, request.userId);
    const remaining = remainingFrom(await usedDisconnections(tx, request.userId));
    if (remaining <= 0) throw httpError(403, 'gameAccount.noDisconnectionsLeft');
    const { rowCount } = await tx.query(
      `update game_accounts set unlinked_at = now(), unlink_reason = $3
        where user_id = $1 and provider = $2 and unlinked_at is null`,
      [request.userId, provider, checked.value.reason],
    );
    if (rowCount === 0) throw httpError(404, 'gameAccount.notLinkedForType', { gameType: request.gameType });
    return { remainingDisconnections: remaining - 1 };
  });
}

const supportedGames: Record<AccountProvider, string[]> = {
  riot: ['League of Legends', 'Valorant'],
  steam: ['CS2', 'Dota 2'],
  supercell: ['Brawl Stars'],
};

const gameTypeOf: Record<AccountProvider, GameType> = {
  riot: 'Riot Games',
  steam: 'Steam',
  supercell: 'Supercell',
};

/** spec §3 Connected game account, one per live link. */
export async function connectedAccounts(
  db: Queryable,
  userId: string,
  remaining: number,
): Promise<ConnectedAccount[]> {
  const { rows } = await db.query<LinkedAccountRow>(
    `select ${linkedAccountColumns} from game_accounts ga
      where ga.user_id = $1 and ga.unlinked_at is null
      order by case ga.provider when 'riot' then 1 when 'steam' then 2 else 3 end`,
    [userId],
  );
  return rows.map((row) => {
    const account = toLinkedAccount(row);
    return {
      gameType: gameTypeOf[account.provider],
      canDisconnect: remaining > 0,
      accountInfo: { ...accountInfo(account), supportedGames: supportedGames[account.provider] },
    };
  });
}

function accountInfo(account: LinkedAccount): Omit<ConnectedAccount['accountInfo'], 'supportedGames'> {
  const text = (key: string) => {
    const value = account.details[key];
    return typeof value === 'string' ? value : undefined;
  };
  if (account.provider === 'riot') {
    const level = account.details.summonerLevel;
    return {
      valGameName: text('gameName'),
      valTagLine: text('tagLine'),
      ...(typeof level === 'number' ? { summonerLevel: level } : {}),
    };
  }
  if (account.provider === 'steam') {
    return { personaName: text('personaName') ?? account.displayName, profileUrl: text('profileUrl') };
  }
  return { playerName: account.displayName, playerTag: account.externalId };
}
