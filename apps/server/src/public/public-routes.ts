// Public reads (spec §6 Visitor, §7 Public): no token. The dashboard and leaderboard may be cached
// briefly; a public profile is not, so an owner's privacy choice applies at once.
import {
  anyQuerySchema,
  idParamsSchema,
  lineText,
  type DashboardResponse,
  type LeaderboardResponse,
  type PublicProfileResponse,
} from '@arena/contract';
import { leaderboardLimits } from '@arena/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { httpError } from '../http/http-error';
import { readDashboardFigures } from './dashboard-repository';
import { readLeaderboard } from './leaderboard-repository';
import { findPublicProfile } from './public-profile';

export const maxLeaderboardLimit = 100;
const briefPublicCache = 'public, max-age=30';

const leaderboardQuerySchema = z.object({ limit: lineText(10).optional() });

export function registerPublicRoutes(fastify: FastifyInstance, database: Database) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/public/dashboard',
    { schema: { querystring: anyQuerySchema } },
    async (_request, reply): Promise<DashboardResponse> => {
      reply.header('cache-control', briefPublicCache);
      return { data: await readDashboardFigures(database) };
    },
  );

  // A static path: the router prefers it to /api/public-profile/:id.
  app.get(
    '/api/public-profile/leaderboard',
    { schema: { querystring: leaderboardQuerySchema } },
    async (request, reply): Promise<LeaderboardResponse> => {
      const limit = parseLeaderboardLimit(request.query.limit);
      reply.header('cache-control', briefPublicCache);
      return { data: { leaderboard: await readLeaderboard(database, limit) } };
    },
  );

  app.get(
    '/api/public-profile/:id',
    { schema: { params: idParamsSchema, querystring: anyQuerySchema } },
    async (request, reply): Promise<PublicProfileResponse> => {
      const profile = await findPublicProfile(database, request.params.id);
      if (!profile) throw httpError(404, 'errors.profile.notFound');
      reply.header('cache-control', 'no-store');
      return { data: profile };
    },
  );
}

/** spec §7, §9: default 10, at most 100; anything but a whole number from 1 to 100 is a 400. */
export function parseLeaderboardLimit(raw: unknown): number {
  if (raw === undefined) return leaderboardLimits.defaultLimit;
  const limit = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(limit >= 1 && limit <= maxLeaderboardLimit)) {
    throw httpError(400, 'request.leaderboardLimit', { max: maxLeaderboardLimit });
  }
  return limit;
}
