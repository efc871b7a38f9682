// How often a player may withdraw (issue 32): five withdrawals an hour, counting the requests that
// reached a decision (a withdrawal was created: pending, approved, paid or refunded), never a refusal for
// a mistyped amount or address, which creates nothing. Counted from the withdrawals table inside the
// request's transaction, under the wallet lock, so two requests racing cannot both take the fifth place
// and every instance sees the same count. The plugin's `withdrawal` limit (http/rate-limits.ts) only
// keeps a flood of requests away. The 429 says when the oldest counted withdrawal leaves the hour, in
// the player's language (rateLimitMessage's key and params).
import { rateLimitMessage } from '@arena/contract';
import type { Queryable } from '../db/database';
import { RetryLaterError } from '../http/http-error';

export const withdrawalLimit = { max: 5, windowSeconds: 60 * 60 } as const;

/** Throws a 429 with the wait when the player already made `max` (scaled) withdrawals in the window. */
export async function mustBeUnderWithdrawalLimit(tx: Queryable, userId: string, scale = 1): Promise<void> {
  const max = Math.max(1, Math.floor(withdrawalLimit.max * scale));
  const { rows } = await tx.query<{ count: number; wait: number | null }>(
    `select count(*)::integer as count,
            ceil(extract(epoch from min(created_at) + make_interval(secs => $2) - now()))::integer as wait
       from withdrawals
      where user_id = $1 and created_at > now() - make_interval(secs => $2)`,
    [userId, withdrawalLimit.windowSeconds],
  );
  const row = rows[0];
  if (!row || row.count < max) return;
  const wait = Math.max(1, row.wait ?? withdrawalLimit.windowSeconds);
  throw new RetryLaterError(rateLimitMessage('tooManyRequests', wait), wait);
}
