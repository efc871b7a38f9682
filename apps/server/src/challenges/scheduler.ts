// The challenge lifecycle (ARCHITECTURE.md "Challenges", "Scale-out path"): status follows the
// clock (0 → 1 at start_time, 1 → 2 at end_time) and each newly ended challenge is finished once.
// The void rules of docs/decisions/0029 are checked on the way: at the start, fewer players than the
// challenge's minimum voids it instead of starting it; at the end, before ranking, a match provider
// unreachable for more than a quarter of the window voids it instead of ranking it. Either refunds
// every entry fee once (challenges/void-challenge.ts).
// main.ts runs it every 30 s; on PostgreSQL a run takes an advisory lock so that, of many
// instances, one runs at a time (finishing and voiding are safe without it: the row lock guards them).
import { providerUnreachableTooLong, tooFewParticipants, type PublicVoidReason } from '@arena/domain';
import type { Database } from '../db/database';
import { challengeTopics } from '../db/change-feed';
import { toSafeInteger } from '../db/safe-integer';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic-job';
import { createSandboxMailProvider } from '../mail/sandbox-mail';
import { createEndingNotices, startChallengesWithNotices } from '../notifications/notification-store';
import { finishChallenge, type FinishResult } from './finish-challenge';
import { voidChallenge, type LockedChallenge, type VoidDeps } from './void-challenge';

export interface VoidedByLifecycle {
  challengeId: string;
  reason: PublicVoidReason;
  refundedPlayers: number;
  refundedGCoins: number;
}

export interface LifecycleResult {
  started: number;
  /** challenge_ending entries made by this run (decision 0034). */
  endingNotices: number;
  finished: FinishResult[];
  voided: VoidedByLifecycle[];
}

/** How the lifecycle tells participants of a void: main.ts and finish-now pass the configured mail. */
export type LifecycleNotify = Omit<VoidDeps, 'database'>;

const quietLog = { info: () => {}, error: () => {} };

export const lifecycleIntervalMs = 30_000;
/** The advisory lock key of the lifecycle job (any fixed bigint; 'CHAL' in ASCII). */
export const lifecycleLockKey = 0x4348414c;

/**
 * One run at `now`. Without `notify` (tests), void emails go to the database's outbox (the sandbox mail
 * provider) with a site-relative wallet link.
 */
export async function runChallengeLifecycle(
  database: Database,
  now: Date = new Date(),
  notify?: LifecycleNotify,
): Promise<LifecycleResult> {
  const deps: VoidDeps = {
    database,
    ...(notify ?? { mail: createSandboxMailProvider(database), publicUrl: '', log: quietLog }),
  };
  const voided: VoidedByLifecycle[] = [];
  const voidFor = async (
    challengeId: string,
    reason: PublicVoidReason,
    note: string,
    stillApplies: (challenge: LockedChallenge) => boolean,
  ) => {
    const outcome = await voidChallenge(deps, { challengeId, reason, note, stillApplies }, now);
    if (outcome.voided)
      voided.push({
        challengeId,
        reason,
        refundedPlayers: outcome.refundedPlayers,
        refundedGCoins: outcome.refundedGCoins,
      });
    return outcome;
  };

  // At the start: too few players voids instead of starting (re-checked under the row lock: an
  // enrolment that committed first counts).
  const short = await database.query<{ id: string; registered_players: number; min_players: number }>(
    `select id, registered_players, min_players from challenges
     where status = 0 and start_time <= $1 and end_time > $1 and registered_players < min_players
     order by start_time, id`,
    [now],
  );
  for (const row of short.rows) {
    await voidFor(
      row.id,
      'too_few_players',
      `Too few players at the start: ${row.registered_players} of at least ${row.min_players}`,
      (challenge) =>
        challenge.status === 0 &&
        challenge.startTime <= now &&
        challenge.endTime > now &&
        tooFewParticipants(challenge.registeredPlayers, challenge.minPlayers),
    );
  }
  // Started, with every participant's challenge_started entry in the same statement (decision 0034).
  const started = await startChallengesWithNotices(database, now);
  for (const id of started) database.changes.publish(...challengeTopics(id));
  // Within the last hour: each participant's challenge_ending entry, once per challenge.
  const endingNotices = await createEndingNotices(database, now);

  const due = await database.query<{
    id: string;
    start_time: Date | string;
    end_time: Date | string;
    provider_unreachable_ms: unknown;
  }>(
    `select id, start_time, end_time, provider_unreachable_ms from challenges
     where finished_at is null and status <> 3 and end_time <= $1 order by end_time, id`,
    [now],
  );
  const finished: FinishResult[] = [];
  for (const row of due.rows) {
    // At the end, before ranking: a provider unreachable too long voids instead of ranking.
    const unreachable = toSafeInteger(row.provider_unreachable_ms, 'provider_unreachable_ms');
    if (
      providerUnreachableTooLong({
        unreachableMs: unreachable,
        startTime: row.start_time,
        endTime: row.end_time,
      })
    ) {
      const minutes = Math.round(unreachable / 60_000);
      const outcome = await voidFor(
        row.id,
        'provider_unreachable',
        `Match provider unreachable for ${minutes} min, more than a quarter of the window`,
        (challenge) =>
          challenge.endTime <= now &&
          providerUnreachableTooLong({
            unreachableMs: challenge.providerUnreachableMs,
            startTime: challenge.startTime,
            endTime: challenge.endTime,
          }),
      );
      if (outcome.voided || outcome.state !== 'rule_no_longer_applies') continue;
    }
    const result = await finishChallenge(database, row.id, now);
    if (result.finished) {
      finished.push(result);
      // Ranks, prizes and XP are in: the challenge, the leaderboard, the dashboard and profiles move.
      database.changes.publish(...challengeTopics(row.id), 'players');
    }
  }
  return { started: started.length, endingNotices, finished, voided };
}

/** Runs the lifecycle under the PostgreSQL advisory lock; null when another instance holds it. */
export async function runChallengeLifecycleExclusive(
  database: Database,
  now: Date = new Date(),
  notify?: LifecycleNotify,
) {
  if (database.engine !== 'postgres') return runChallengeLifecycle(database, now, notify);
  // Session-level locks need one connection: take it inside a transaction (xact lock), which holds
  // a pooled connection for the run; the work itself uses its own transactions.
  return database.transaction(async (tx) => {
    const { rows } = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1) as locked', [
      lifecycleLockKey,
    ]);
    if (!rows[0]?.locked) return null;
    return runChallengeLifecycle(database, now, notify);
  });
}

export type LifecycleTimer = PeriodicJob;

/** Every `intervalMs`, one run at a time (a run still going skips the tick). */
export function startChallengeLifecycle(
  database: Database,
  log: {
    error: (details: object, message: string) => void;
    info: (details: object, message: string) => void;
  },
  intervalMs = lifecycleIntervalMs,
  notify?: Omit<LifecycleNotify, 'log'>,
): LifecycleTimer {
  return startPeriodicJob(
    async () => {
      const result = await runChallengeLifecycleExclusive(database, new Date(), notify && { ...notify, log });
      const acted =
        result &&
        (result.started > 0 ||
          result.endingNotices > 0 ||
          result.finished.length > 0 ||
          result.voided.length > 0);
      if (result && acted) {
        log.info(
          {
            started: result.started,
            endingNotices: result.endingNotices,
            finished: result.finished.map((f) => f.challengeId),
            voided: result.voided.map((v) => [v.challengeId, v.reason]),
          },
          'challenge lifecycle',
        );
      }
    },
    { intervalMs, log, failure: 'challenge lifecycle failed' },
  );
}
