// GET /api/challenge/{id}/breakdown (issue 16 "Transparent scoring", docs/decisions/0032-scoring-breakdown.md):
// the caller's own scoring breakdown, read from what ingestion stored: the counted matches
// (challenge_matches), the refused ones with their reason (challenge_match_refusals), and the tracking status
// of their linked account (challenge_match_tracking). Never anyone else's: the caller is the participant.
import {
  breakdownCheckIntervalSeconds,
  idParamsSchema,
  type BreakdownMatch,
  type ScoringBreakdownResponse,
} from '@arena/contract';
import { breakdownTotals, type MatchVerdictReason, type TrackingErrorCode } from '@arena/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { httpError } from '../http/http-error';
import { linkedAccountForGame } from './linked-account';

const uuidSchema = z.uuid();

type Time = Date | string;
const iso = (value: Time) => new Date(value).toISOString();
const isoOrNull = (value: Time | null) => (value === null ? null : iso(value));

export function registerScoringBreakdownRoute(fastify: FastifyInstance, database: Queryable): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/challenge/:id/breakdown',
    { preValidation: app.authenticate, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const id = uuidSchema.safeParse(request.params.id);
      if (!id.success) throw httpError(404, 'enroll.notFound');
      const breakdown = await readScoringBreakdown(database, id.data, request.userId);
      reply.header('cache-control', 'private, no-store');
      return breakdown;
    },
  );
}

/** The stored stats of a match (what ingestion kept of the provider's answer): its plain values only. */
function statsOf(details: Record<string, unknown> | null): NonNullable<BreakdownMatch['stats']> {
  const stats: NonNullable<BreakdownMatch['stats']> = {};
  for (const [key, value] of Object.entries(details ?? {})) {
    if (value === null || ['number', 'string', 'boolean'].includes(typeof value))
      stats[key] = value as number | string | boolean | null;
  }
  return stats;
}

/** The caller's breakdown; 404 for no such challenge (or one an operator cancelled), 403 when not joined. */
export async function readScoringBreakdown(
  db: Queryable,
  challengeId: string,
  userId: string,
  now: Date = new Date(),
): Promise<ScoringBreakdownResponse> {
  const { rows } = await db.query<{
    game_id: string;
    start_time: Time;
    end_time: Time;
    game_limit: number | string;
    status: number | string;
    void_reason: string | null;
    enrolled_at: Time | null;
    checked_at: Time | null;
    succeeded_at: Time | null;
    failed_at: Time | null;
    error_code: TrackingErrorCode | null;
  }>(
    `select c.game_id, c.start_time, c.end_time, c.game_limit, c.status, c.void_reason,
            cp.created_at as enrolled_at, t.checked_at, t.succeeded_at, t.failed_at, t.error_code
       from challenges c
       left join challenge_participants cp on cp.challenge_id = c.id and cp.user_id = $2
       left join challenge_match_tracking t on t.challenge_id = c.id and t.user_id = $2
      where c.id = $1`,
    [challengeId, userId],
  );
  const challenge = rows[0];
  // Players never see an operator's cancel (decision 0029): it is not found, as on the challenge's page.
  if (!challenge || challenge.void_reason === 'operator_cancel') throw httpError(404, 'enroll.notFound');
  if (challenge.enrolled_at === null) throw httpError(403, 'breakdown.notParticipant');

  const matches = await db.query<{
    match_key: string;
    started_at: Time | null;
    reason: MatchVerdictReason;
    points: number | string;
    bonus: number | string;
    details: Record<string, unknown> | null;
  }>(
    `select match_key, started_at, 'counted' as reason, points, bonus, details
       from challenge_matches where challenge_id = $1 and user_id = $2
     union all
     select match_key, started_at, reason, points, bonus, details
       from challenge_match_refusals where challenge_id = $1 and user_id = $2
     order by started_at nulls last, match_key, reason desc`,
    [challengeId, userId],
  );
  const entries: BreakdownMatch[] = matches.rows.map((row) => ({
    matchKey: row.match_key,
    playedAt: isoOrNull(row.started_at),
    reason: row.reason,
    counts: row.reason === 'counted',
    points: toSafeInteger(row.points, 'points'),
    bonus: toSafeInteger(row.bonus, 'bonus'),
    stats: statsOf(row.details),
  }));

  const account = await linkedAccountForGame(db, userId, challenge.game_id);
  const current = Number(challenge.status) === 1 && challenge.void_reason === null;
  const checkedAt = challenge.checked_at === null ? null : new Date(challenge.checked_at);
  const intervalMs = breakdownCheckIntervalSeconds * 1000;
  // While it runs, the next poll is an interval after the last check (or within one, before the first).
  const nextCheckAt = !current
    ? null
    : new Date(
        Math.max(checkedAt ? checkedAt.getTime() + intervalMs : now.getTime() + intervalMs, now.getTime()),
      );
  const lastFailed =
    challenge.failed_at !== null &&
    challenge.error_code !== null &&
    checkedAt !== null &&
    new Date(challenge.failed_at).getTime() === checkedAt.getTime();

  return {
    data: {
      challengeId,
      gameId: challenge.game_id,
      enrolledAt: iso(challenge.enrolled_at),
      startTime: iso(challenge.start_time),
      endTime: iso(challenge.end_time),
      gameLimit: toSafeInteger(challenge.game_limit, 'game_limit'),
      matches: entries,
      totals: breakdownTotals(entries),
      tracking: {
        accountName: account?.displayName ?? null,
        lastCheckedAt: checkedAt ? checkedAt.toISOString() : null,
        lastSuccessAt: isoOrNull(challenge.succeeded_at),
        nextCheckAt: nextCheckAt ? nextCheckAt.toISOString() : null,
        checkIntervalSeconds: breakdownCheckIntervalSeconds,
        lastError: lastFailed ? { code: challenge.error_code!, at: iso(challenge.failed_at!) } : null,
      },
    },
  };
}
