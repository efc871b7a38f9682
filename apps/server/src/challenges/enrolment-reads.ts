// Enrolment's reads (decision 0012, issue 15): everything the refusals need, in one statement for one
// player and in two for a group commit, with the wallet locks taken first (wallets, then participants,
// then places: the one lock order every enrolment path keeps).
import { performanceMatchWindow } from '@arena/domain';
import type { Queryable } from '../db/database';
import type { ChallengeRow, ChallengeState, EnrolmentRequest, PlayerState } from './enrolment-eligibility';

/**
 * Points (decision 0013, without bonus) of the player's newest counted matches in a game, as the
 * enrolment reads use it; `$user` and `$game` are SQL expressions for the player and the game.
 */
export const recentPointsSql = (user: string, game: string) =>
  `array(select m.points from challenge_matches m join challenges mc on mc.id = m.challenge_id
          where m.user_id = ${user} and mc.game_id = ${game}
          order by m.started_at desc, m.match_key desc limit ${performanceMatchWindow})`;

/** The live game account's details for the game (where a provider rank is stored). */
const accountDetailsSql = (user: string) =>
  `(select a.details from game_accounts a
     where a.user_id = ${user} and a.provider = g.account_provider and a.unlinked_at is null)`;

/**
 * One player and one challenge, in one read. It locks only the player's wallet, first, as a group commit
 * does: a lone enrolment holding the participant row while it waited for a wallet a group held, the group
 * waiting for that row, was a deadlock PostgreSQL broke by failing one of them. The challenge row is
 * locked only by the last statement, which takes the place.
 */
export async function readEnrolmentState(
  tx: Queryable,
  challengeId: string,
  userId: string,
): Promise<ChallengeState | undefined> {
  const { rows } = await tx.query<ChallengeState>(
    `select c.game_id, g.name as game_name, c.title, c.start_time, c.end_time, c.status, c.entry_fee,
            c.max_players, c.registered_players, c.min_skill_level,
            exists (select 1 from challenge_participants p where p.challenge_id = c.id and p.user_id = $2) as enrolled,
            exists (select 1 from game_accounts a
                     where a.user_id = $2 and a.provider = g.account_provider and a.unlinked_at is null) as linked,
            (select w.gcoins from wallets w where w.user_id = $2 for update) as gcoins,
            ${accountDetailsSql('$2')} as account_details,
            ${recentPointsSql('$2', 'c.game_id')} as recent_points
       from challenges c join games g on g.id = c.game_id
      where c.id = $1`,
    [challengeId, userId],
  );
  return rows[0];
}

/** Why the place was not there after all: the challenge now, read after the guarded increment missed. */
export async function readChallengeNow(tx: Queryable, challengeId: string) {
  const now = await tx.query<{ status: number; finished: boolean }>(
    'select status, finished_at is not null as finished from challenges where id = $1',
    [challengeId],
  );
  return now.rows[0];
}

export type BatchChallenge = ChallengeRow & { id: string; account_provider: string };
export type BatchPlayer = PlayerState & { challenge_id: string; user_id: string };

/**
 * A group commit's reads: every wallet of the batch locked first, in user order (batches running side by
 * side on PostgreSQL then lock wallets in one global order, and challenge rows, last, in id order always
 * after them); then the challenges, and each (challenge, player) pair's state.
 */
export async function readBatchState(tx: Queryable, batch: readonly EnrolmentRequest[]) {
  const challengeIds = [...new Set(batch.map((request) => request.challengeId))].sort();
  const userIds = [...new Set(batch.map((request) => request.userId))].sort();
  await tx.query('select 1 from wallets where user_id = any($1::uuid[]) order by user_id for update', [
    userIds,
  ]);
  const found = await tx.query<BatchChallenge>(
    `select c.id, c.game_id, g.name as game_name, g.account_provider, c.title, c.start_time, c.end_time,
            c.status, c.entry_fee, c.max_players, c.registered_players, c.min_skill_level
       from challenges c join games g on g.id = c.game_id
      where c.id = any($1::uuid[])`,
    [challengeIds],
  );
  const pairs = [...new Map(batch.map((r) => [`${r.challengeId}|${r.userId}`, r])).values()];
  const players = await tx.query<BatchPlayer>(
    `select t.challenge_id, t.user_id,
            exists (select 1 from challenge_participants p
                     where p.challenge_id = t.challenge_id and p.user_id = t.user_id) as enrolled,
            exists (select 1 from game_accounts a
                     where a.user_id = t.user_id and a.provider = g.account_provider and a.unlinked_at is null) as linked,
            (select w.gcoins from wallets w where w.user_id = t.user_id) as gcoins,
            ${accountDetailsSql('t.user_id')} as account_details,
            ${recentPointsSql('t.user_id', 'c.game_id')} as recent_points
       from unnest($1::uuid[], $2::uuid[]) as t(challenge_id, user_id)
       join challenges c on c.id = t.challenge_id
       join games g on g.id = c.game_id`,
    [pairs.map((r) => r.challengeId), pairs.map((r) => r.userId)],
  );
  return {
    challengeOf: new Map(found.rows.map((row) => [row.id, row])),
    stateOf: new Map(players.rows.map((row) => [`${row.challenge_id}|${row.user_id}`, row])),
  };
}
