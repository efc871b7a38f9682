// Admin API over the ledger: the audit of ARCHITECTURE.md "Money" on demand.
import type { LedgerAuditResponse } from '@arena/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { auditLedger } from './audit';

export function registerLedgerRoutes(app: FastifyInstance, database: Database) {
  const adminOnly = async (request: FastifyRequest) => {
    const { rows } = await database.query<{ role: string }>('select role from users where id = $1', [
      request.userId,
    ]);
    if (rows[0]?.role !== 'admin') throw new HttpError(403, 'Only administrators can do this.');
  };

  app.get(
    '/api/admin/ledger/audit',
    { preHandler: [app.authenticate, adminOnly] },
    async (_request, reply): Promise<LedgerAuditResponse> => {
      reply.header('cache-control', 'no-store');
      const audit = await auditLedger(database);
      return { data: { ...audit, checkedAt: new Date().toISOString() } };
    },
  );
}
