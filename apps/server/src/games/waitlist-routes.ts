// The game waitlist (spec §2 Challenges, §4 Game selection; docs/decisions/0014-game-waitlist.md):
// a player reads and joins it; an admin opens or closes a game, and opening emails the waitlist.
import {
  gameIdParamsSchema,
  gameWaitlistMessages,
  updateGameRequestSchema,
  type GameResponse,
  type GameWaitlistResponse,
  type JoinGameWaitlistResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly } from '../auth/admin-only';
import type { Database } from '../db/database';
import type { MailProvider } from '../mail/mail-provider';
import { joinGameWaitlist, listWaitlistedGameIds, setGameActive } from './game-waitlist';

export function registerGameWaitlistRoutes(
  fastify: FastifyInstance,
  { database, mail, publicUrl }: { database: Database; mail: MailProvider; publicUrl: string },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/game/waitlist',
    { preValidation: app.authenticate },
    async (request, reply): Promise<GameWaitlistResponse> => {
      reply.header('cache-control', 'private, no-store');
      return { data: { gameIds: await listWaitlistedGameIds(database, request.userId) } };
    },
  );

  app.post(
    '/api/game/:gameId/waitlist',
    { preValidation: app.authenticate, schema: { params: gameIdParamsSchema } },
    async (request): Promise<JoinGameWaitlistResponse> => {
      await joinGameWaitlist(database, request.userId, request.params.gameId);
      return { status: 'success', message: gameWaitlistMessages.joined };
    },
  );

  app.put(
    '/api/admin/games/:gameId',
    {
      preValidation: [app.authenticate, adminOnly(database)],
      schema: { params: gameIdParamsSchema, body: updateGameRequestSchema },
    },
    async (request): Promise<GameResponse> => {
      const { isActive } = request.body;
      const game = await setGameActive(
        { database, mail, publicUrl, log: request.log },
        request.params.gameId,
        isActive,
      );
      return { data: game };
    },
  );
}
