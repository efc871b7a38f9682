// Players who may withdraw (verified e-mail and passport, crystals won), their withdrawals, and the
// ledger facts of one withdrawal, shared by the reconciliation tests on one process and on three
// (tests/cluster/reconciliation.test.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../src/db/database';
import { creditPrize } from '../../src/ledger/prizes';
import { insertTestUser, type TestUser } from './users-fixtures';

/** A player with a verified passport and `crystals` won in a challenge. */
export async function insertPayee(db: Queryable, jwtSecret: string, crystals: number): Promise<TestUser> {
  const user = await insertTestUser(db, jwtSecret, {
    provider: 'google',
    name: `Payee ${randomBytes(3).toString('hex')}`,
    verified: true,
  });
  await db.query(
    `insert into passport_verifications (user_id, status, provider, storage_key, content_type, size_bytes,
                                         encryption_key_id, decided_at)
     values ($1, 'verified', 'sandbox', 'passports/test', 'image/png', 10, 'test', now())`,
    [user.id],
  );
  await creditPrize(db, { userId: user.id, challengeId: randomUUID(), crystals });
  return user;
}

export async function count(db: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ count: string | number }>(sql, params);
  return Number(rows[0]?.count);
}

export interface WithdrawalFacts {
  status: string | undefined;
  journalStatus: string | undefined;
  /** Journal transactions of the withdrawal (its own and any refund): 1 paid, 2 refunded. */
  postings: number;
  refunds: number;
  /** Payout events recorded for it: `reconciliation:<id>:<outcome>` ones and the providers'. */
  reconciliationEvents: number;
  crystals: number;
}

export async function withdrawalFacts(db: Queryable, withdrawalId: string): Promise<WithdrawalFacts> {
  const { rows } = await db.query<{ status: string; journal: string; user_id: string }>(
    `select w.status, j.status as journal, w.user_id from withdrawals w
       join journal_transactions j on j.id = w.journal_transaction_id where w.id = $1`,
    [withdrawalId],
  );
  const row = rows[0];
  return {
    status: row?.status,
    journalStatus: row?.journal,
    postings: await count(db, `select count(*) from journal_transactions where idempotency_key in ($1, $2)`, [
      `withdrawal:${withdrawalId}`,
      `withdrawal_refund:${withdrawalId}`,
    ]),
    refunds: await count(db, `select count(*) from journal_transactions where idempotency_key = $1`, [
      `withdrawal_refund:${withdrawalId}`,
    ]),
    reconciliationEvents: await count(
      db,
      `select count(*) from payout_webhook_events where event_id like $1`,
      [`reconciliation:${withdrawalId}:%`],
    ),
    crystals: await count(db, 'select crystals as count from wallets where user_id = $1', [row?.user_id]),
  };
}
