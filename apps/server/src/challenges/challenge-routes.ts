// spec §7 Games and challenges: the list, the detail, enrolment; and the admin finish-now that
// ends a challenge at once (e2e tests and operators).
import {
  challengeListQuerySchema,
  enrollRequestSchema,
  idParamsSchema,
  type ChallengeDetailResponse,
  type ChallengeListResponse,
  type EnrollResponse,
  type LocalizedMessage,
} from '@arena/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../auth/admin-only';
import { optionalSession } from '../auth/authenticate';
import type { Database } from '../db/database';
import { challengeTopics } from '../db/change-feed';
import { httpError } from '../http/http-error';
import { sendCached, type PublicCache } from '../public/public-cache';
import { derivedFrom, sendKept } from '../http/kept-answer';
import { callerFlags, type CallerFlags } from './caller-flags';
import { listChallenges, readChallenge, readParticipant } from './challenge-repository';
import { contentLanguage } from './content-language';
import { enrolInChallenge } from './enrolment';
import { runChallengeLifecycle, type LifecycleNotify } from './scheduler';

const uuidSchema = z.uuid();
/** The caller's view of a shared list or page, per (shared answer, caller's flags): see derivedFrom. */
const listsByFlags = new WeakMap<object, WeakMap<CallerFlags, ChallengeListResponse>>();
const pagesByFlags = new WeakMap<object, WeakMap<CallerFlags, ChallengeDetailResponse>>();

export function registerChallengeRoutes(
  fastify: FastifyInstance,
  database: Database,
  jwtSecret: string,
  cache: PublicCache,
  /** How a void found by finish-now tells its participants (decision 0029). */
  notify?: Omit<LifecycleNotify, 'log'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** The caller when a valid bearer token comes with the request; a visitor otherwise. */
  const optionalUser = async (request: FastifyRequest): Promise<string | null> => {
    const session = await optionalSession(database, request, jwtSecret);
    return session?.userId ?? null;
  };

  app.get(
    '/api/challenge/list',
    { schema: { querystring: challengeListQuerySchema } },
    async (request, reply) => {
      const { gameId, status, finishedBefore } = request.query;
      const caller = optionalUser(request);
      // The challenges' words in the reader's language (decision 0058): one shared answer per language.
      const language = await contentLanguage(database, request.headers, caller);
      const key = `list:${language}:${gameId ?? ''}:${status ?? ''}:${finishedBefore ?? ''}`;
      const [userId, answer] = await Promise.all([
        caller,
        // Everyone's list is the visitor's (decision 0030); a caller's own flags go on top.
        cache.get(key, ['challenges', 'players'], async () => {
          const filter = { gameId, status, finishedBefore, userId: null, language };
          const page = await listChallenges(database, filter);
          return {
            data: page.challenges,
            meta: { finishedCursor: page.finishedCursor },
          } satisfies ChallengeListResponse;
        }),
      ]);
      if (!userId) return sendCached(request, reply, answer);
      // The caller's entries and their bracket per game (issue 34: Join says so before the confirmation),
      // kept per player (caller-flags.ts, issue 35).
      const flags = await callerFlags(database, userId);
      // The same shared answer and flags make the same object, serialised and compressed once (kept-answer.ts).
      const mine = derivedFrom(listsByFlags, answer.value, flags, () => ({
        ...answer.value,
        data: answer.value.data.map((challenge) => {
          const entry = flags.joined.get(challenge.id);
          const bracket = flags.brackets.get(challenge.gameId);
          const own = bracket === undefined ? challenge : { ...challenge, callerSkillBracket: bracket };
          return entry ? { ...own, isParticipating: true, ...entry } : own;
        }),
      } satisfies ChallengeListResponse));
      return sendKept(request, reply, mine);
    },
  );

  app.get('/api/challenge/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const id = uuidSchema.safeParse(request.params.id);
    if (!id.success) throw httpError(404, 'enroll.notFound');
    const challengeId = id.data;
    const caller = optionalUser(request);
    const language = await contentLanguage(database, request.headers, caller);
    const [userId, answer] = await Promise.all([
      caller,
      // Not found throws inside: failed computations are not kept, so unknown ids cannot fill the cache.
      cache.get(`challenge:${language}:${challengeId}`, [`challenge:${challengeId}`, 'players'], async () => {
        const challenge = await readChallenge(database, challengeId, null, language);
        if (!challenge) throw httpError(404, 'enroll.notFound');
        return { data: challenge } satisfies ChallengeDetailResponse;
      }),
    ]);
    if (!userId) return sendCached(request, reply, answer);
    const flags = await callerFlags(database, userId);
    const shared = answer.value.data;
    const top = shared.participants ?? [];
    // Further down a long leaderboard than its top rows: the caller's own line, with their place.
    const own =
      flags.joined.has(challengeId) && !top.some((row) => row.userId === userId)
        ? await readParticipant(database, challengeId, userId)
        : null;
    const view = (): ChallengeDetailResponse => {
      const bracket = flags.brackets.get(shared.gameId);
      return {
        data: {
          ...shared,
          isParticipating: flags.joined.has(challengeId),
          ...flags.joined.get(challengeId),
          ...(bracket === undefined ? {} : { callerSkillBracket: bracket }),
          ...(own ? { participants: [...top, own] } : {}),
        },
      };
    };
    // Without a line of its own, the same shared page and flags make the same object (kept-answer.ts).
    return sendKept(request, reply, own ? view() : derivedFrom(pagesByFlags, answer.value, flags, view));
  });

  app.post(
    '/api/challenge/enroll',
    { preValidation: app.authenticate, schema: { body: enrollRequestSchema } },
    async (request, reply): Promise<EnrollResponse & Partial<LocalizedMessage>> => {
      const { challengeId } = request.body;
      const result = await enrolInChallenge(database, { userId: request.userId, challengeId });
      if (!result.success) reply.code(result.statusCode);
      else database.changes.publish(...challengeTopics(challengeId));
      // The key and params beside the spec's `{success, message}` (issue 13: the reader's language).
      return {
        success: result.success,
        message: result.message,
        messageKey: result.messageKey,
        messageParams: result.messageParams,
      };
    },
  );

  // Ends the challenge now (start moved back when it had not started) and runs the lifecycle.
  app.post(
    '/api/admin/challenges/:id/finish-now',
    { preValidation: [app.authenticate, adminOnly(database)], schema: { params: idParamsSchema } },
    async (request) => {
      const id = uuidSchema.safeParse(request.params.id);
      const now = new Date();
      const moved = id.success
        ? await database.query(
            `update challenges
             set start_time = least(start_time, $2::timestamptz - interval '1 second'), end_time = $2
             where id = $1 and finished_at is null and status <> 3`,
            [id.data, now],
          )
        : { rowCount: 0 };
      if (moved.rowCount === 0) {
        const found = id.success
          ? await database.query<{ status: number }>('select status from challenges where id = $1', [id.data])
          : { rows: [] };
        if (!found.rows[0]) throw httpError(404, 'enroll.notFound');
        if (found.rows[0].status === 3) throw httpError(409, 'enroll.cancelled');
      }
      const result = await runChallengeLifecycle(database, now, notify && { ...notify, log: request.log });
      const finish = result.finished.find((f) => f.challengeId === id.data);
      return { success: true, finished: Boolean(finish), winners: finish?.winners ?? [] };
    },
  );
}
