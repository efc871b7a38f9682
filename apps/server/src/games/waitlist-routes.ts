// The game waitlist (spec §2 Challenges, §4 Game selection; docs/decisions/0014-game-waitlist.md):
// a player reads and joins it. An admin opens or closes a game (operators/games-routes.ts), and
// opening emails the waitlist.
import {
  gameIdParamsSchema,
  gameWaitlistMessages,
  type GameWaitlistResponse,
  type JoinGameWaitlistResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import type { MailProvider } from '../mail/mail-provider';
import { joinGameWaitlist, listWaitlistedGameIds } from './game-waitlist';

export function registerGameWaitlistRoutes(
  fastify: FastifyInstance,
  // mail and publicUrl are the operators' game route's now (it emails the waitlist when a game opens).
  { database }: { database: Database; mail: MailProvider; publicUrl: string },
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

  // PUT /api/admin/games/{gameId} (open or close, order, image) is the operators' (operators/games-routes.ts).
}
