// The game waitlist (spec §2 Challenges, §4 Game selection; docs/decisions/0014-game-waitlist.md):
// a player reads and joins it; an admin opens or closes a game, and opening emails the waitlist.
import {
  gameWaitlistMessages,
  updateGameRequestSchema,
  type GameResponse,
  type GameWaitlistResponse,
  type JoinGameWaitlistResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../auth/admin-only';
import type { Database } from '../db/database';
import type { MailProvider } from '../mail/mail-provider';
import { joinGameWaitlist, listWaitlistedGameIds, setGameActive } from './game-waitlist';

export function registerGameWaitlistRoutes(
  app: FastifyInstance,
  { database, mail, publicUrl }: { database: Database; mail: MailProvider; publicUrl: string },
): void {
  app.get(
    '/api/game/waitlist',
    { preHandler: app.authenticate },
    async (request, reply): Promise<GameWaitlistResponse> => {
      reply.header('cache-control', 'private, no-store');
      return { data: { gameIds: await listWaitlistedGameIds(database, request.userId) } };
    },
  );

  app.post<{ Params: { gameId: string } }>(
    '/api/game/:gameId/waitlist',
    { preHandler: app.authenticate },
    async (request): Promise<JoinGameWaitlistResponse> => {
      await joinGameWaitlist(database, request.userId, request.params.gameId);
      return { status: 'success', message: gameWaitlistMessages.joined };
    },
  );

  app.put<{ Params: { gameId: string } }>(
    '/api/admin/games/:gameId',
    { preHandler: [app.authenticate, adminOnly(database)] },
    async (request): Promise<GameResponse> => {
      const { isActive } = updateGameRequestSchema.parse(request.body);
      const game = await setGameActive(
        { database, mail, publicUrl, log: request.log },
        request.params.gameId,
        isActive,
      );
      return { data: game };
    },
  );
}
