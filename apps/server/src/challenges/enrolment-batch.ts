// A group commit's enrolments (issue 15: a hot challenge, a crowd across many) in one transaction.
import { meTopic } from '../users/me-cache';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { debitEntryFees } from '../ledger/entry-fees';
import { enrolled, nobody, refusalFor, skillAtEntry } from './enrolment-eligibility';
import type { EnrolmentRequest, EnrolmentResult, PlayerState } from './enrolment-eligibility';
import { readBatchState } from './enrolment-reads';

/** Thrown inside a group commit when another transaction took what it counted on: roll back, go one by one. */
class BatchOverrun extends Error {}

/**
 * A batch of enrolments (any challenges) in one transaction, set-based: one read of the challenges,
 * one of the players, every refusal decided in arrival order exactly as one by one, then the
 * participants and the fees (ledger debitEntryFees) in one statement each, and each challenge's places
 * in id order. Anything another transaction changed meanwhile throws, and the caller goes one by one.
 */
export async function enrolBatchInTransaction(
  tx: Queryable,
  batch: readonly EnrolmentRequest[],
): Promise<EnrolmentResult[]> {
  const { challengeOf, stateOf } = await readBatchState(tx, batch);

  const accepted: (EnrolmentRequest & { skillLevel: number })[] = [];
  const joinedNow = new Set<string>();
  const takenNow = new Map<string, number>();
  const spentNow = new Map<string, number>();
  const results: EnrolmentResult[] = batch.map((request) => {
    const key = `${request.challengeId}|${request.userId}`;
    const challenge = challengeOf.get(request.challengeId);
    const player = stateOf.get(key) ?? nobody;
    // What this batch already did counts as done: a place taken, GCoins spent, the player in.
    const spent = spentNow.get(request.userId) ?? 0;
    const state: PlayerState = {
      enrolled: player.enrolled || joinedNow.has(key),
      linked: player.linked,
      gcoins: toSafeInteger(player.gcoins ?? 0, 'gcoins') - spent,
      account_details: player.account_details,
      recent_points: player.recent_points,
    };
    const taken = (challenge?.registered_players ?? 0) + (takenNow.get(request.challengeId) ?? 0);
    const refused = refusalFor(challenge, state, request.now, taken);
    if (refused || !challenge) return refused!.result;
    accepted.push({ ...request, skillLevel: skillAtEntry(challenge, state).level });
    joinedNow.add(key);
    takenNow.set(request.challengeId, (takenNow.get(request.challengeId) ?? 0) + 1);
    spentNow.set(request.userId, spent + toSafeInteger(challenge.entry_fee, 'entry_fee'));
    return enrolled;
  });
  if (accepted.length === 0) return results;

  const joined = await tx.query(
    `insert into challenge_participants (challenge_id, user_id, created_at, skill_level)
     select t.challenge_id, t.user_id, t.created_at, t.skill_level
       from unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::smallint[])
            as t(challenge_id, user_id, created_at, skill_level)
     on conflict do nothing`,
    [
      accepted.map((r) => r.challengeId),
      accepted.map((r) => r.userId),
      accepted.map((r) => r.now),
      accepted.map((r) => r.skillLevel),
    ],
  );
  if (joined.rowCount !== accepted.length) throw new BatchOverrun('a player joined meanwhile');
  // The players' first steps (a challenge joined) change: `me` caches hear it after COMMIT.
  tx.announce(...accepted.map((request) => meTopic(request.userId)));

  // The fees, in rounds where each player appears once (a player joining two challenges at once).
  const fees = accepted
    .map((request) => {
      const challenge = challengeOf.get(request.challengeId)!;
      return {
        userId: request.userId,
        challengeId: request.challengeId,
        gCoins: toSafeInteger(challenge.entry_fee, 'entry_fee'),
        challengeTitle: challenge.title,
      };
    })
    .filter((fee) => fee.gCoins > 0);
  while (fees.length > 0) {
    const seen = new Set<string>();
    const round = fees.filter((fee) => !seen.has(fee.userId) && Boolean(seen.add(fee.userId)));
    await debitEntryFees(tx, round);
    for (const fee of round) fees.splice(fees.indexOf(fee), 1);
  }

  // Last, the places, as one by one: locked until COMMIT, refused if a cancel or finish came first.
  for (const [challengeId, count] of [...takenNow].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const places = await tx.query(
      `update challenges set registered_players = registered_players + $2
       where id = $1 and registered_players + $2 <= max_players and status in (0, 1) and finished_at is null`,
      [challengeId, count],
    );
    if (places.rowCount === 0) throw new BatchOverrun('the places went meanwhile');
  }
  return results;
}
