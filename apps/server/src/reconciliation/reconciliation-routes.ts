// The operators' view of reconciliation (docs/decisions/0044), for admins and support like the payout
// queue: GET /api/admin/reconciliation lists the payouts and payments still stuck, with when each was
// last checked and what the provider answered; POST /api/admin/reconciliation/run runs the job now
// (under the same lock: when another instance is running it, it answers ran: false).
import type { ReconciliationResponse, ReconciliationRunResponse } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { operatorOnly } from '../auth/admin-only';
import { handlePaymentError } from '../payments/payment-errors';
import { runReconciliationExclusive, type ReconciliationDeps } from './reconciliation-job';
import { listStuck, readLastRun } from './reconciliation-store';

export function registerReconciliationRoutes(app: FastifyInstance, deps: ReconciliationDeps): void {
  const { database } = deps;
  void app.register(async (plain) => {
    plain.setErrorHandler(handlePaymentError);
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    const operator = { preValidation: [scope.authenticate, operatorOnly(database)] };

    scope.get(
      '/api/admin/reconciliation',
      operator,
      async (_request, reply): Promise<ReconciliationResponse> => {
        reply.header('cache-control', 'no-store');
        return {
          data: await listStuck(database, new Date(), deps.afterMinutes),
          afterMinutes: deps.afterMinutes,
          lastRun: await readLastRun(database),
        };
      },
    );

    scope.post(
      '/api/admin/reconciliation/run',
      operator,
      async (request): Promise<ReconciliationRunResponse> => {
        const run = await runReconciliationExclusive({ ...deps, log: request.log });
        request.log.info({ operatorId: request.userId, ...run }, 'reconciliation run by an operator');
        return {
          status: 'success',
          data: { ran: run !== null, checked: run?.checked ?? 0, settled: run?.settled ?? 0 },
        };
      },
    );
  });
}
