// Device ids and tracking redirects (spec §2 Tracking routes, §3 Device id and Session markers,
// §7). The redirects must answer fast and never fail on odd input: recording is best effort, the
// redirect always happens, and its target is always this site (never taken from the query).
import { randomUUID } from 'node:crypto';
import { campaignQuerySchema, type DeviceResponse } from '@arena/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { handleError } from '../http/error-handler';
import { cleanMarker } from '../auth/request-markers';
import type { Queryable } from '../db/database';
import { rateLimit } from '../http/rate-limits';

const maxQueryJsonLength = 4096;

export function registerTrackingRoutes(fastify: FastifyInstance, database: Queryable): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deviceLimit = { config: { rateLimit: rateLimit('deviceId') } };
  app.post('/api/devices/generate', deviceLimit, async (_request, reply) => {
    const deviceId = randomUUID();
    await database.query('insert into devices (id) values ($1)', [deviceId]);
    reply.header('cache-control', 'no-store');
    return { data: { deviceId } } satisfies DeviceResponse;
  });

  // A browser follows these links: input the guard refuses (a control character, broken
  // percent-encoding) still lands on the home page, with nothing recorded, never on a JSON error.
  const redirectRoute = { errorHandler: homeOnBadInput, schema: { querystring: campaignQuerySchema } };
  app.get('/utm/referral', redirectRoute, async (request, reply) => {
    const query = request.query;
    const code = cleanMarker(query.aff);
    await recordVisit(request, database, {
      kind: 'referral',
      sessionId: cleanMarker(query.utm_session),
      code,
      query,
    });
    reply.header('cache-control', 'no-store');
    return reply.redirect(code ? `/?affiliate=${encodeURIComponent(code)}` : '/');
  });

  app.get('/utm/record', redirectRoute, async (request, reply) => {
    const query = request.query;
    const session = cleanMarker(query.utm_session);
    await recordVisit(request, database, {
      kind: 'record',
      sessionId: session,
      code: cleanMarker(query.aff),
      query,
    });
    reply.header('cache-control', 'no-store');
    return reply.redirect(session ? `/?utm_session=${encodeURIComponent(session)}` : '/');
  });
}

function homeOnBadInput(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.header('cache-control', 'no-store').redirect('/');
  return handleError(error, request, reply);
}

async function recordVisit(
  request: FastifyRequest,
  database: Queryable,
  visit: {
    kind: 'referral' | 'record';
    sessionId: string | null;
    code: string | null;
    query: Record<string, unknown>;
  },
) {
  try {
    let json = JSON.stringify(visit.query);
    if (json.length > maxQueryJsonLength)
      json = JSON.stringify({ truncated: json.slice(0, maxQueryJsonLength) });
    const userAgent = request.headers['user-agent'];
    await database.query(
      `insert into utm_visits (kind, session_id, affiliate_code, query, ip, user_agent)
       values ($1, $2, $3, $4::jsonb, $5, $6)`,
      [
        visit.kind,
        visit.sessionId,
        visit.code,
        // PostgreSQL text and jsonb cannot hold NUL characters.
        json.replaceAll('\\u0000', ''),
        request.ip,
        typeof userAgent === 'string' ? userAgent.replaceAll('\u0000', '').slice(0, 512) : null,
      ],
    );
  } catch (error) {
    request.log.warn({ err: error }, 'tracking visit not recorded');
  }
}
