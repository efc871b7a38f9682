// Who may withdraw (spec §3 Withdrawal, issue 10): a signed-in player whose latest passport upload is
// verified and whose email address is verified. Used by GET /api/passport-verification/can-withdraw
// and by the withdrawal routes before any crystals move.
import { passportMessages } from '@arena/contract';
import type { Queryable } from '../db/database';

export interface WithdrawalEligibility {
  canWithdraw: boolean;
  reason: string | null;
}

export async function withdrawalEligibility(db: Queryable, userId: string): Promise<WithdrawalEligibility> {
  const { rows } = await db.query<{ email_verified: boolean; passport_status: string | null }>(
    `select u.email_verified_at is not null as email_verified,
            (select p.status from passport_verifications p
              where p.user_id = u.id
              order by p.uploaded_at desc, p.id desc limit 1) as passport_status
       from users u where u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row || row.passport_status !== 'verified') {
    return { canWithdraw: false, reason: passportMessages.verificationRequired };
  }
  if (!row.email_verified) return { canWithdraw: false, reason: passportMessages.emailNotVerified };
  return { canWithdraw: true, reason: null };
}
