// The operators' passport API (issue 10 "Operator API now"; the console's pages come with issue 12):
//   GET  /api/admin/passports?status=manual_review
//   GET  /api/admin/passports/:id/file      the decrypted file, never cached, shown inline
//   POST /api/admin/passports/:id/verify
//   POST /api/admin/passports/:id/reject    {reason}
// Each decision is written with its audit row (operators/audit-log.ts) in one transaction; a passport
// already verified or rejected answers 409. Operators (admin or support) only.
import {
  adminPassportQuerySchema,
  idParamsSchema,
  passportMessages,
  rejectRequestSchema,
  type AdminPassportDecisionResponse,
  type AdminPassportsResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { operatorOnly } from '../auth/admin-only';
import type { Database } from '../db/database';
import { httpError } from '../http/http-error';
import { recordOperatorAction } from '../operators/audit-log';
import type { PassportFiles } from './passport-files';
import { adminPassportById, adminPassports, adminPassportView, decidePassport } from './passport-repository';

const notFound = () => httpError(404, 'passport.notFound');

export function registerAdminPassportRoutes(
  fastify: FastifyInstance,
  deps: { database: Database; files: PassportFiles },
) {
  const { database, files } = deps;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = [app.authenticate, operatorOnly(database)];

  app.get(
    '/api/admin/passports',
    { preValidation, schema: { querystring: adminPassportQuerySchema } },
    async (request, reply): Promise<AdminPassportsResponse> => {
      reply.header('cache-control', 'no-store');
      const rows = await adminPassports(database, request.query.status);
      return { data: rows.map(adminPassportView) };
    },
  );

  app.get(
    '/api/admin/passports/:id/file',
    { preValidation, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const row = await adminPassportById(database, request.params.id);
      if (!row || row.file_deleted_at !== null) throw notFound();
      const bytes = await files.get(row.storage_key, row.id);
      if (!bytes) throw notFound();
      return (
        reply
          .header('content-type', row.content_type)
          .header('cache-control', 'no-store')
          .header('content-disposition', 'inline')
          .header('x-content-type-options', 'nosniff')
          // A PDF or image shown by the browser itself: nothing in it may run or load anything.
          .header(
            'content-security-policy',
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
          )
          .send(bytes)
      );
    },
  );

  const decide = async (
    operatorId: string,
    id: string,
    decision: { status: 'verified' | 'rejected'; reason: string | null },
  ): Promise<AdminPassportDecisionResponse> => {
    const after = await database.transaction(async (tx) => {
      const before = await adminPassportById(tx, id, { forUpdate: true });
      if (!before) throw notFound();
      // Four eyes (issue 29): no operator decides their own passport.
      if (before.user_id === operatorId) throw httpError(403, 'operatorUser.ownAccount');
      if (before.status !== 'pending' && before.status !== 'manual_review') {
        throw httpError(409, 'passport.decided');
      }
      await decidePassport(tx, id, { ...decision, operatorId });
      const decided = await adminPassportById(tx, id);
      if (!decided) throw notFound();
      await recordOperatorAction(tx, {
        actorId: operatorId,
        action: decision.status === 'verified' ? 'passport.verify' : 'passport.reject',
        targetType: 'passport_verification',
        targetId: id,
        before: adminPassportView(before),
        after: adminPassportView(decided),
      });
      return decided;
    });
    return {
      status: 'success',
      message:
        decision.status === 'verified'
          ? passportMessages.operatorVerified
          : passportMessages.operatorRejected,
      data: adminPassportView(after),
    };
  };

  app.post(
    '/api/admin/passports/:id/verify',
    { preValidation, schema: { params: idParamsSchema } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return decide(request.userId, request.params.id, { status: 'verified', reason: null });
    },
  );

  app.post(
    '/api/admin/passports/:id/reject',
    {
      preValidation,
      schema: { params: idParamsSchema, body: rejectRequestSchema },
      config: { invalidInputMessage: { body: passportMessages.reasonRequired } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const reason = request.body.reason.trim();
      if (reason === '') throw httpError(400, 'passport.reasonRequired');
      return decide(request.userId, request.params.id, { status: 'rejected', reason });
    },
  );
}
