// GET /api/admin/audit-log (issue 12): operator_audit_log newest first, 50 a page, filtered by the
// operator (id or email), the action, and the target. Read-only, like everything that touches the table.
import { adminAuditLogPageSize, type AuditLogEntry } from '@arena/contract';
import { normalizeEmail } from '@arena/domain';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { isUserId } from '../users/user-repository';

export interface AuditLogFilter {
  actor?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  page: number;
}

interface AuditRow {
  id: unknown;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  created_at: Date | string;
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export async function readAuditLog(
  db: Queryable,
  filter: AuditLogFilter,
): Promise<{ entries: AuditLogEntry[]; total: number }> {
  const actor = blankToNull(filter.actor);
  let actorId: string | null = null;
  if (actor !== null) {
    if (isUserId(actor)) {
      actorId = actor.toLowerCase();
    } else {
      const { rows } = await db.query<{ id: string }>('select id from users where lower(email) = lower($1)', [
        normalizeEmail(actor),
      ]);
      // An email nobody has matches no entry (rather than every entry).
      if (!rows[0]) return { entries: [], total: 0 };
      actorId = rows[0].id;
    }
  }
  const where = `($1::uuid is null or l.actor_id = $1)
    and ($2::text is null or l.action = $2)
    and ($3::text is null or l.target_type = $3)
    and ($4::text is null or l.target_id = $4)`;
  const params = [
    actorId,
    blankToNull(filter.action),
    blankToNull(filter.targetType),
    blankToNull(filter.targetId),
  ];
  const { rows } = await db.query<AuditRow>(
    `select l.id, l.actor_id, u.name as actor_name, u.email as actor_email, l.action, l.target_type,
            l.target_id, l.before, l.after, l.created_at
       from operator_audit_log l left join users u on u.id = l.actor_id
      where ${where}
      order by l.id desc
      limit $5 offset $6`,
    [...params, adminAuditLogPageSize, (filter.page - 1) * adminAuditLogPageSize],
  );
  const { rows: count } = await db.query<{ total: unknown }>(
    `select count(*) as total from operator_audit_log l where ${where}`,
    params,
  );
  return {
    entries: rows.map((row) => ({
      id: toSafeInteger(row.id, 'id'),
      actor:
        row.actor_id === null
          ? null
          : { id: row.actor_id, name: row.actor_name ?? '', email: row.actor_email ?? '' },
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      before: row.before ?? null,
      after: row.after ?? null,
      createdAt: (row.created_at instanceof Date ? row.created_at : new Date(row.created_at)).toISOString(),
    })),
    total: toSafeInteger(count[0]?.total ?? 0, 'total'),
  };
}
