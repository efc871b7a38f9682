// Match ingestion (issue 5): for every participant of a current challenge with a linked account for
// its game, ask the match source for matches since max(enrolment, start), keep the countable ones
// (packages/domain countableMatches), record them once each in challenge_matches, and set the
// participant's score, bonus_score and games_played from the recorded rows — one transaction per
// participant, with the participant row locked so two ingests at once cannot exceed gameLimit.
import { countableMatches, isScoredGameId, scoreMatch, type ScoredGameId } from '@arena/domain';
import type { Database, Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import type { MatchAccount, MatchSource } from './match-source';
import { recordProviderChecks, type ProviderCheck, type ProviderTally } from './provider-checks';

export interface IngestTarget {
  challengeId: string;
  userId: string;
  gameId: ScoredGameId;
  enrolledAt: Date;
  startTime: Date;
  endTime: Date;
  gameLimit: number;
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
}

interface TargetRow {
  challenge_id: string;
  user_id: string;
  game_id: string;
  enrolled_at: Date | string;
  start_time: Date | string;
  end_time: Date | string;
  game_limit: number | string;
  provider: MatchAccount['provider'];
  external_id: string;
  region: string | null;
  details: Record<string, unknown> | null;
}

// The linked account is the live (not unlinked) game account of the game's account provider.
const targetsSql = `
  select cp.challenge_id, cp.user_id, c.game_id, cp.created_at as enrolled_at, c.start_time, c.end_time,
         c.game_limit, ga.provider, ga.external_id, ga.region, ga.details
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
  const summary: IngestSummary = { participants: 0, counted: 0, failures: [], providerChecks: [] };
  const tallies = new Map<string, ProviderTally>();
  for (const target of await ingestTargets(db)) {
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
  const since = new Date(Math.max(target.enrolledAt.getTime(), target.startTime.getTime()));
  if (since.getTime() > now.getTime()) return undefined;
  // The provider is asked outside the transaction: no connection waits on the network.
  if (tally) tally.asked += 1;
  let answer;
  try {
    answer = await source.recentMatches(target.account, target.gameId, since);
  } catch (error) {
    if (tally) tally.failed += 1;
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
    const chosen = countableMatches(matches, {
      enrolledAt: target.enrolledAt,
      startTime: target.startTime,
      endTime: target.endTime,
      gameLimit: target.gameLimit,
      alreadyCounted: counted.rows.map((row) => row.match_key),
    });
    let inserted = 0;
    for (const match of chosen) {
      const { points, bonus } = scoreMatch(match);
      const result = await tx.query(
        `insert into challenge_matches (challenge_id, user_id, match_key, started_at, points, bonus, details)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict do nothing`,
        [
          target.challengeId,
          target.userId,
          match.matchKey,
          new Date(match.startedAt).toISOString(),
          points,
          bonus,
          JSON.stringify(match.stats),
        ],
      );
      inserted += result.rowCount;
    }
    const totals = await tx.query<{ score: unknown; bonus_score: unknown; games_played: unknown }>(
      `update challenge_participants cp
          set score = t.score, bonus_score = t.bonus_score, games_played = t.games_played
         from (select coalesce(sum(points), 0) as score, coalesce(sum(bonus), 0) as bonus_score,
                      count(*)::integer as games_played
                 from challenge_matches where challenge_id = $1 and user_id = $2) t
        where cp.challenge_id = $1 and cp.user_id = $2
        returning cp.score, cp.bonus_score, cp.games_played`,
      [target.challengeId, target.userId],
    );
    const row = totals.rows[0];
    return {
      challengeId: target.challengeId,
      userId: target.userId,
      counted: inserted,
      score: toSafeInteger(row?.score ?? 0, 'score'),
      bonusScore: toSafeInteger(row?.bonus_score ?? 0, 'bonus_score'),
      gamesPlayed: toSafeInteger(row?.games_played ?? 0, 'games_played'),
    };
  });
  // Committed: the challenge's page and leaderboard show the new score (live watchers too).
  if (result && result.counted > 0) db.changes.publish(`challenge:${target.challengeId}`);
  return result;
}
