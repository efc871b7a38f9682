// The sandbox push service (issue 33, docs/decisions/0069-web-push.md), mounted only while the deployment
// runs sandboxes (never in production with real money, decision 0043). `POST /sandbox/push/:id` accepts what
// a real push service accepts (RFC 8030, 8291, 8292): an aes128gcm body of at most 4096 bytes, a `TTL`, and a
// VAPID `Authorization: vapid t=…, k=…` whose JWT verifies against k for this origin; it answers 201 and
// keeps the headers and the still-encrypted body. `GET /sandbox/push.json?endpoint=` lists what one endpoint
// received (the endpoint's random id is its only key, as a real subscription's is). An id starting `gone-`
// answers 410 and `unknown-` 404, as a service does for a dropped subscription, so the sender's removal of
// such devices can be tested offline.
import {
  lineText,
  sandboxPushGonePrefix,
  sandboxPushIdPattern,
  sandboxPushPath,
  sandboxPushQuerySchema,
  type SandboxPushList,
} from '@arena/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { checkVapidAuthorization } from '../push/vapid-verify';

/** Messages kept per endpoint (the oldest go). */
export const keptPerEndpoint = 100;
/** What a push service takes at most (RFC 8030 §7.2: 4096 bytes of payload). */
const maxBody = 4096;
/** The headers kept with each message (lower-case). */
const keptHeaders = [
  'authorization',
  'content-encoding',
  'content-length',
  'content-type',
  'ttl',
  'urgency',
  'topic',
] as const;

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ status: 'error', message });

/** The sandbox endpoint id of `endpoint` on `publicUrl`, or null when it is not one. */
export function sandboxPushId(endpoint: string, publicUrl: string): string | null {
  const prefix = `${publicUrl}${sandboxPushPath}`;
  if (!endpoint.startsWith(prefix)) return null;
  const id = endpoint.slice(prefix.length);
  return sandboxPushIdPattern.test(id) ? id : null;
}

export function registerSandboxPushRoutes(
  app: FastifyInstance,
  database: Queryable,
  publicUrl: string,
): void {
  const audience = new URL(publicUrl).origin;

  void app.register(async (plain) => {
    plain.removeAllContentTypeParsers();
    plain.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBody * 2 }, (_request, body, done) =>
      done(null, body),
    );
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.post(
      `${sandboxPushPath}:id`,
      // The body is encrypted, not compressed: @fastify/compress must not try to decode aes128gcm.
      { decompress: false, schema: { params: z.object({ id: lineText(200) }) } },
      async (request, reply) => {
        const { id } = request.params;
        if (!sandboxPushIdPattern.test(id)) return refuse(reply, 404, 'No such subscription');
        if (id.startsWith(sandboxPushGonePrefix)) return refuse(reply, 410, 'This subscription has expired');
        if (id.startsWith('unknown-')) return refuse(reply, 404, 'No such subscription');
        const headers = request.headers;
        if (headers['content-encoding'] !== 'aes128gcm') {
          return refuse(reply, 415, 'Content-Encoding must be aes128gcm (RFC 8291)');
        }
        const ttl = headers.ttl;
        if (typeof ttl !== 'string' || !/^\d{1,10}$/.test(ttl)) {
          return refuse(reply, 400, 'TTL is required: a number of seconds');
        }
        const urgency = headers.urgency;
        if (urgency !== undefined && !['very-low', 'low', 'normal', 'high'].includes(String(urgency))) {
          return refuse(reply, 400, 'Urgency must be very-low, low, normal or high');
        }
        const vapid = checkVapidAuthorization(headers.authorization, audience);
        if (!vapid.ok) return refuse(reply, 401, vapid.problem);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (body.length === 0) return refuse(reply, 400, 'The body must be the encrypted payload');
        if (body.length > maxBody) return refuse(reply, 413, `The body must be at most ${maxBody} bytes`);
        const kept = Object.fromEntries(
          keptHeaders.flatMap((name) => (headers[name] === undefined ? [] : [[name, String(headers[name])]])),
        );
        const { rows } = await database.query<{ id: string }>(
          `insert into sandbox_push_messages (endpoint_id, headers, body) values ($1, $2::jsonb, $3) returning id`,
          [id, JSON.stringify(kept), body],
        );
        // A sandbox anyone may post to stays small: the latest 100 of an endpoint, nothing older than a day.
        await database.query(
          `delete from sandbox_push_messages
            where received_at < now() - interval '1 day'
               or (endpoint_id = $1 and id not in (select id from sandbox_push_messages where endpoint_id = $1
                                                    order by received_at desc, id desc limit $2))`,
          [id, keptPerEndpoint],
        );
        return reply
          .code(201)
          .header('location', `${sandboxPushPath}${id}/${rows[0]?.id ?? ''}`)
          .header('cache-control', 'no-store')
          .send();
      },
    );
  });

  const json = app.withTypeProvider<ZodTypeProvider>();
  json.get(
    '/sandbox/push.json',
    { schema: { querystring: sandboxPushQuerySchema } },
    async (request, reply): Promise<SandboxPushList> => {
      reply.header('cache-control', 'no-store');
      const id = sandboxPushId(request.query.endpoint, publicUrl);
      if (id === null) {
        return refuse(reply, 400, `endpoint must be ${publicUrl}${sandboxPushPath}<id>`) as never;
      }
      const { rows } = await database.query<{
        id: string;
        headers: Record<string, string>;
        body: Uint8Array;
        received_at: Date | string;
      }>(
        `select id, headers, body, received_at from sandbox_push_messages
          where endpoint_id = $1 order by received_at, id`,
        [id],
      );
      return {
        data: rows.map((row) => ({
          id: row.id,
          endpoint: request.query.endpoint,
          headers: row.headers,
          body: Buffer.from(row.body).toString('base64url'),
          receivedAt: new Date(row.received_at).toISOString(),
        })),
      };
    },
  );
}
