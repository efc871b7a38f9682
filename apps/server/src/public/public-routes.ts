// Public reads (spec §6 Visitor, §7 Public): no token. Every answer here is the same for everyone, so
// it comes from the public-read cache (public-cache.ts, decision 0030): computed once, sent as stored
// bytes with an ETag, and dropped when a write announces a change to it (a profile's privacy choice
// announces `player:<id>` as it commits, so it applies at once in every instance).
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
import { sendCached, type PublicCache } from './public-cache';
import { readDashboardFigures } from './dashboard-repository';
import { readLeaderboard } from './leaderboard-repository';
import { findPublicProfile } from './public-profile';

export const maxLeaderboardLimit = 100;

const leaderboardQuerySchema = z.object({ limit: lineText(10).optional() });

export function registerPublicRoutes(fastify: FastifyInstance, database: Database, cache: PublicCache) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/public/dashboard', { schema: { querystring: anyQuerySchema } }, async (request, reply) => {
    const answer = await cache.get(
      'dashboard',
      ['players', 'challenges'],
      async () =>
        ({
          data: await readDashboardFigures(database),
        }) satisfies DashboardResponse,
    );
    return sendCached(request, reply, answer);
  });

  // A static path: the router prefers it to /api/public-profile/:id.
  app.get(
    '/api/public-profile/leaderboard',
    { schema: { querystring: leaderboardQuerySchema } },
    async (request, reply) => {
      const limit = parseLeaderboardLimit(request.query.limit);
      const answer = await cache.get(
        `leaderboard:${limit}`,
        ['players'],
        async () =>
          ({
            data: { leaderboard: await readLeaderboard(database, limit) },
          }) satisfies LeaderboardResponse,
      );
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/api/public-profile/:id',
    { schema: { params: idParamsSchema, querystring: anyQuerySchema } },
    async (request, reply) => {
      const id = request.params.id;
      // Not found throws inside: a failed computation is not kept, so unknown ids cannot fill the cache.
      const answer = await cache.get(`profile:${id}`, [`player:${id}`, 'players'], async () => {
        const profile = await findPublicProfile(database, id);
        if (!profile) throw httpError(404, 'errors.profile.notFound');
        return { data: profile } satisfies PublicProfileResponse;
      });
      return sendCached(request, reply, answer);
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
