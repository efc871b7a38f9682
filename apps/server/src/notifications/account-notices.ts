// Account notifications (issue 34 row 9, docs/decisions/0047-account-notifications.md): a passport verified
// or rejected, a withdrawal paid or failed and refunded. Each is written by the code that moves the status,
// inside its transaction and after its guarded update moved the row, so the entry exists exactly when the
// change does. `on conflict (kind, subject_id) do nothing` (migration 0032) makes it once per passport
// upload or withdrawal, whoever records it second: another instance, a redelivered provider notification,
// reconciliation settling the same payout. The entry stores figures, not words; emailed_at stays null, so
// the notification mail job mails it in the player's language unless they turned mail off.
import type { Queryable } from '../db/database';
import { notificationsTopic } from './inbox-cache';

export type AccountNotice =
  | { kind: 'passport_verified'; userId: string; passportId: string }
  | { kind: 'passport_rejected'; userId: string; passportId: string; reason: string | null }
  | { kind: 'payout_paid' | 'payout_failed'; userId: string; withdrawalId: string; crystals: number };

function subjectAndPayload(notice: AccountNotice): { subjectId: string; payload: object } {
  switch (notice.kind) {
    case 'passport_verified':
      return { subjectId: notice.passportId, payload: {} };
    case 'passport_rejected':
      return { subjectId: notice.passportId, payload: { reason: notice.reason } };
    case 'payout_paid':
    case 'payout_failed':
      return {
        subjectId: notice.withdrawalId,
        payload: { withdrawalId: notice.withdrawalId, crystals: notice.crystals },
      };
  }
}

/** Records the entry once (true when this call made it). Call it inside the event's own transaction. */
export async function recordAccountNotice(db: Queryable, notice: AccountNotice): Promise<boolean> {
  const { subjectId, payload } = subjectAndPayload(notice);
  const { rowCount } = await db.query(
    `insert into notifications (user_id, kind, subject_id, payload)
     values ($1, $2, $3, $4::jsonb)
     on conflict (kind, subject_id) do nothing`,
    [notice.userId, notice.kind, subjectId, JSON.stringify(payload)],
  );
  if (rowCount > 0) db.announce(notificationsTopic(notice.userId)); // after the COMMIT (inbox-cache.ts)
  return rowCount > 0;
}

/** A passport upload's decision (the operator's or the identity check's), as its row stands after it. */
export function recordPassportNotice(
  db: Queryable,
  row: { id: string; user_id: string; status: string; rejection_reason: string | null },
): Promise<boolean> {
  if (row.status === 'verified') {
    return recordAccountNotice(db, { kind: 'passport_verified', userId: row.user_id, passportId: row.id });
  }
  if (row.status === 'rejected') {
    const reason = row.rejection_reason?.trim() ?? '';
    return recordAccountNotice(db, {
      kind: 'passport_rejected',
      userId: row.user_id,
      passportId: row.id,
      reason: reason === '' ? null : reason,
    });
  }
  return Promise.resolve(false);
}
