// The operator API for challenges (issue 12, docs/decisions/0021; README "Operator API"), admin only:
// create (a preset fills the form), edit before the start, list by game and status, cancel with a
// refund of every entry fee. registerOperatorChallenges also registers the operators' games, image
// upload and ledger totals routes, so app.ts registers them from one line. The finish-now route
// stays with the challenges module.
import {
  adminChallengeBodySchema,
  adminChallengeMessages,
  adminChallengesQuerySchema,
  cancelChallengeRequestSchema,
  idParamsSchema,
  type AdminChallengeCreatedResponse,
  type AdminChallengeResponse,
  type AdminChallengesResponse,
  type CancelChallengeResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly } from '../auth/admin-only';
import type { Config } from '../config';
import { challengeTopics } from '../db/change-feed';
import type { Database } from '../db/database';
import { httpError } from '../http/http-error';
import { createMailProvider } from '../mail/mail-providers';
import type { ObjectStorage } from '../storage/object-storage';
import { cancelChallenge } from './challenges-cancel';
import {
  createChallenge,
  listAdminChallenges,
  readAdminChallenge,
  resolveChallengeForm,
  updateChallenge,
} from './challenges-service';
import { registerOperatorGameRoutes } from './games-routes';
import { registerOperatorLedgerRoutes } from './ledger-routes';
import { registerOperatorUploadRoutes } from './uploads-routes';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that cannot be a challenge's is simply not found. */
function challengeId(id: string): string {
  if (!uuidPattern.test(id)) throw httpError(404, 'adminChallenge.notFound');
  return id.toLowerCase();
}

export function registerOperatorChallenges(
  fastify: FastifyInstance,
  { config, database, storage }: { config: Config; database: Database; storage: ObjectStorage },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admins = [app.authenticate, adminOnly(database)];
  const mail = createMailProvider(config, database);

  app.post(
    '/api/admin/challenges',
    { preValidation: admins, schema: { body: adminChallengeBodySchema } },
    async (request, reply): Promise<AdminChallengeCreatedResponse> => {
      const values = await resolveChallengeForm(database, storage, request.body, new Date());
      const id = await createChallenge(database, request.userId, values);
      database.changes.publish(...challengeTopics(id));
      reply.code(201);
      return { status: 'success', data: { id } };
    },
  );

  app.put(
    '/api/admin/challenges/:id',
    { preValidation: admins, schema: { params: idParamsSchema, body: adminChallengeBodySchema } },
    async (request): Promise<AdminChallengeResponse> => {
      const id = challengeId(request.params.id);
      const now = new Date();
      if (!(await readAdminChallenge(database, id))) throw httpError(404, 'adminChallenge.notFound');
      const values = await resolveChallengeForm(database, storage, request.body, now);
      const updated = await updateChallenge(database, request.userId, id, values, now);
      database.changes.publish(...challengeTopics(id));
      return { status: 'success', data: updated };
    },
  );

  app.get(
    '/api/admin/challenges',
    { preValidation: admins, schema: { querystring: adminChallengesQuerySchema } },
    async (request, reply): Promise<AdminChallengesResponse> => {
      reply.header('cache-control', 'no-store');
      return { status: 'success', data: await listAdminChallenges(database, request.query) };
    },
  );

  app.get(
    '/api/admin/challenges/:id',
    { preValidation: admins, schema: { params: idParamsSchema } },
    async (request, reply): Promise<AdminChallengeResponse> => {
      const challenge = await readAdminChallenge(database, challengeId(request.params.id));
      if (!challenge) throw httpError(404, 'adminChallenge.notFound');
      reply.header('cache-control', 'no-store');
      return { status: 'success', data: challenge };
    },
  );

  app.post(
    '/api/admin/challenges/:id/cancel',
    { preValidation: admins, schema: { params: idParamsSchema, body: cancelChallengeRequestSchema } },
    async (request): Promise<CancelChallengeResponse> => {
      const result = await cancelChallenge(
        { database, mail, publicUrl: config.publicUrl, log: request.log },
        { actorId: request.userId, challengeId: challengeId(request.params.id), reason: request.body.reason },
      );
      return { status: 'success', message: adminChallengeMessages.cancelledNow, data: result };
    },
  );

  registerOperatorGameRoutes(app, { database, storage, mail, publicUrl: config.publicUrl });
  registerOperatorUploadRoutes(app, database, storage);
  registerOperatorLedgerRoutes(app, database);
}
