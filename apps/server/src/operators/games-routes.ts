// Operator games (issue 12, docs/decisions/0021): every game, inactive ones too, with its waitlist,
// and one PUT that opens or closes a game (opening emails its waitlist once, decision 0014), moves it
// in the order and changes its image, audited ('game.update') in the same transaction.
import {
  adminUpdateGameRequestSchema,
  gameIdParamsSchema,
  type AdminGamesResponse,
  type AdminUpdateGameRequest,
  type Game,
  type GameResponse,
} from '@arena/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly } from '../auth/admin-only';
import type { Database } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { readGame } from '../games/game-routes';
import { emailWaitlist, setGameActiveInTransaction, type Recipient } from '../games/game-waitlist';
import { httpError } from '../http/http-error';
import type { MailProvider } from '../mail/mail-provider';
import type { ObjectStorage } from '../storage/object-storage';
import { recordOperatorAction } from './audit-log';
import { checkedImage } from './challenges-service';

export interface OperatorGamesDeps {
  database: Database;
  storage: ObjectStorage;
  mail: MailProvider;
  publicUrl: string;
}

export async function updateGame(
  deps: OperatorGamesDeps & { log: FastifyBaseLogger },
  actorId: string,
  gameId: string,
  changes: AdminUpdateGameRequest,
): Promise<Game> {
  const image =
    changes.image === undefined ? undefined : await checkedImage(deps.database, deps.storage, changes.image);
  const { game, recipients } = await deps.database.transaction(async (tx) => {
    const locked = await tx.query<{ is_active: boolean }>(
      'select is_active from games where id = $1 for update',
      [gameId],
    );
    if (!locked.rows[0]) throw httpError(404, 'gameWaitlist.gameNotFound');
    const before = await readGame(tx, gameId);
    let recipients: Recipient[] = [];
    if (changes.isActive !== undefined) {
      recipients = await setGameActiveInTransaction(tx, gameId, locked.rows[0].is_active, changes.isActive);
    }
    if (changes.sortOrder !== undefined || image !== undefined) {
      await tx.query(
        'update games set sort_order = coalesce($2, sort_order), image = coalesce($3, image) where id = $1',
        [gameId, changes.sortOrder ?? null, image ?? null],
      );
    }
    const after = (await readGame(tx, gameId))!;
    await recordOperatorAction(tx, {
      actorId,
      action: 'game.update',
      targetType: 'game',
      targetId: gameId,
      before,
      after: recipients.length > 0 ? { ...after, waitlistEmailed: recipients.length } : after,
    });
    return { game: after, recipients };
  });
  if (recipients.length > 0) await emailWaitlist({ ...deps, log: deps.log }, game, recipients);
  return game;
}

export function registerOperatorGameRoutes(fastify: FastifyInstance, deps: OperatorGamesDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = deps;
  const admins = [app.authenticate, adminOnly(database)];

  app.get(
    '/api/admin/games',
    { preValidation: admins },
    async (_request, reply): Promise<AdminGamesResponse> => {
      reply.header('cache-control', 'no-store');
      const { rows } = await database.query<{
        id: string;
        name: string;
        image: string;
        sort_order: number;
        is_active: boolean;
        waiting: unknown;
      }>(
        `select g.id, g.name, g.image, g.sort_order, g.is_active,
              (select count(*) from game_waitlist w where w.game_id = g.id and w.notified_at is null) as waiting
       from games g order by g.sort_order, g.id`,
      );
      return {
        status: 'success',
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          image: row.image,
          order: row.sort_order,
          is_active: row.is_active,
          waitlistCount: toSafeInteger(row.waiting, 'waitlist count'),
        })),
      };
    },
  );

  app.put(
    '/api/admin/games/:gameId',
    { preValidation: admins, schema: { params: gameIdParamsSchema, body: adminUpdateGameRequestSchema } },
    async (request): Promise<GameResponse> => {
      const game = await updateGame(
        { ...deps, log: request.log },
        request.userId,
        request.params.gameId,
        request.body,
      );
      return { data: game };
    },
  );
}
