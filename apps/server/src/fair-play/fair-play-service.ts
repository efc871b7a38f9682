// When signals are computed (issue 30, decision 0050): a periodic job scans everything within the
// lookback, and the write paths (a sign-in, a withdrawal request, a saved card, a referral claim) call
// observeFairPlay for the accounts they touch. That call is cheap (queries scoped to the accounts'
// own values) and never fails the player's request: an error is logged and the job catches up.
import type { FastifyInstance } from 'fastify';
import { hashOpaqueToken } from '../auth/opaque-token';
import { refreshCookieName } from '../auth/refresh-cookie';
import type { Database } from '../db/database';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic-job';
import { recordObservation } from './fair-play-flags';
import { collectObservations } from './fair-play-signals';

/** How often the job scans every account. */
export const fairPlayScanMinutes = 10;

interface Log {
  warn: (details: object, message: string) => void;
}

async function observe(database: Database, scope: readonly string[] | null): Promise<number> {
  const observations = await collectObservations(database, scope);
  let written = 0;
  for (const observation of observations) {
    const plan = await recordObservation(database, observation);
    if (plan.kind === 'create' || plan.kind === 'extend') written += 1;
  }
  return written;
}

/** The write paths' call: the signals of these accounts, recorded; never throws. */
export async function observeFairPlay(
  database: Database,
  userIds: readonly string[],
  log?: Log,
): Promise<void> {
  const scope = [...new Set(userIds.filter((id) => id !== ''))];
  if (scope.length === 0) return;
  try {
    await observe(database, scope);
  } catch (error) {
    log?.warn({ err: error, userIds: scope }, 'fair-play signals failed');
  }
}

/** The job's run: every signal over every account; answers how many observations opened or extended a flag. */
export function scanFairPlay(database: Database): Promise<number> {
  return observe(database, null);
}

export function startFairPlayScan(
  database: Database,
  log: { error: (details: object, message: string) => void },
): PeriodicJob {
  return startPeriodicJob(() => scanFairPlay(database).then(() => undefined), {
    intervalMs: fairPlayScanMinutes * 60_000,
    log,
    failure: 'fair-play scan failed',
  });
}

/** The refresh token a reply sets, read from its Set-Cookie header. */
function refreshTokenSet(header: unknown): string | undefined {
  const cookies = Array.isArray(header) ? header : [header];
  for (const cookie of cookies) {
    if (typeof cookie !== 'string') continue;
    const match = new RegExp(`^${refreshCookieName}=([^;]+)`).exec(cookie);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return undefined;
}

/**
 * Sign-ins: every reply that starts a session (it sets a new refresh cookie: password, third-party and
 * second-factor sign-ins, registration) observes the account before it is sent. Refresh rotations are
 * left to the job.
 */
export function registerSignInSignals(app: FastifyInstance, database: Database): void {
  // A callback hook: the few replies that start a session wait for the observation, the rest go at once.
  app.addHook('onSend', (request, reply, payload, done) => {
    const token =
      reply.statusCode >= 400 || request.url.startsWith('/api/auth/refresh')
        ? undefined
        : refreshTokenSet(reply.getHeader('set-cookie'));
    if (!token) return done(null, payload);
    const observe = async () => {
      const { rows } = await database.query<{ user_id: string }>(
        'select user_id::text from refresh_credentials where token_hash = $1',
        [hashOpaqueToken(token)],
      );
      if (rows[0]) await observeFairPlay(database, [rows[0].user_id], request.log);
    };
    observe()
      .catch((error: unknown) => request.log.warn({ err: error }, 'fair-play sign-in signals failed'))
      .finally(() => done(null, payload));
  });
}
