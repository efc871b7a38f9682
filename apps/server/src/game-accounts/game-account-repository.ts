// Linking and disconnecting game accounts (spec §2 Game-account linking, §5, §9 Disconnections) over
// migration 0007's game_accounts. Each change runs in one transaction that first locks the player's
// users row, so a player's links, disconnections and their counts never race with each other; the
// partial unique indexes make one game account belong to one Arena user at a time.
import type { ConnectedAccount, GameType } from '@arena/contract';
import {
  defaultRemainingDisconnections,
  formatMessage,
  timersMs,
  validateDisconnectReason,
} from '@arena/domain';
import { isUniqueViolation } from '../auth/unique-violation';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { gameAccountMessages } from './game-account-messages';
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
}

const lockSeconds = timersMs.reconnectionLock / 1000;

/** Links (or refreshes the same) account; 409 when it is someone else's, another is linked, or locked. */
export async function linkGameAccount(db: Database, link: LinkRequest): Promise<LinkedAccount> {
  try {
    return await db.transaction(async (tx) => {
      await lockUser(tx, link.userId);
      const { rows: live } = await tx.query<LinkedAccountRow>(
        `select ${linkedAccountColumns} from game_accounts ga
          where ga.user_id = $1 and ga.provider = $2 and ga.unlinked_at is null`,
        [link.userId, link.provider],
      );
      const current = live[0];
      if (current && current.external_id !== link.externalId) {
        throw new HttpError(409, gameAccountMessages.otherLinked(link.provider));
      }
      if (current) {
        const { rows } = await tx.query<LinkedAccountRow>(
          `update game_accounts ga set display_name = $2, region = coalesce($3, ga.region), details = $4::jsonb
            where ga.id = $1 returning ${linkedAccountColumns}`,
          [current.id, link.displayName, link.region ?? null, JSON.stringify(link.details)],
        );
        return toLinkedAccount(rows[0]!);
      }
      const { rows: taken } = await tx.query(
        `select 1 from game_accounts where provider = $1 and external_id = $2 and unlinked_at is null`,
        [link.provider, link.externalId],
      );
      if (taken.length > 0) throw new HttpError(409, gameAccountMessages.takenByOther(link.provider));
      const { rows: locked } = await tx.query<{ until: Date | string }>(
        `select max(unlinked_at) + make_interval(secs => $3) as until from game_accounts
          where user_id = $1 and provider = $2 and unlinked_at is not null
         having max(unlinked_at) + make_interval(secs => $3) > now()`,
        [link.userId, link.provider, lockSeconds],
      );
      if (locked[0]) {
        throw new HttpError(
          409,
          gameAccountMessages.reconnectionLocked(link.provider, new Date(locked[0].until)),
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
    if (isUniqueViolation(error)) throw new HttpError(409, gameAccountMessages.takenByOther(link.provider));
    throw error;
  }
}

async function lockUser(tx: Queryable, userId: string): Promise<void> {
  const { rowCount } = await tx.query('select id from users where id = $1 for update', [userId]);
  if (rowCount === 0) throw new HttpError(401, 'Authentication failed. Please log in again.');
}

/** Disconnections this player has used: every link they ended (spec §9: 3 in all). */
export async function usedDisconnections(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ used: number | string }>(
    'select count(*) as used from game_accounts where user_id = $1 and unlinked_at is not null',
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
    throw new HttpError(400, formatMessage(first.messageKey, first.params));
  }
  const provider = providerForGameType(request.gameType);
  if (!provider) throw new HttpError(400, gameAccountMessages.unknownGameType);
  return db.transaction(async (tx) => {
    await lockUser(tx, request.userId);
    const remaining = remainingFrom(await usedDisconnections(tx, request.userId));
    if (remaining <= 0) throw new HttpError(403, gameAccountMessages.noDisconnectionsLeft);
    const { rowCount } = await tx.query(
      `update game_accounts set unlinked_at = now(), unlink_reason = $3
        where user_id = $1 and provider = $2 and unlinked_at is null`,
      [request.userId, provider, checked.value.reason],
    );
    if (rowCount === 0) throw new HttpError(404, gameAccountMessages.notLinkedForType(request.gameType));
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
