// Notifications (issue 16, docs/decisions/0034-notifications.md): the signed-in player's inbox, read marks
// and email setting, the unsubscribe link's endpoint (no sign-in: the token; RFC 8058 one-click too), and
// the language their mail is written in. Entries of a challenge an operator cancelled are not shown
// (players never see such a challenge, decision 0029). Account entries (passport_*, payout_*, decision
// 0047) have no challenge: the inbox left-joins challenges and answers their challenge fields as null.
// An overtaken entry (decision 0071) answers its stored rank as `overtaken: {rank}`.
import {
  markNotificationsReadRequestSchema,
  notificationKinds,
  notificationSettingsSchema,
  notificationsPageSize,
  notificationsQuerySchema,
  setLanguageRequestSchema,
  unsubscribeQuerySchema,
  unsubscribeRequestSchema,
  usdFromCents,
  type MarkNotificationsReadResponse,
  type Notification,
  type NotificationKind,
  type NotificationSettings,
  type NotificationsResponse,
  type UnsubscribeResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { httpError } from '../http/http-error';
import { sendKept } from '../http/kept-answer';
import { rateLimit } from '../http/rate-limits';
import { contentLanguage, translated } from '../challenges/content-language';
import { firstInboxPage, notificationsTopic } from './inbox-cache';
import { verifyUnsubscribeToken } from './unsubscribe-token';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * Not an operator's cancel (decision 0029): what players may see. An account entry has no challenge (the
 * left join's c.* are null) and is always shown.
 */
const visible = `(n.challenge_id is null or c.void_reason is distinct from 'operator_cancel')`;

/** The JSON body, or the one-click form (RFC 8058) whose token is in the query. */
const unsubscribeBodySchema = z.union([
  unsubscribeRequestSchema,
  z.object({ 'List-Unsubscribe': z.literal('One-Click') }),
]);

type Time = Date | string;

interface InboxRow {
  id: string;
  kind: string;
  challenge_id: string | null;
  payload: Record<string, unknown> | null;
  created_at: Time;
  cursor_at: string;
  read_at: Time | null;
  title: string | null;
  game_id: string | null;
  end_time: Time | null;
}

/** The cursor is the last entry's exact created_at (PostgreSQL's text, microseconds kept) and id. */
function encodeCursor(row: InboxRow): string {
  return Buffer.from(JSON.stringify([row.cursor_at, row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { at: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      !Number.isNaN(Date.parse(value[0])) &&
      typeof value[1] === 'string' &&
      uuid.test(value[1])
    ) {
      return { at: value[0], id: value[1] };
    }
  } catch {
    // falls through to the refusal
  }
  throw httpError(400, 'request.invalidValue');
}

function toNotification(row: InboxRow): Notification {
  const payload = row.payload ?? {};
  const kind = (notificationKinds as readonly string[]).includes(row.kind)
    ? (row.kind as NotificationKind)
    : 'challenge_started';
  const int = (value: unknown, name: string) => toSafeInteger(value, name);
  const prizeTitle = typeof payload.prizeTitle === 'string' ? payload.prizeTitle : null;
  return {
    id: row.id,
    kind,
    challengeId: row.challenge_id,
    challengeTitle: row.title,
    gameId: row.game_id,
    createdAt: new Date(row.created_at).toISOString(),
    readAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
    endTime: row.end_time === null ? null : new Date(row.end_time).toISOString(),
    result:
      kind === 'challenge_result'
        ? {
            rank: payload.rank === null || payload.rank === undefined ? null : int(payload.rank, 'rank'),
            players: int(payload.players ?? 0, 'players'),
            prize:
              prizeTitle === null
                ? null
                : { title: prizeTitle, value: usdFromCents(int(payload.prizeCents, 'prizeCents')) },
            xp: int(payload.xp ?? 0, 'xp'),
          }
        : null,
    refundedGCoins: kind === 'challenge_voided' ? int(payload.refundedGCoins ?? 0, 'refundedGCoins') : null,
    rejectionReason:
      kind === 'passport_rejected' && typeof payload.reason === 'string' && payload.reason.trim() !== ''
        ? payload.reason
        : null,
    payout:
      (kind === 'payout_paid' || kind === 'payout_failed') && typeof payload.withdrawalId === 'string'
        ? { withdrawalId: payload.withdrawalId, crystals: int(payload.crystals, 'crystals') }
        : null,
    overtaken:
      kind === 'challenge_overtaken' && payload.rank !== null && payload.rank !== undefined
        ? { rank: int(payload.rank, 'rank') }
        : null,
  };
}

export async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ unread: number }>(
    `select count(*)::integer as unread
       from notifications n left join challenges c on c.id = n.challenge_id
      where n.user_id = $1 and n.read_at is null and ${visible}`,
    [userId],
  );
  return rows[0]?.unread ?? 0;
}

/** A page of the inbox, newest first, after `cursor` when given. */
export async function readInbox(
  db: Queryable,
  userId: string,
  cursor?: string,
  /** The reader's language for the challenge's title (decision 0058); English when left out. */
  language = 'en',
): Promise<NotificationsResponse> {
  const after = cursor === undefined || cursor === '' ? null : decodeCursor(cursor);
  const { rows } = await db.query<InboxRow>(
    `select n.id, n.kind, n.challenge_id, n.payload, n.created_at, n.created_at::text as cursor_at, n.read_at,
            ${translated('title', '$5')} as title, c.game_id, c.end_time
       from notifications n left join challenges c on c.id = n.challenge_id
      where n.user_id = $1 and ${visible}
        and ($2::timestamptz is null or (n.created_at, n.id) < ($2::timestamptz, $3::uuid))
      order by n.created_at desc, n.id desc
      limit $4`,
    [userId, after?.at ?? null, after?.id ?? null, notificationsPageSize + 1, language],
  );
  const page = rows.slice(0, notificationsPageSize);
  const last = page.at(-1);
  return {
    items: page.map(toNotification),
    unreadCount: await unreadCount(db, userId),
    nextCursor: rows.length > notificationsPageSize && last ? encodeCursor(last) : null,
  };
}

/** Marks the caller's entries read: the given ids (others' and unknown ones are ignored), or all. */
export async function markRead(
  db: Queryable,
  userId: string,
  ids: readonly string[] | undefined,
  now: Date = new Date(),
): Promise<number> {
  const own = ids?.filter((id) => uuid.test(id));
  if (own === undefined || own.length > 0) {
    await db.query(
      `update notifications set read_at = $2
        where user_id = $1 and read_at is null
          and ($3::jsonb is null or id in (select value::uuid from jsonb_array_elements_text($3::jsonb)))`,
      [userId, now, own === undefined ? null : JSON.stringify(own)],
    );
    db.announce(notificationsTopic(userId));
  }
  return unreadCount(db, userId);
}

async function setEmail(db: Queryable, userId: string, email: boolean): Promise<void> {
  await db.query('update users set notify_email = $2 where id = $1', [userId, email]);
}

export function registerNotificationRoutes(
  fastify: FastifyInstance,
  deps: { database: Database; secret: string },
): void {
  const { database } = deps;
  fastify.register(async (scope) => {
    // RFC 8058 one-click: a mail client posts `List-Unsubscribe=One-Click` as a form.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/notifications',
      { preValidation: app.authenticate, schema: { querystring: notificationsQuerySchema } },
      async (request, reply) => {
        const language = await contentLanguage(database, request.headers, Promise.resolve(request.userId));
        const { cursor } = request.query;
        const read = () => readInbox(database, request.userId, cursor, language);
        // The first page (the header's count, the inbox's top) is kept per player (inbox-cache.ts).
        const page = cursor ? await read() : await firstInboxPage(database, request.userId, language, read);
        return sendKept(request, reply, page);
      },
    );

    app.post(
      '/api/notifications/read',
      { preValidation: app.authenticate, schema: { body: markNotificationsReadRequestSchema.optional() } },
      async (request, reply): Promise<MarkNotificationsReadResponse> => {
        reply.header('cache-control', 'no-store');
        return { unreadCount: await markRead(database, request.userId, request.body?.ids) };
      },
    );

    app.get(
      '/api/notifications/settings',
      { preValidation: app.authenticate },
      async (request, reply): Promise<NotificationSettings> => {
        const { rows } = await database.query<{ notify_email: boolean }>(
          'select notify_email from users where id = $1',
          [request.userId],
        );
        reply.header('cache-control', 'private, no-store');
        return { email: rows[0]?.notify_email ?? true };
      },
    );

    app.put(
      '/api/notifications/settings',
      { preValidation: app.authenticate, schema: { body: notificationSettingsSchema } },
      async (request, reply): Promise<NotificationSettings> => {
        await setEmail(database, request.userId, request.body.email);
        reply.header('cache-control', 'no-store');
        return { email: request.body.email };
      },
    );

    // The link in the mail: no sign-in, the token names the player. A bad token is a 400 that says
    // nothing of any account.
    app.post(
      '/api/notifications/unsubscribe',
      {
        config: { rateLimit: rateLimit('unsubscribe') },
        schema: { querystring: unsubscribeQuerySchema, body: unsubscribeBodySchema },
      },
      async (request, reply): Promise<UnsubscribeResponse> => {
        const token = 'token' in request.body ? request.body.token : request.query.token;
        const userId = token === undefined ? null : verifyUnsubscribeToken(deps.secret, token);
        if (userId === null) throw httpError(400, 'notifications.invalidUnsubscribeToken');
        await setEmail(database, userId, false);
        reply.header('cache-control', 'no-store');
        return { email: false };
      },
    );

    // The language the player's mail is written in (the site calls it when they choose one).
    app.put(
      '/api/me/language',
      { preValidation: app.authenticate, schema: { body: setLanguageRequestSchema } },
      async (request, reply) => {
        await database.query('update users set language = $2 where id = $1', [
          request.userId,
          request.body.language,
        ]);
        reply.header('cache-control', 'no-store');
        return { language: request.body.language };
      },
    );
  });
}
