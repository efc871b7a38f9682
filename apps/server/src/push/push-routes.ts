// Web Push for the signed-in player (issue 33, docs/decisions/0069-web-push.md): the VAPID public key the
// browser subscribes with, this device's subscription (stored, upsert by endpoint; forgotten on DELETE), and
// the per-kind switches of the settings page. An endpoint is accepted only at a known browser push service
// over https, or at this server's own sandbox push service while it runs one: the server posts to every
// stored endpoint, and an address a player typed must never be one.
import {
  isPushServiceHost,
  pushKinds,
  pushPreferencesUpdateSchema,
  pushSubscriptionRequestSchema,
  pushUnsubscribeRequestSchema,
  type PushKind,
  type PushPreferences,
  type PushPreferencesResponse,
  type PushPublicKeyResponse,
  type PushSubscriptionResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '../db/database';
import { statedLanguage } from '../challenges/content-language';
import { sandboxPushId } from '../sandbox/sandbox-push-routes';

/** The most devices a player keeps subscribed; a new one beyond it replaces the oldest. */
export const maxPushDevices = 20;

export interface PushRouteDeps {
  database: Queryable;
  publicKey: () => string;
  publicUrl: string;
  /** Whether this server runs the sandbox push service (its endpoints are then accepted). */
  sandbox: boolean;
}

/** Whether the server may send to `endpoint`: a known push service over https, or the own sandbox. */
export function acceptedEndpoint(
  endpoint: string,
  deps: Pick<PushRouteDeps, 'publicUrl' | 'sandbox'>,
): boolean {
  if (deps.sandbox && sandboxPushId(endpoint, deps.publicUrl) !== null) return true;
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  return url.protocol === 'https:' && url.port === '' && isPushServiceHost(url.hostname);
}

const endpointError = (sandbox: boolean) =>
  `must be the https:// address of a browser's push service${sandbox ? ' or of the sandbox push service (/sandbox/push/<id>)' : ''}`;

async function deviceCount(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ devices: number }>(
    'select count(*)::integer as devices from push_subscriptions where user_id = $1',
    [userId],
  );
  return rows[0]?.devices ?? 0;
}

/** The player's switches: every kind on unless a row turned it off. */
export async function readPushPreferences(db: Queryable, userId: string): Promise<PushPreferences> {
  const { rows } = await db.query<{ kind: string; enabled: boolean }>(
    'select kind, enabled from push_preferences where user_id = $1',
    [userId],
  );
  const preferences = Object.fromEntries(pushKinds.map((kind) => [kind, true])) as PushPreferences;
  for (const row of rows) {
    if ((pushKinds as readonly string[]).includes(row.kind)) preferences[row.kind as PushKind] = row.enabled;
  }
  return preferences;
}

export function registerPushRoutes(fastify: FastifyInstance, deps: PushRouteDeps): void {
  const { database } = deps;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The contract's shape, and an endpoint this server may send to (it depends on the deployment).
  const subscriptionSchema = pushSubscriptionRequestSchema.refine(
    (body) => acceptedEndpoint(body.endpoint, deps),
    { path: ['endpoint'], error: endpointError(deps.sandbox) },
  );

  app.get('/api/push/public-key', async (_request, reply): Promise<PushPublicKeyResponse> => {
    reply.header('cache-control', 'no-cache');
    return { publicKey: deps.publicKey() };
  });

  app.post(
    '/api/push/subscriptions',
    { preValidation: app.authenticate, schema: { body: subscriptionSchema } },
    async (request, reply): Promise<PushSubscriptionResponse> => {
      const { endpoint, keys } = request.body;
      reply.header('cache-control', 'no-store');
      // The same browser subscribing again (or for another player who signed in on it) moves the row.
      await database.query(
        `insert into push_subscriptions (user_id, endpoint, p256dh, auth, language)
         values ($1, $2, $3, $4, $5)
         on conflict (endpoint) do update
            set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
                language = excluded.language,
                created_at = case when push_subscriptions.user_id = excluded.user_id
                                  then push_subscriptions.created_at else now() end`,
        [request.userId, endpoint, keys.p256dh, keys.auth, statedLanguage(request.headers)],
      );
      await database.query(
        `delete from push_subscriptions where user_id = $1 and id not in (
           select id from push_subscriptions where user_id = $1 order by created_at desc, id limit $2)`,
        [request.userId, maxPushDevices],
      );
      return reply.code(201).send({ devices: await deviceCount(database, request.userId) });
    },
  );

  app.delete(
    '/api/push/subscriptions',
    { preValidation: app.authenticate, schema: { body: pushUnsubscribeRequestSchema } },
    async (request, reply): Promise<PushSubscriptionResponse> => {
      // Forgetting a device that is not (or no longer) the caller's changes nothing and is no error.
      await database.query('delete from push_subscriptions where user_id = $1 and endpoint = $2', [
        request.userId,
        request.body.endpoint,
      ]);
      reply.header('cache-control', 'no-store');
      return { devices: await deviceCount(database, request.userId) };
    },
  );

  app.get(
    '/api/push/preferences',
    { preValidation: app.authenticate },
    async (request, reply): Promise<PushPreferencesResponse> => {
      reply.header('cache-control', 'private, no-store');
      return {
        preferences: await readPushPreferences(database, request.userId),
        devices: await deviceCount(database, request.userId),
      };
    },
  );

  app.put(
    '/api/push/preferences',
    { preValidation: app.authenticate, schema: { body: pushPreferencesUpdateSchema } },
    async (request, reply): Promise<PushPreferencesResponse> => {
      const changes = Object.entries(request.body).filter(([, enabled]) => typeof enabled === 'boolean');
      if (changes.length > 0) {
        await database.query(
          `insert into push_preferences (user_id, kind, enabled, updated_at)
           select $1, kind, enabled, now() from jsonb_to_recordset($2::jsonb) as c(kind text, enabled boolean)
           on conflict (user_id, kind) do update set enabled = excluded.enabled, updated_at = now()`,
          [request.userId, JSON.stringify(changes.map(([kind, enabled]) => ({ kind, enabled })))],
        );
      }
      reply.header('cache-control', 'no-store');
      return {
        preferences: await readPushPreferences(database, request.userId),
        devices: await deviceCount(database, request.userId),
      };
    },
  );
}
