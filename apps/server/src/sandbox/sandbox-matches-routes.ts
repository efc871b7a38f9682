// POST /sandbox/matches (MATCH_DATA_MODE=sandbox only): adds a finished match to a sandbox game
// account's history, then ingests that player's current challenges for the game at once, so a demo
// or a test sees the leaderboard move without waiting for the minute's poll.
// Body: { userId | externalId, gameId, stats?, startedAt? } → 201 { match, challenges[] }.
// Signed in only: a player moves only their own accounts (userId defaults to the caller); an admin any
// (issue 9, finding 3).
import { lineText, serverMessages } from '@arena/contract';
import { isScoredGameId, scoredGameIds } from '@arena/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { httpError } from '../http/http-error';
import { ingestForParticipant, type ParticipantIngest } from '../matches/ingest';
import type { MatchAccount } from '../matches/match-source';
import type { SandboxMatchSource } from '../matches/sandbox-match-source';

const count = z.number().int().min(0).max(100_000);
const kda = { kills: count, deaths: count, assists: count, win: z.boolean() };
const statsSchemas = {
  lol: z
    .object({ ...kda, cs: count, visionScore: count })
    .partial()
    .strict(),
  valorant: z
    .object({ ...kda, headshots: count, rounds: count })
    .partial()
    .strict(),
  dota2: z
    .object({ ...kda, lastHits: count, heroDamage: count.max(1_000_000) })
    .partial()
    .strict(),
  cs2: z
    .object({ ...kda, mvps: count, headshotPct: z.number().min(0).max(100) })
    .partial()
    .strict(),
  brawlstars: z
    .object({
      result: z.enum(['victory', 'defeat', 'draw']).nullable(),
      rank: z.number().int().min(1).max(10).nullable(),
      trophyChange: z.number().int().min(-50).max(50),
      starPlayer: z.boolean(),
    })
    .partial()
    .strict(),
} as const;

const bodySchema = z
  .object({
    userId: z.uuid().optional(),
    externalId: lineText(200).pipe(z.string().min(1)).optional(),
    gameId: z.enum(scoredGameIds),
    stats: z.record(z.string(), z.unknown()).optional(),
    startedAt: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();

export const sandboxMatchesOwnAccountsOnly = serverMessages['sandbox.matchesOwnAccountsOnly'];

interface AccountRow {
  user_id: string;
  provider: MatchAccount['provider'];
  external_id: string;
  region: string | null;
  details: Record<string, unknown> | null;
}

export function registerSandboxMatchRoutes(
  app: FastifyInstance,
  database: Database,
  source: SandboxMatchSource,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/sandbox/matches',
    { preValidation: app.authenticate, schema: { body: bodySchema } },
    async (request, reply) => {
      const body = request.body;
      const admin = request.userRole === 'admin'; // read with the token by app.authenticate
      if (!admin && body.userId !== undefined && body.userId !== request.userId) {
        throw httpError(403, 'sandbox.matchesOwnAccountsOnly');
      }
      // Without a userId a player means their own account; an admin may name any account by externalId.
      const userId = body.userId ?? (admin && body.externalId !== undefined ? null : request.userId);
      if (!isScoredGameId(body.gameId)) throw httpError(400, 'sandbox.unknownGame');
      const stats = statsSchemas[body.gameId].safeParse(body.stats ?? {});
      if (!stats.success)
        throw httpError(400, 'sandbox.statsInvalid', {
          details: stats.error.issues[0]?.message ?? 'invalid',
        });

      const { rows } = await database.query<AccountRow>(
        `select ga.user_id, ga.provider, ga.external_id, ga.region, ga.details
         from games g join game_accounts ga on ga.provider = g.account_provider and ga.unlinked_at is null
        where g.id = $1 and ($2::uuid is null or ga.user_id = $2::uuid) and ($3::text is null or ga.external_id = $3)`,
        [body.gameId, userId, body.externalId ?? null],
      );
      const row = rows[0];
      if (!row) {
        throw httpError(
          404,
          userId === request.userId ? 'sandbox.noOwnLinkedAccount' : 'sandbox.noLinkedAccount',
        );
      }
      const account: MatchAccount = {
        provider: row.provider,
        externalId: row.external_id,
        region: row.region,
        details: row.details ?? {},
      };
      const match = await source.record(account, body.gameId, {
        stats: stats.data,
        ...(body.startedAt ? { startedAt: new Date(body.startedAt) } : {}),
      });

      const current = await database.query<{ challenge_id: string }>(
        `select cp.challenge_id from challenge_participants cp join challenges c on c.id = cp.challenge_id
        where cp.user_id = $1 and c.game_id = $2 and c.status = 1 and not cp.excluded`,
        [row.user_id, body.gameId],
      );
      const challenges: ParticipantIngest[] = [];
      for (const { challenge_id: challengeId } of current.rows) {
        const result = await ingestForParticipant(database, source, challengeId, row.user_id);
        if (result) challenges.push(result);
      }
      return reply.code(201).header('cache-control', 'no-store').send({ match, challenges });
    },
  );
}
