// What the operator console reads about players (issue 12, docs/decisions/0020-operator-roles.md):
// the search list and one player's page, from the tables earlier issues made (users, wallets, the
// journal, game_accounts, challenge_participants, refresh_credentials). Read-only.
import {
  adminUsersPageSize,
  type AdminGameAccount,
  type AdminLedgerEntry,
  type AdminUserChallenge,
  type AdminUserDetail,
  type AdminUserDevice,
  type AdminUserSummary,
  type UserRole,
} from '@arena/contract';
import { levelInfo } from '@arena/domain';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { isUserId } from '../users/user-repository';
import { scalarMetadata } from '../wallet/wallet-repository';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export interface UserSummaryRow {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  email_verified: boolean;
  blocked_at: Date | string | null;
  blocked_reason: string | null;
  created_at: Date | string;
  /** Issue 30: set when the player deleted their account (name and e-mail are erased then). */
  deleted_at?: Date | string | null;
  crystals: unknown;
  gcoins: unknown;
}

const summaryColumns = `u.id, u.name, u.email, u.role, u.email_verified_at is not null as email_verified,
  u.blocked_at, u.blocked_reason, u.created_at, u.deleted_at,
  coalesce(w.crystals, 0) as crystals, coalesce(w.gcoins, 0) as gcoins`;

export function toUserSummary(row: UserSummaryRow): AdminUserSummary {
  const deleted = row.deleted_at !== null && row.deleted_at !== undefined;
  return {
    id: row.id,
    name: row.name,
    // A deleted account shows that it was deleted and when, never who it was (its stored address is a placeholder).
    email: deleted ? '' : row.email,
    role: row.role,
    emailVerified: row.email_verified,
    blocked: row.blocked_at !== null,
    createdAt: iso(row.created_at),
    crystals: toSafeInteger(row.crystals, 'crystals'),
    gCoins: toSafeInteger(row.gcoins, 'gcoins'),
    // Only on deleted accounts: every other row reads as it always has.
    ...(deleted ? { deletedAt: iso(row.deleted_at!) } : {}),
  };
}

/** One user's row for the list (and the answers of block, unblock and role); null when unknown. */
export async function userSummaryById(db: Queryable, id: string): Promise<UserSummaryRow | null> {
  if (!isUserId(id)) return null;
  const { rows } = await db.query<UserSummaryRow>(
    `select ${summaryColumns} from users u left join wallets w on w.user_id = u.id where u.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * Players whose name or email contains `q` (any case), or whose id is `q`; everyone without `q`.
 * Newest accounts first, 20 a page, with the count of every match.
 */
export async function searchUsers(
  db: Queryable,
  query: { q?: string | undefined; page: number },
): Promise<{ users: AdminUserSummary[]; total: number }> {
  const q = query.q?.trim() ? query.q.trim() : null;
  // strpos, not LIKE: a % or _ typed by the operator is a character to find, not a wildcard.
  const where = `($1::text is null
    or strpos(lower(u.name), lower($1)) > 0
    or strpos(lower(u.email), lower($1)) > 0
    or u.id::text = lower($1))`;
  const { rows } = await db.query<UserSummaryRow>(
    `select ${summaryColumns} from users u left join wallets w on w.user_id = u.id
      where ${where}
      order by u.created_at desc, u.id
      limit $2 offset $3`,
    [q, adminUsersPageSize, (query.page - 1) * adminUsersPageSize],
  );
  const { rows: count } = await db.query<{ total: unknown }>(
    `select count(*) as total from users u where ${where}`,
    [q],
  );
  return { users: rows.map(toUserSummary), total: toSafeInteger(count[0]?.total ?? 0, 'total') };
}

interface DetailRow extends UserSummaryRow {
  provider: 'local' | 'google' | 'discord';
  country: string | null;
  xp_total: unknown;
  last_sign_in_at: Date | string | null;
}

/** The player's page; null when there is no such user. */
export async function userDetail(db: Queryable, id: string): Promise<AdminUserDetail | null> {
  if (!isUserId(id)) return null;
  // The latest sign-in is the start of the newest refresh family (each login, password or
  // third-party, starts one; refreshes only add to it).
  const { rows } = await db.query<DetailRow>(
    `select ${summaryColumns}, u.provider, u.country, u.xp_total,
       (select max(started) from (select min(r.created_at) as started from refresh_credentials r
                                   where r.user_id = u.id group by r.family_id) families) as last_sign_in_at
       from users u left join wallets w on w.user_id = u.id where u.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const [gameAccounts, ledger, challenges, devices] = [
    await gameAccountsOf(db, id),
    await ledgerOf(db, id),
    await challengesOf(db, id),
    await devicesOf(db, id),
  ];
  return {
    ...toUserSummary(row),
    blockedAt: isoOrNull(row.blocked_at),
    blockedReason: row.blocked_reason,
    provider: row.provider,
    country: row.country,
    levelInfo: levelInfo(toSafeInteger(row.xp_total, 'xp_total')),
    lastSignInAt: isoOrNull(row.last_sign_in_at),
    gameAccounts,
    ledger,
    challenges,
    devices,
  };
}

export interface GameAccountRow {
  id: string;
  user_id: string;
  provider: AdminGameAccount['provider'];
  display_name: string;
  external_id: string;
  linked_at: Date | string;
  unlinked_at: Date | string | null;
  unlink_reason: string | null;
}

export const gameAccountColumns = `ga.id, ga.user_id, ga.provider, ga.display_name, ga.external_id,
  ga.linked_at, ga.unlinked_at, ga.unlink_reason`;

/** Game names per account provider (a Riot account plays League of Legends and Valorant). */
export async function gamesByProvider(db: Queryable): Promise<Map<string, string[]>> {
  const { rows } = await db.query<{ name: string; account_provider: string }>(
    'select name, account_provider from games order by sort_order, id',
  );
  const games = new Map<string, string[]>();
  for (const game of rows)
    games.set(game.account_provider, [...(games.get(game.account_provider) ?? []), game.name]);
  return games;
}

export function toAdminGameAccount(row: GameAccountRow, games: Map<string, string[]>): AdminGameAccount {
  return {
    id: row.id,
    provider: row.provider,
    games: games.get(row.provider) ?? [],
    displayName: row.display_name,
    externalId: row.external_id,
    linked: row.unlinked_at === null,
    linkedAt: iso(row.linked_at),
    unlinkedAt: isoOrNull(row.unlinked_at),
    unlinkReason: row.unlink_reason,
  };
}

async function gameAccountsOf(db: Queryable, userId: string): Promise<AdminGameAccount[]> {
  const games = await gamesByProvider(db);
  const { rows } = await db.query<GameAccountRow>(
    `select ${gameAccountColumns} from game_accounts ga where ga.user_id = $1
      order by ga.unlinked_at is not null, ga.linked_at desc`,
    [userId],
  );
  return rows.map((row) => toAdminGameAccount(row, games));
}

/** The latest 50 journal transactions that moved the player's wallets, newest first. */
async function ledgerOf(db: Queryable, userId: string): Promise<AdminLedgerEntry[]> {
  const { rows } = await db.query<{
    id: string;
    type: string;
    description: string;
    status: string;
    metadata: unknown;
    created_at: Date | string;
    gcoins: unknown;
    crystals: unknown;
  }>(
    `select t.id, t.type, t.description, t.status, t.metadata, t.created_at,
            coalesce(sum(e.amount) filter (where a.currency = 'gcoin'), 0) as gcoins,
            coalesce(sum(e.amount) filter (where a.currency = 'crystal'), 0) as crystals
       from ledger_accounts a
       join journal_entries e on e.account_id = a.id
       join journal_transactions t on t.id = e.transaction_id
      where a.user_id = $1
      group by t.id, t.type, t.description, t.status, t.metadata, t.created_at
      order by t.created_at desc, t.id desc
      limit 50`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    description: row.description,
    metadata: scalarMetadata(row.metadata),
    status: row.status,
    gCoins: toSafeInteger(row.gcoins, 'gcoins'),
    crystals: toSafeInteger(row.crystals, 'crystals'),
    createdAt: iso(row.created_at),
  }));
}

async function challengesOf(db: Queryable, userId: string): Promise<AdminUserChallenge[]> {
  const { rows } = await db.query<{
    id: string;
    title: string;
    game_id: string;
    game_name: string;
    status: number;
    enrolled_at: Date | string;
    rank: number | null;
    score: unknown;
    bonus_score: unknown;
  }>(
    `select c.id, c.title, c.game_id, g.name as game_name, c.status, p.created_at as enrolled_at,
            cw.rank, p.score, p.bonus_score
       from challenge_participants p
       join challenges c on c.id = p.challenge_id
       join games g on g.id = c.game_id
       left join challenge_winners cw on cw.challenge_id = p.challenge_id and cw.user_id = p.user_id
      where p.user_id = $1
      order by p.created_at desc
      limit 100`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    gameId: row.game_id,
    gameName: row.game_name,
    status: Number(row.status),
    enrolledAt: iso(row.enrolled_at),
    rank: row.rank === null ? null : Number(row.rank),
    score: toSafeInteger(row.score, 'score'),
    bonusScore: toSafeInteger(row.bonus_score, 'bonus_score'),
  }));
}

/** Device ids the browser sent (X-Device-ID) with each sign-in and refresh. */
async function devicesOf(db: Queryable, userId: string): Promise<AdminUserDevice[]> {
  const { rows } = await db.query<{
    device_id: string;
    first_seen: Date | string;
    last_seen: Date | string;
    sessions: unknown;
  }>(
    `select device_id, min(created_at) as first_seen, max(created_at) as last_seen,
            count(distinct family_id) as sessions
       from refresh_credentials
      where user_id = $1 and device_id is not null
      group by device_id
      order by max(created_at) desc
      limit 50`,
    [userId],
  );
  return rows.map((row) => ({
    deviceId: row.device_id,
    firstSeenAt: iso(row.first_seen),
    lastSeenAt: iso(row.last_seen),
    sessions: toSafeInteger(row.sessions, 'sessions'),
  }));
}
