// Four eyes on payouts (issue 29, docs/decisions/0043): no operator decides a payout of their own
// account, and a payout of PAYOUTS_SECOND_APPROVAL_CRYSTALS or more (default 5,000) is sent only when a
// second, different operator approves it. The first approval is recorded on the row (it stays pending)
// and in the audit log; the second moves it to processing as any approval does, and its audit entry
// names the first approver too, so the log shows both.
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { httpError } from '../http/http-error';
import { recordOperatorAction } from '../operators/audit-log';
import type { WithdrawalRow } from './withdrawal-repository';

/** What an approval by this actor does to this row: record a first approval, send it, or send again. */
export type ApprovalStep = 'first' | 'send' | 'resend';

export function approvalStep(
  row: WithdrawalRow,
  actor: { operatorId: string } | 'automatic',
  secondApprovalFromCrystals: number,
): ApprovalStep {
  if (actor !== 'automatic' && row.user_id === actor.operatorId)
    throw httpError(403, 'operatorUser.ownAccount');
  // A processing payout that never reached the provider may be approved again (the send is idempotent).
  if (row.status === 'processing' && row.provider_payout_id === null) return 'resend';
  if (row.status !== 'pending') throw httpError(409, 'withdrawal.alreadyDecided');
  if (actor === 'automatic') return 'send';
  if (toSafeInteger(row.crystals, 'crystals') < secondApprovalFromCrystals) return 'send';
  if (row.first_approved_by === null) return 'first';
  if (row.first_approved_by === actor.operatorId) throw httpError(403, 'withdrawal.secondApproverSame');
  return 'send';
}

/** The first of two approvals: kept on the row (still pending) and audited, in the caller's transaction. */
export async function recordFirstApproval(tx: Queryable, row: WithdrawalRow, operatorId: string) {
  await tx.query(
    `update withdrawals set first_approved_by = $2, first_approved_at = now(), updated_at = now()
      where id = $1 and status = 'pending' and first_approved_by is null`,
    [row.id, operatorId],
  );
  await recordOperatorAction(tx, {
    actorId: operatorId,
    action: 'withdrawal.firstApproval',
    targetType: 'withdrawal',
    targetId: row.id,
    before: approvalSnapshot(row),
    after: { ...approvalSnapshot(row), firstApprovedBy: operatorId },
  });
}

/** The row as the audit log keeps it before and after a decision. */
export function approvalSnapshot(row: WithdrawalRow) {
  return {
    status: row.status,
    reason: row.reason,
    providerPayoutId: row.provider_payout_id,
    firstApprovedBy: row.first_approved_by,
  };
}
