// Match ingestion (issue 5): for every participant of a current challenge with a linked account for
// its game, ask the match source for matches since matchesConsideredSince (decision 0032), decide each
// one (packages/domain matchVerdicts), record the counted ones once each in challenge_matches and the
// refused ones with their reason in challenge_match_refusals, and set the participant's score,
// bonus_score and games_played from the counted rows — one transaction per participant, with the
// participant row locked so two ingests at once cannot exceed gameLimit. The statement that sets the
// totals also tells the prize-place holders the participant passed (score-participant.ts, decision 0071).
// Each attempt also records the participant's tracking status (challenge_match_tracking): when checked,
// and why the last check failed.
import {
  isScoredGameId,
  matchesConsideredSince,
  matchVerdicts,
  trackingErrorCode,
  type ScoredGameId,
  type TrackingErrorCode,
} from '@arena/domain';
import type { Database, Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { isRankSource, refreshDueRanks, type RankReadFailure } from '../game-accounts/provider-ranks';
import { MatchSourceError, type MatchAccount, type MatchSource } from './match-source';
import { recordProviderChecks, type ProviderCheck, type ProviderTally } from './provider-checks';
import { scoreParticipant } from './score-participant';

export interface IngestTarget {
  challengeId: string;
  userId: string;
  gameId: ScoredGameId;
  enrolledAt: Date;
  startTime: Date;
  endTime: Date;
  gameLimit: number;
  /** The game account's id (game_accounts.id). */
  accountId: string;
  account: MatchAccount;
}

export interface ParticipantIngest {
  challengeId: string;
  userId: string;
  /** Matches newly counted by this run. */
  counted: number;
  score: number;
  bonusScore: number;
  gamesPlayed: number;
}

export interface IngestSummary {
  participants: number;
  counted: number;
  failures: { challengeId: string; userId: string; error: unknown }[];
  /** The provider checks this poll recorded, one per challenge it asked about (decision 0029). */
  providerChecks: ProviderCheck[];
  /** Provider ranks the poll could not read (decision 0028): the stored ones are kept. */
  rankFailures: RankReadFailure[];
}

interface TargetRow {
  challenge_id: string;
  user_id: string;
  game_id: string;
  enrolled_at: Date | string;
  start_time: Date | string;
  end_time: Date | string;
  game_limit: number | string;
  account_id: string;
  provider: MatchAccount['provider'];
  external_id: string;
  region: string | null;
  details: Record<string, unknown> | null;
}

// The linked account is the live (not unlinked) game account of the game's account provider.
const targetsSql = `
  select cp.challenge_id, cp.user_id, c.game_id, cp.created_at as enrolled_at, c.start_time, c.end_time,
         c.game_limit, ga.id as account_id, ga.provider, ga.external_id, ga.region, ga.details
    from challenges c
    join challenge_participants cp on cp.challenge_id = c.id and not cp.excluded
    join games g on g.id = c.game_id
    join game_accounts ga on ga.user_id = cp.user_id and ga.provider = g.account_provider and ga.unlinked_at is null
   where c.status = 1`;

function toTarget(row: TargetRow): IngestTarget | undefined {
  if (!isScoredGameId(row.game_id)) return undefined;
  return {
    challengeId: row.challenge_id,
    userId: row.user_id,
    gameId: row.game_id,
    enrolledAt: new Date(row.enrolled_at),
    startTime: new Date(row.start_time),
    endTime: new Date(row.end_time),
    gameLimit: toSafeInteger(row.game_limit, 'game_limit'),
    accountId: row.account_id,
    account: {
      provider: row.provider,
      externalId: row.external_id,
      region: row.region,
      details: row.details ?? {},
    },
  };
}

/** Every participant the poll should ask about: current challenges, not excluded, account linked. */
export async function ingestTargets(db: Queryable): Promise<IngestTarget[]> {
  const { rows } = await db.query<TargetRow>(`${targetsSql} order by c.start_time, cp.created_at`);
  return rows.map(toTarget).filter((target) => target !== undefined);
}

/** One poll over all current challenges. A failing participant is reported and the rest go on. */
export async function ingestMatches(
  db: Database,
  source: MatchSource,
  now: Date = new Date(),
): Promise<IngestSummary> {
  const summary: IngestSummary = {
    participants: 0,
    counted: 0,
    failures: [],
    providerChecks: [],
    rankFailures: [],
  };
  const tallies = new Map<string, ProviderTally>();
  const targets = await ingestTargets(db);
  for (const target of targets) {
    const tally = tallies.get(target.challengeId) ?? { asked: 0, failed: 0 };
    tallies.set(target.challengeId, tally);
    try {
      const result = await ingestTarget(db, source, target, now, tally);
      summary.participants += 1;
      summary.counted += result?.counted ?? 0;
    } catch (error) {
      summary.failures.push({ challengeId: target.challengeId, userId: target.userId, error });
    }
  }
  summary.providerChecks = await recordProviderChecks(db, tallies, now);
  // The accounts this poll checked read their ranks again when due (at most once per rankRefreshIntervalMs).
  if (isRankSource(source)) summary.rankFailures = await refreshDueRanks(db, source, targets, now);
  return summary;
}

/**
 * Ingests one participant now (tests, and the sandbox route after adding a match). Undefined when
 * the challenge is not current, the player is not an active participant, or has no linked account.
 */
export async function ingestForParticipant(
  db: Database,
  source: MatchSource,
  challengeId: string,
  userId: string,
  now: Date = new Date(),
): Promise<ParticipantIngest | undefined> {
  const { rows } = await db.query<TargetRow>(`${targetsSql} and cp.challenge_id = $1 and cp.user_id = $2`, [
    challengeId,
    userId,
  ]);
  const target = rows[0] && toTarget(rows[0]);
  return target ? ingestTarget(db, source, target, now) : undefined;
}

async function ingestTarget(
  db: Database,
  source: MatchSource,
  target: IngestTarget,
  now: Date,
  /** The poll's tally of requests to the provider for this challenge (a failed request counts). */
  tally?: ProviderTally,
): Promise<ParticipantIngest | undefined> {
  if (target.startTime.getTime() > now.getTime()) return undefined;
  const since = new Date(matchesConsideredSince(target));
  // The provider is asked outside the transaction: no connection waits on the network.
  if (tally) tally.asked += 1;
  let answer;
  try {
    answer = await source.recentMatches(target.account, target.gameId, since);
  } catch (error) {
    if (tally) tally.failed += 1;
    await recordFailedCheck(db, target, now, checkErrorCode(error));
    throw error;
  }
  const matches = answer.filter((match) => match.gameId === target.gameId);
  const result = await db.transaction(async (tx) => {
    // Lock the participant (and re-check the challenge is still current: a finished one is frozen).
    const locked = await tx.query(
      `select 1 from challenge_participants cp join challenges c on c.id = cp.challenge_id
        where cp.challenge_id = $1 and cp.user_id = $2 and not cp.excluded and c.status = 1
          for update of cp`,
      [target.challengeId, target.userId],
    );
    if (locked.rowCount === 0) return undefined;
    const counted = await tx.query<{ match_key: string }>(
      'select match_key from challenge_matches where challenge_id = $1 and user_id = $2',
      [target.challengeId, target.userId],
    );
    const before = new Set(counted.rows.map((row) => row.match_key));
    const verdicts = matchVerdicts(matches, {
      enrolledAt: target.enrolledAt,
      startTime: target.startTime,
      endTime: target.endTime,
      gameLimit: target.gameLimit,
      alreadyCounted: before,
    });
    let inserted = 0;
    for (const { match, reason, points, bonus } of verdicts) {
      const startedAt = new Date(match.startedAt);
      const startedAtIso = Number.isFinite(startedAt.getTime()) ? startedAt.toISOString() : null;
      if (reason !== 'counted') {
        // A match counted on an earlier poll and reported again is not a new decision.
        if (reason === 'already_counted' && before.has(match.matchKey)) continue;
        await tx.query(
          `insert into challenge_match_refusals
             (challenge_id, user_id, match_key, started_at, reason, points, bonus, details)
           values ($1, $2, $3, $4, $5, $6, $7, $8)
           on conflict do nothing`,
          [
            target.challengeId,
            target.userId,
            match.matchKey,
            startedAtIso,
            reason,
            points,
            bonus,
            JSON.stringify(match.stats),
          ],
        );
        continue;
      }
      const result = await tx.query(
        `insert into challenge_matches (challenge_id, user_id, match_key, started_at, points, bonus, details)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict do nothing`,
        [
          target.challengeId,
          target.userId,
          match.matchKey,
          startedAtIso,
          points,
          bonus,
          JSON.stringify(match.stats),
        ],
      );
      inserted += result.rowCount;
    }
    // The totals, and the overtaken entries of the prize-place holders this passed (decision 0071).
    const totals = await scoreParticipant(tx, target.challengeId, target.userId, now);
    await tx.query(
      `insert into challenge_match_tracking (challenge_id, user_id, checked_at, succeeded_at)
       values ($1, $2, $3, $3)
       on conflict (challenge_id, user_id) do update set checked_at = $3, succeeded_at = $3`,
      [target.challengeId, target.userId, now],
    );
    return {
      challengeId: target.challengeId,
      userId: target.userId,
      counted: inserted,
      score: totals.score,
      bonusScore: totals.bonusScore,
      gamesPlayed: totals.gamesPlayed,
    };
  });
  // Committed: the challenge's page and leaderboard show the new score (live watchers too), and the
  // player's public profile counts the challenge as played (issue 34).
  if (result && result.counted > 0) {
    db.changes.publish(`challenge:${target.challengeId}`, `player:${target.userId}`);
  }
  return result;
}

/** The plain-words code of a failed check (decision 0032): a MatchSourceError without a status was refused before any request. */
export function checkErrorCode(error: unknown): TrackingErrorCode {
  if (error instanceof MatchSourceError) {
    return trackingErrorCode({ status: error.status, beforeRequest: error.status === undefined });
  }
  return trackingErrorCode({});
}

/** Records a failed check; a failure to record it is not the poll's failure (the provider's error is). */
async function recordFailedCheck(db: Database, target: IngestTarget, now: Date, code: TrackingErrorCode) {
  try {
    await db.query(
      `insert into challenge_match_tracking (challenge_id, user_id, checked_at, failed_at, error_code)
       select cp.challenge_id, cp.user_id, $3, $3, $4 from challenge_participants cp
        where cp.challenge_id = $1 and cp.user_id = $2
       on conflict (challenge_id, user_id) do update set checked_at = $3, failed_at = $3, error_code = $4`,
      [target.challengeId, target.userId, now, code],
    );
  } catch {
    // The poll reports the provider's error for this participant; the status is best effort.
  }
}
