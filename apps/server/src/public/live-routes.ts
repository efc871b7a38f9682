// GET /api/challenge/:id/live and GET /api/public/leaderboard/live (decision 0033): Server-Sent Event
// streams that say "changed" when a write announces the challenge's topic or the players' topic; the
// client refetches the cached read. The route takes the socket from Fastify (reply.hijack), so no onSend
// hook (compression would buffer the stream) touches it; the security headers are already on the raw
// response (security-headers.ts writes them in onRequest). A full instance answers 503 + Retry-After.
import { anyQuerySchema, idParamsSchema, liveRetryAfterSeconds, localizedMessage } from '@arena/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { errorBody } from '../http/error-handler';
import { httpError } from '../http/http-error';
import { liveStreamsRefused, type LiveHub } from './live-streams';

const uuidSchema = z.uuid();

export function registerLiveRoutes(fastify: FastifyInstance, database: Database, hub: LiveHub) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Streams end before the server closes: an open stream would keep close() waiting for ever.
  // No HEAD routes (exposeHeadRoute: false): a HEAD would hold a stream's slot with nothing to read.
  app.addHook('preClose', async () => hub.close());

  app.get(
    '/api/challenge/:id/live',
    { exposeHeadRoute: false, schema: { params: idParamsSchema, querystring: anyQuerySchema } },
    async (request, reply) => {
      const id = uuidSchema.safeParse(request.params.id);
      if (!id.success) throw httpError(404, 'enroll.notFound');
      if (hub.full) return refuseFull(reply);
      const { rows } = await database.query('select 1 from challenges where id = $1', [id.data]);
      if (rows.length === 0) throw httpError(404, 'enroll.notFound');
      return stream(reply, hub, `challenge:${id.data}`);
    },
  );

  app.get(
    '/api/public/leaderboard/live',
    { exposeHeadRoute: false, schema: { querystring: anyQuerySchema } },
    async (_request, reply) => (hub.full ? refuseFull(reply) : stream(reply, hub, 'players')),
  );
}

/** 503 with Retry-After and the usual envelope: the client polls instead (decision 0033). */
function refuseFull(reply: FastifyReply) {
  liveStreamsRefused.inc();
  return reply
    .code(503)
    .header('retry-after', String(liveRetryAfterSeconds))
    .header('cache-control', 'no-store')
    .send(errorBody(localizedMessage('request.liveStreamsFull')));
}

function stream(reply: FastifyReply, hub: LiveHub, topic: string) {
  reply.hijack();
  // What Fastify's hooks set on the reply (the request id) goes out with the stream's own headers.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  hub.open(topic, reply.raw);
}
