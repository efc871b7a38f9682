// GET /api/admin/ledger/totals and /api/admin/ledger/export.csv (issue 12, admin only): see
// ledger-totals.ts for what each figure means. The audit (GET /api/admin/ledger/audit) is the
// ledger module's.
import { ledgerTotalsQuerySchema, type LedgerTotalsResponse } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly } from '../auth/admin-only';
import type { Database } from '../db/database';
import { ledgerCsv, periodOf, readLedgerTotals } from './ledger-totals';

export function registerOperatorLedgerRoutes(fastify: FastifyInstance, database: Database): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admins = [app.authenticate, adminOnly(database)];

  app.get(
    '/api/admin/ledger/totals',
    { preValidation: admins, schema: { querystring: ledgerTotalsQuerySchema } },
    async (request, reply): Promise<LedgerTotalsResponse> => {
      reply.header('cache-control', 'no-store');
      return { status: 'success', data: await readLedgerTotals(database, periodOf(request.query)) };
    },
  );

  app.get(
    '/api/admin/ledger/export.csv',
    { preValidation: admins, schema: { querystring: ledgerTotalsQuerySchema } },
    async (request, reply) => {
      const period = periodOf(request.query);
      const csv = await ledgerCsv(database, period);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="arena-ledger-${period.from}-to-${period.to}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
