// One player's enrolment in one database transaction (spec §7 POST /api/challenge/enroll): the read the
// refusals need (enrolment-reads.ts), the participant row (the primary key refuses a second time), the
// entry fee through the ledger, and the place LAST with a guarded increment, so the challenge row is
// locked only from that statement to COMMIT (issue 15: a hot challenge). Any refusal throws and
// everything rolls back.
import { meTopic } from '../users/me-cache';
import { localizedMessage } from '@arena/contract';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { debitEntryFee } from '../ledger/entry-fees';
import { InsufficientFunds } from '../ledger/ledger-errors';
import { insufficient, nobody, refusal, refusalFor, skillAtEntry } from './enrolment-eligibility';
import { readChallengeNow, readEnrolmentState } from './enrolment-reads';

export async function enrolInTransaction(tx: Queryable, userId: string, challengeId: string, now: Date) {
  const challenge = await readEnrolmentState(tx, challengeId, userId);
  const refused = refusalFor(challenge, challenge ?? nobody, now, challenge?.registered_players ?? 0);
  if (refused || !challenge) throw refused;
  const fee = toSafeInteger(challenge.entry_fee, 'entry_fee');

  // The primary key makes a second enrolment of the same player (even at the same moment) a no-op.
  // The skill level is stored now and never recomputed (decision 0028).
  const joined = await tx.query(
    `insert into challenge_participants (challenge_id, user_id, created_at, skill_level) values ($1, $2, $3, $4)
     on conflict do nothing`,
    [challengeId, userId, now, skillAtEntry(challenge, challenge).level],
  );
  if (joined.rowCount === 0) throw refusal('alreadyEnrolled', localizedMessage('enroll.alreadyEnrolled'));
  // The player's first steps (a challenge joined) change: `me` caches hear it after COMMIT.
  tx.announce(meTopic(userId));
  if (fee > 0) {
    try {
      await debitEntryFee(tx, { userId, challengeId, gCoins: fee, challengeTitle: challenge.title });
    } catch (error) {
      if (error instanceof InsufficientFunds) throw insufficient(fee);
      throw error;
    }
  }

  // Last, the place: the guarded increment locks the row until COMMIT, which follows at once. A cancel
  // or a finish that got there first (they lock the row, then change status or finished_at) makes it
  // match nothing, and everything above rolls back with the refusal.
  const place = await tx.query(
    `update challenges set registered_players = registered_players + 1
     where id = $1 and registered_players < max_players and status in (0, 1) and finished_at is null`,
    [challengeId],
  );
  if (place.rowCount === 0) {
    const current = await readChallengeNow(tx, challengeId);
    if (!current || current.status === 3) throw refusal('notFound', localizedMessage('enroll.notFound'), 404);
    if (current.status === 2 || current.finished)
      throw refusal('finished', localizedMessage('enroll.finished'));
    throw refusal('full', localizedMessage('enroll.full'));
  }
}
