// The operator console's fair-play flags (issue 30, docs/decisions/0050-fair-play-signals-and-flags.md):
//   GET  /api/admin/flags?status=open|resolved&page=     operators
//   GET  /api/admin/flags/:id                            operators
//   POST /api/admin/flags/:id/resolve {action, note}     operators, not one the flag names (403)
import {
  adminFlagsPageSize,
  adminFlagsQuerySchema,
  idParamsSchema,
  localizedMessage,
  resolveFlagRequestSchema,
  type AdminFlagResponse,
  type AdminFlagsResponse,
  type ResolveFlagResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { operatorOnly } from '../auth/admin-only';
import type { Database } from '../db/database';
import { httpError } from '../http/http-error';
import { flagDetail, listFlags, resolveFlag } from './fair-play-admin';

export function registerFlagRoutes(fastify: FastifyInstance, database: Database): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const operators = [app.authenticate, operatorOnly(database)];

  app.get(
    '/api/admin/flags',
    { preValidation: operators, schema: { querystring: adminFlagsQuerySchema } },
    async (request, reply): Promise<AdminFlagsResponse> => {
      reply.header('cache-control', 'no-store');
      const { flags, total } = await listFlags(database, request.query);
      return { data: flags, pagination: { page: request.query.page, pageSize: adminFlagsPageSize, total } };
    },
  );

  app.get(
    '/api/admin/flags/:id',
    { preValidation: operators, schema: { params: idParamsSchema } },
    async (request, reply): Promise<AdminFlagResponse> => {
      reply.header('cache-control', 'no-store');
      const flag = await flagDetail(database, request.params.id);
      if (!flag) throw httpError(404, 'fairPlay.notFound');
      return { data: flag };
    },
  );

  app.post(
    '/api/admin/flags/:id/resolve',
    { preValidation: operators, schema: { params: idParamsSchema, body: resolveFlagRequestSchema } },
    async (request): Promise<ResolveFlagResponse> => {
      await resolveFlag(database, request.userId, request.params.id, request.body);
      const flag = await flagDetail(database, request.params.id);
      if (!flag) throw httpError(404, 'fairPlay.notFound');
      return { status: 'success', ...localizedMessage('fairPlay.resolved'), data: flag };
    },
  );
}
