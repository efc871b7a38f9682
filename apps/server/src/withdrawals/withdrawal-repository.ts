// Reads of the withdrawals table (migration 0018) as the contract's Withdrawal and AdminPayout
// (packages/contract/src/cashout.ts). Writes live in withdrawal-service.ts.
import type { AdminPayout, Withdrawal, WithdrawalMethodName, WithdrawalStatus } from '@arena/contract';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';

export interface WithdrawalRow {
  id: string;
  user_id: string;
  method: WithdrawalMethodName;
  crystals: unknown;
  usd_cents: unknown;
  payment_email: string | null;
  payment_method_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  status: WithdrawalStatus;
  journal_transaction_id: string;
  refund_transaction_id: string | null;
  provider_payout_id: string | null;
  reason: string | null;
  decided_by: string | null;
  auto_approved: boolean;
  first_approved_by: string | null;
  first_approved_at: Date | string | null;
  created_at: Date | string;
  completed_at: Date | string | null;
}

export interface AdminPayoutRow extends WithdrawalRow {
  user_name: string;
  user_email: string;
  first_approver_name: string | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

export const withdrawalColumns = `w.id, w.user_id, w.method, w.crystals, w.usd_cents, w.payment_email,
  w.payment_method_id, w.card_brand, w.card_last4, w.status, w.journal_transaction_id,
  w.refund_transaction_id, w.provider_payout_id, w.reason, w.decided_by, w.auto_approved,
  w.first_approved_by, w.first_approved_at, w.created_at, w.completed_at`;

/** The operators' view joins the player and the first approver (a payout that needs two operators). */
const adminPayoutFrom = `select ${withdrawalColumns}, u.name as user_name, u.email as user_email,
         fa.name as first_approver_name
    from withdrawals w join users u on u.id = w.user_id left join users fa on fa.id = w.first_approved_by`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    transactionId: row.journal_transaction_id,
    method: row.method,
    crystals: toSafeInteger(row.crystals, 'crystals'),
    usdCents: toSafeInteger(row.usd_cents, 'usd_cents'),
    status: row.status,
    paymentEmail: row.payment_email,
    card:
      row.method === 'card' && row.payment_method_id
        ? { id: row.payment_method_id, brand: row.card_brand ?? '', last4: row.card_last4 ?? '' }
        : null,
    createdAt: new Date(row.created_at).toISOString(),
    completedAt: iso(row.completed_at),
    reason: row.reason,
  };
}

export function toAdminPayout(row: AdminPayoutRow): AdminPayout {
  return {
    ...toWithdrawal(row),
    userId: row.user_id,
    userName: row.user_name,
    userEmail: row.user_email,
    firstApproval: row.first_approved_by
      ? {
          operatorId: row.first_approved_by,
          operatorName: row.first_approver_name ?? '',
          at: new Date(row.first_approved_at ?? row.created_at).toISOString(),
        }
      : null,
  };
}

export async function findWithdrawal(
  db: Queryable,
  id: string,
  forUpdate = false,
): Promise<WithdrawalRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<WithdrawalRow>(
    `select ${withdrawalColumns} from withdrawals w where w.id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findAdminPayout(db: Queryable, id: string): Promise<AdminPayout | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<AdminPayoutRow>(`${adminPayoutFrom} where w.id = $1`, [id]);
  return rows[0] ? toAdminPayout(rows[0]) : null;
}

/** The operators' queue: oldest first (first come, first paid), at most 500 rows. */
export async function listAdminPayouts(
  db: Queryable,
  filter: { status?: WithdrawalStatus | undefined; method?: WithdrawalMethodName | undefined },
): Promise<AdminPayout[]> {
  const { rows } = await db.query<AdminPayoutRow>(
    `${adminPayoutFrom}
      where ($1::text is null or w.status = $1) and ($2::text is null or w.method = $2)
      order by w.created_at, w.id
      limit 500`,
    [filter.status ?? null, filter.method ?? null],
  );
  return rows.map(toAdminPayout);
}
