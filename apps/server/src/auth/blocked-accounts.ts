// Blocked accounts (docs/decisions/0020-operator-roles.md): an operator's block ends every session
// (operators/user-blocking.ts) and every way of starting a new one asks this before it issues tokens:
// password login (403 with the message below), third-party sign-in and refresh. Access tokens of a
// blocked account are refused by session-revocation.ts.
import { operatorUserMessages } from '@arena/contract';
import type { Queryable } from '../db/database';

export const accountBlockedMessage = operatorUserMessages.accountBlocked;

export async function isBlocked(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ blocked: boolean }>(
    'select blocked_at is not null as blocked from users where id = $1',
    [userId],
  );
  return rows[0]?.blocked === true;
}
