// Admin API over the ledger: the audit of ARCHITECTURE.md "Money" on demand.
import type { LedgerAuditResponse } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../auth/admin-only';
import type { Database } from '../db/database';
import { auditLedger } from './audit';

export function registerLedgerRoutes(app: FastifyInstance, database: Database) {
  app.get(
    '/api/admin/ledger/audit',
    { preValidation: [app.authenticate, adminOnly(database)] },
    async (_request, reply): Promise<LedgerAuditResponse> => {
      reply.header('cache-control', 'no-store');
      const audit = await auditLedger(database);
      return { data: { ...audit, checkedAt: new Date().toISOString() } };
    },
  );
}
