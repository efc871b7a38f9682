// The operators' audit trail (issue 10): every decision an operator takes (a passport verified or
// rejected, a payout approved or rejected …) is written here in the same transaction as the change,
// with the row before and after. The table is append-only: nothing in the code updates or deletes it,
// and a trigger in migration 0016 refuses it.
import type { Queryable } from '../db/database';

export interface OperatorAuditEntry {
  /** The operator's user id; null for the command line (`npm run admin:create`, decision 0020). */
  actorId: string | null;
  /** e.g. 'passport.verify', 'passport.reject', 'withdrawal.approve'. */
  action: string;
  /** e.g. 'passport_verification', 'withdrawal'. */
  targetType: string;
  targetId: string;
  /** JSON-serialisable state before the change (null when there was none). */
  before: unknown;
  /** JSON-serialisable state after the change. */
  after: unknown;
}

export async function recordOperatorAction(tx: Queryable, entry: OperatorAuditEntry): Promise<void> {
  await tx.query(
    `insert into operator_audit_log (actor_id, action, target_type, target_id, before, after)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [
      entry.actorId,
      entry.action,
      entry.targetType,
      entry.targetId,
      jsonOrNull(entry.before),
      jsonOrNull(entry.after),
    ],
  );
}

function jsonOrNull(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}
