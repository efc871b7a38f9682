// Idempotency-Key requests with the semantics payment providers use (docs/decisions/0009-ledger.md
// "Idempotency-Key requests", migration 0013). A key belongs to one user and remembers the request it
// was first used for (SHA-256 of method, route and canonical JSON body) and the response it got:
// - the same request again answers that response (same status, same body bytes), marked
//   `Idempotent-Replayed: true`, and runs nothing;
// - another request with the key is a 422 and runs nothing;
// - a malformed key (empty, over 255 characters, control or non-ASCII characters) is a 400.
// The key row is inserted at the start of the same database transaction as the work and completed
// before it commits. A concurrent request with the same key waits on that uncommitted row, then
// answers the stored response; if the first request fails, its row rolls back with it and the next
// request runs as if first. So ten requests at once move money once and all get the first response.
import { idempotencyKeyHeader, idempotencyKeySchema, idempotentReplayedHeader } from '@arena/contract';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { httpError } from './http-error';

export interface IdempotentResponse<Body> {
  statusCode: number;
  body: Body;
}

/** The request's Idempotency-Key: undefined when absent; a malformed one is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[idempotencyKeyHeader.toLowerCase()];
  if (value === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw httpError(400, 'idempotency.invalid');
  return parsed.data;
}

/** JSON with object keys sorted at every level, so `{a,b}` and `{b,a}` are the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(method: string, route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()}\n${route}\n${canonicalJson(body)}`)
    .digest('hex');
}

interface KeyRow {
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
}

/**
 * Runs `work` at most once per (user, key). Without a key, `work` gets the database itself and runs
 * as usual (each call is new). With one, `work` gets the transaction that also holds the key row, so
 * what it writes and the stored response commit together. Only 2xx responses are stored: a thrown
 * error rolls the key back, and a retry with the key runs again.
 */
export async function runIdempotent<Body>(
  database: Database,
  request: { userId: string; key: string | undefined; method: string; route: string; body: unknown },
  work: (db: Database | Queryable) => Promise<IdempotentResponse<Body>>,
): Promise<IdempotentResponse<Body> & { replayed: boolean }> {
  const { key } = request;
  if (key === undefined) return { ...(await work(database)), replayed: false };
  const hash = requestHash(request.method, request.route, request.body);
  return database.transaction(async (tx) => {
    // On PostgreSQL this waits while another transaction holds an uncommitted row for the key.
    const inserted = await tx.query(
      `insert into idempotency_keys (user_id, idempotency_key, request_hash, method, route)
       values ($1, $2, $3, $4, $5)
       on conflict (user_id, idempotency_key) do nothing`,
      [request.userId, key, hash, request.method.toUpperCase(), request.route],
    );
    if (inserted.rowCount === 0) {
      const { rows } = await tx.query<KeyRow>(
        `select request_hash, response_status, response_body from idempotency_keys
          where user_id = $1 and idempotency_key = $2`,
        [request.userId, key],
      );
      const row = rows[0];
      if (row?.request_hash !== hash) throw httpError(422, 'idempotency.reused');
      if (row.response_status === null || row.response_body === null) {
        // Not reachable while rows commit only with their response; kept so a bug cannot replay nothing.
        throw new Error(`idempotency key row without a response for user ${request.userId}`);
      }
      return {
        statusCode: row.response_status,
        body: JSON.parse(row.response_body) as Body,
        replayed: true,
      };
    }
    const response = await work(tx);
    if (response.statusCode < 200 || response.statusCode > 299) {
      throw new Error(`only 2xx responses are stored for an Idempotency-Key, got ${response.statusCode}`);
    }
    await tx.query(
      `update idempotency_keys set response_status = $3, response_body = $4
        where user_id = $1 and idempotency_key = $2`,
      [request.userId, key, response.statusCode, JSON.stringify(response.body)],
    );
    return { ...response, replayed: false };
  });
}

/**
 * The route-side helper: reads the header of a signed-in request, runs `work` once per key, sets the
 * status (and `Idempotent-Replayed: true` on a replay) and returns the body for Fastify to send.
 * `afterFirstRun` runs after `work` has committed, never on a replay (e.g. a follow-up of its own).
 */
export async function idempotentRoute<Body>(
  database: Database,
  request: FastifyRequest & { userId: string },
  reply: FastifyReply,
  work: (db: Database | Queryable) => Promise<IdempotentResponse<Body>>,
  afterFirstRun?: (body: Body) => Promise<void>,
): Promise<Body> {
  const result = await runIdempotent(
    database,
    {
      userId: request.userId,
      key: idempotencyKeyOf(request),
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      body: request.body,
    },
    work,
  );
  if (result.replayed) reply.header(idempotentReplayedHeader, 'true');
  else await afterFirstRun?.(result.body);
  reply.code(result.statusCode);
  return result.body;
}
