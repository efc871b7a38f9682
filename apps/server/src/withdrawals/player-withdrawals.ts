// GET /api/withdrawal/recent (issue 34): the signed-in player's newest withdrawals with the moment of
// each step, for the wallet's timeline (requested → approved → paid, or refunded). Reads only; the
// moves themselves are withdrawal-service.ts's.
import {
  recentWithdrawalsLimit,
  type PlayerWithdrawal,
  type RecentWithdrawalsResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, Queryable } from '../db/database';
import { toWithdrawal, withdrawalColumns, type WithdrawalRow } from './withdrawal-repository';

interface PlayerWithdrawalRow extends WithdrawalRow {
  decided_at: Date | string | null;
  refunded_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Newest first; the refund's time is its ledger transaction's (withdrawal_refund:<id>). */
export async function listRecentWithdrawals(
  db: Queryable,
  userId: string,
  limit: number = recentWithdrawalsLimit,
): Promise<PlayerWithdrawal[]> {
  const { rows } = await db.query<PlayerWithdrawalRow>(
    `select ${withdrawalColumns}, w.decided_at, r.created_at as refunded_at
       from withdrawals w left join journal_transactions r on r.id = w.refund_transaction_id
      where w.user_id = $1
      order by w.created_at desc, w.id desc
      limit $2`,
    [userId, limit],
  );
  return rows.map((row) => ({
    ...toWithdrawal(row),
    decidedAt: iso(row.decided_at),
    refundedAt: iso(row.refunded_at),
  }));
}

export function registerPlayerWithdrawalRoutes(fastify: FastifyInstance, database: Database): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/withdrawal/recent',
    { preValidation: app.authenticate },
    async (request, reply): Promise<RecentWithdrawalsResponse> => {
      reply.header('cache-control', 'no-store');
      return { data: await listRecentWithdrawals(database, request.userId) };
    },
  );
}
