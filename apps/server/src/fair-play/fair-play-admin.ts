// Flags for operators (issue 30, decision 0050): the list, one flag with its evidence and linked players,
// and the resolution. Resolving runs in one transaction that locks the flag, applies the action to every
// account it names and writes the audit rows: dismiss closes it; hold_payouts closes it and holds the
// accounts' payouts for operator review; block closes it and blocks the accounts the way an operator's
// block does (blocked_at, every session ended, a user.block audit row). No operator resolves a flag
// naming their own account.
import {
  adminFlagsPageSize,
  type AdminFlag,
  type AdminFlagSummary,
  type FairPlaySignalName,
  type FlagResolutionName,
  type FlagStatus,
} from '@arena/contract';
import { fairPlaySignals } from '@arena/domain';
import { revokeAllSessions } from '../auth/session-revocation';
import type { Database, Queryable } from '../db/database';
import { httpError } from '../http/http-error';
import { recordOperatorAction } from '../operators/audit-log';
import { isUserId } from '../users/user-repository';

interface FlagRow {
  id: string;
  status: FlagStatus;
  created_at: Date | string;
  updated_at: Date | string;
  resolution: FlagResolutionName | null;
  resolution_note: string | null;
  resolved_by: string | null;
  resolver_name: string | null;
  resolved_at: Date | string | null;
  accounts: { id: string; name: string }[] | string;
  signals: FairPlaySignalName[] | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const flagColumns = `f.id::text, f.status, f.created_at, f.updated_at, f.resolution, f.resolution_note,
  f.resolved_by::text, r.name as resolver_name, f.resolved_at,
  coalesce((select json_agg(json_build_object('id', u.id::text, 'name', u.name) order by a.added_at, u.id)
              from fair_play_flag_accounts a join users u on u.id = a.user_id where a.flag_id = f.id), '[]'::json)
    as accounts,
  coalesce((select json_agg(distinct e.signal) from fair_play_evidence e where e.flag_id = f.id), '[]'::json)
    as signals`;

function toSummary(row: FlagRow): AdminFlagSummary {
  const signals = new Set(parsed(row.signals));
  return {
    id: row.id,
    status: row.status,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    accounts: parsed(row.accounts),
    signals: fairPlaySignals.filter((signal) => signals.has(signal)),
    resolution:
      row.resolution === null || row.resolved_at === null
        ? null
        : {
            action: row.resolution,
            note: row.resolution_note ?? '',
            operatorId: row.resolved_by,
            operatorName: row.resolver_name,
            resolvedAt: iso(row.resolved_at),
          },
  };
}

/** A page of flags of one status: open ones oldest first (the queue), resolved ones newest first. */
export async function listFlags(db: Queryable, query: { status: FlagStatus; page: number }) {
  const order = query.status === 'open' ? 'f.created_at asc, f.id' : 'f.resolved_at desc, f.id';
  const { rows } = await db.query<FlagRow>(
    `select ${flagColumns} from fair_play_flags f left join users r on r.id = f.resolved_by
      where f.status = $1 order by ${order} limit $2 offset $3`,
    [query.status, adminFlagsPageSize, (query.page - 1) * adminFlagsPageSize],
  );
  const count = await db.query<{ total: unknown }>(
    'select count(*) as total from fair_play_flags where status = $1',
    [query.status],
  );
  return { flags: rows.map(toSummary), total: Number(count.rows[0]?.total ?? 0) };
}

export async function flagDetail(db: Queryable, flagId: string): Promise<AdminFlag | null> {
  if (!isUserId(flagId)) return null; // any UUID
  const { rows } = await db.query<FlagRow>(
    `select ${flagColumns} from fair_play_flags f left join users r on r.id = f.resolved_by where f.id = $1`,
    [flagId],
  );
  if (!rows[0]) return null;
  const evidence = await db.query<{
    signal: FairPlaySignalName;
    value: string;
    user_ids: string[];
    first_seen: Date | string;
    last_seen: Date | string;
    seen_count: unknown;
  }>(
    `select signal, value, user_ids::text[] as user_ids, first_seen, last_seen, seen_count
       from fair_play_evidence where flag_id = $1 order by first_seen, id`,
    [flagId],
  );
  const players = await db.query<{
    id: string;
    name: string;
    email: string;
    role: AdminFlag['players'][number]['role'];
    blocked: boolean;
    held: boolean;
  }>(
    `select u.id::text, u.name, u.email, u.role, u.blocked_at is not null as blocked,
            exists (select 1 from payout_holds h where h.user_id = u.id) as held
       from fair_play_flag_accounts a join users u on u.id = a.user_id
      where a.flag_id = $1 order by a.added_at, u.id`,
    [flagId],
  );
  return {
    ...toSummary(rows[0]),
    evidence: evidence.rows.map((row) => ({
      signal: row.signal,
      value: row.value,
      userIds: row.user_ids,
      firstSeen: iso(row.first_seen),
      lastSeen: iso(row.last_seen),
      count: Number(row.seen_count),
    })),
    players: players.rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      blocked: row.blocked,
      payoutsHeld: row.held,
    })),
  };
}

/** Blocks a player named by the flag as an operator's block does; operators and blocked accounts are left. */
async function blockFlagged(tx: Queryable, operatorId: string, userId: string, note: string) {
  const { rows } = await tx.query<{ blocked_at: unknown; blocked_reason: string | null }>(
    `select blocked_at, blocked_reason from users where id = $1 and role = 'player' for update`,
    [userId],
  );
  const target = rows[0];
  if (!target || target.blocked_at !== null) return false;
  await tx.query('update users set blocked_at = now(), blocked_reason = $2 where id = $1', [userId, note]);
  await revokeAllSessions(tx, userId);
  await recordOperatorAction(tx, {
    actorId: operatorId,
    action: 'user.block',
    targetType: 'user',
    targetId: userId,
    before: { blocked: false, reason: target.blocked_reason },
    after: { blocked: true, reason: note, sessionsEnded: true },
  });
  return true;
}

export async function resolveFlag(
  database: Database,
  operatorId: string,
  flagId: string,
  resolution: { action: FlagResolutionName; note: string },
): Promise<void> {
  if (!isUserId(flagId)) throw httpError(404, 'fairPlay.notFound');
  await database.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: FlagStatus }>(
      'select status from fair_play_flags where id = $1 for update',
      [flagId],
    );
    if (!rows[0]) throw httpError(404, 'fairPlay.notFound');
    const accounts = await tx.query<{ user_id: string }>(
      'select user_id::text from fair_play_flag_accounts where flag_id = $1 order by added_at, user_id',
      [flagId],
    );
    const userIds = accounts.rows.map((row) => row.user_id);
    if (userIds.includes(operatorId)) throw httpError(403, 'operatorUser.ownAccount');
    if (rows[0].status !== 'open') throw httpError(409, 'fairPlay.alreadyResolved');
    const { action, note } = resolution;
    const affected: string[] = [];
    for (const userId of userIds) {
      if (action === 'hold_payouts') {
        const held = await tx.query(
          `insert into payout_holds (user_id, flag_id, held_by) values ($1, $2, $3)
           on conflict (user_id) do nothing returning user_id`,
          [userId, flagId, operatorId],
        );
        if (held.rows.length > 0) affected.push(userId);
      }
      if (action === 'block' && (await blockFlagged(tx, operatorId, userId, note))) affected.push(userId);
    }
    await tx.query(
      `update fair_play_flags set status = 'resolved', resolution = $2, resolution_note = $3, resolved_by = $4,
              resolved_at = now(), updated_at = now() where id = $1`,
      [flagId, action, note, operatorId],
    );
    await recordOperatorAction(tx, {
      actorId: operatorId,
      action: 'flag.resolve',
      targetType: 'fair_play_flag',
      targetId: flagId,
      before: { status: 'open', accounts: userIds },
      after: { status: 'resolved', action, note, accounts: userIds, affected },
    });
  });
}
