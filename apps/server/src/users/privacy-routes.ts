// A player's own data (issue 30, docs/decisions/0051-data-export-and-erasure.md): GET /api/users/export
// downloads it as one JSON file; POST /api/users/delete erases the account (account-deletion.ts).
import {
  dataExportFileName,
  deleteAccountBodySchema,
  localizedMessage,
  type DeleteAccountResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clearRefreshCookie } from '../auth/refresh-cookie';
import type { Database } from '../db/database';
import { unauthorized } from '../http/http-error';
import { rateLimit } from '../http/rate-limits';
import type { ObjectStorage } from '../storage/object-storage';
import { deleteAccount } from './account-deletion';
import { exportUserData } from './data-export';

export function registerPrivacyRoutes(
  fastify: FastifyInstance,
  options: { database: Database; storage: ObjectStorage; now?: () => Date },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, storage } = options;
  const now = options.now ?? (() => new Date());

  app.get('/api/users/export', { preValidation: app.authenticate }, async (request, reply) => {
    const at = now();
    const data = await exportUserData(database, request.userId, at);
    if (!data) throw unauthorized();
    reply
      .header('cache-control', 'no-store')
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${dataExportFileName(at)}"`);
    return `${JSON.stringify(data, null, 2)}\n`;
  });

  app.post(
    '/api/users/delete',
    {
      preValidation: app.authenticate,
      // Each try may check the password: the password change's limit (5 in 15 minutes a player).
      config: { rateLimit: rateLimit('passwordChange') },
      schema: { body: deleteAccountBodySchema },
    },
    async (request, reply): Promise<DeleteAccountResponse> => {
      const deletedAt = await deleteAccount(
        { database, storage, log: request.log },
        request.userId,
        request.body,
      );
      clearRefreshCookie(reply);
      reply.header('cache-control', 'no-store');
      return {
        status: 'success',
        ...localizedMessage('privacy.accountDeleted'),
        data: { deletedAt: deletedAt.toISOString() },
      };
    },
  );
}
