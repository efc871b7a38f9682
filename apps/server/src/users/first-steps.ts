// A new player's first steps (issue 34, the first-run checklist): a verified e-mail, a linked game account,
// a challenge joined, a first pack bought. One round trip of EXISTS probes, answered with /api/users/me so
// the checklist costs no read of its own.
import type { FirstSteps } from '@arena/contract';
import type { Queryable } from '../db/database';
import { firstPurchaseBonusKey } from '../ledger/purchases';

interface FirstStepsRow {
  game_linked: boolean;
  challenge_joined: boolean;
  pack_bought: boolean;
}

export async function readFirstSteps(
  db: Queryable,
  userId: string,
  emailVerified: boolean,
): Promise<FirstSteps> {
  const { rows } = await db.query<FirstStepsRow>(
    `select
       exists (select 1 from game_accounts where user_id = $1 and unlinked_at is null) as game_linked,
       exists (select 1 from challenge_participants where user_id = $1) as challenge_joined,
       exists (select 1 from journal_transactions where idempotency_key = $2) as pack_bought`,
    [userId, firstPurchaseBonusKey(userId)],
  );
  const row = rows[0];
  return {
    emailVerified,
    gameLinked: row?.game_linked ?? false,
    challengeJoined: row?.challenge_joined ?? false,
    packBought: row?.pack_bought ?? false,
  };
}
