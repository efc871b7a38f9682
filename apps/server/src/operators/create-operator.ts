// The first admin (docs/decisions/0020-operator-roles.md): operators are never made by sign-up. The
// command line (create-operator-cli.ts, `npm run admin:create -- <email> [--role admin|support]`)
// gives an existing account the role, or creates the account (email verified, a random password
// shown once, to be changed). Running it again changes nothing. Audited with no actor.
import { randomBytes } from 'node:crypto';
import type { UserRole } from '@arena/contract';
import { checkEmailAddress, normalizeEmail } from '@arena/domain';
import { hashPassword } from '../auth/password';
import { insertAccount, withFreshAffiliateCode } from '../auth/user-accounts';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { recordOperatorAction } from './audit-log';
import { setUserRole } from './operator-user-actions';

export type OperatorRole = Exclude<UserRole, 'player'>;

export type CreateOperatorResult =
  | { outcome: 'created'; userId: string; email: string; password: string }
  | { outcome: 'promoted'; userId: string; email: string; from: UserRole }
  | { outcome: 'unchanged'; userId: string; email: string };

export class CreateOperatorError extends Error {}

/** A display name from the address: its local part, within the 50 characters a name may have. */
function nameFromEmail(email: string): string {
  const local = email.split('@')[0]?.trim() ?? '';
  return (local === '' ? 'Operator' : local).slice(0, 50);
}

export async function createOperator(
  db: Database,
  input: { email: string; role: OperatorRole },
): Promise<CreateOperatorResult> {
  // The address rules of registration (issue 29): stored tidied, found by its canonical form.
  const checked = checkEmailAddress(input.email);
  if (!checked.ok || checked.value.email.length > 254) {
    throw new CreateOperatorError(`Not a valid email address: ${JSON.stringify(input.email)}`);
  }
  const { email } = checked.value;
  const { rows } = await db.query<{ id: string; email: string; role: UserRole; blocked: boolean }>(
    'select id, email, role, blocked_at is not null as blocked from users where lower(email) = lower($1)',
    [normalizeEmail(email)],
  );
  const existing = rows[0];
  if (existing) {
    if (existing.blocked) {
      throw new CreateOperatorError(
        `${existing.email} is blocked; unblock it first (POST /api/admin/users/${existing.id}/unblock).`,
      );
    }
    try {
      const { changed } = await setUserRole(db, { id: null, role: 'admin' }, existing.id, input.role);
      return changed
        ? { outcome: 'promoted', userId: existing.id, email: existing.email, from: existing.role }
        : { outcome: 'unchanged', userId: existing.id, email: existing.email };
    } catch (error) {
      if (error instanceof HttpError) throw new CreateOperatorError(error.message);
      throw error;
    }
  }
  const password = randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  const { id } = await withFreshAffiliateCode(() =>
    db.transaction(async (tx) => {
      const account = await insertAccount(tx, {
        email,
        name: nameFromEmail(email),
        provider: 'local',
        passwordHash,
        country: null,
        dob: null,
        referredBy: null,
        utmSession: null,
        emailVerified: true,
      });
      await tx.query('update users set role = $2 where id = $1', [account.id, input.role]);
      await recordOperatorAction(tx, {
        actorId: null,
        action: 'user.create_operator',
        targetType: 'user',
        targetId: account.id,
        before: null,
        after: { email, role: input.role },
      });
      return account;
    }),
  );
  return { outcome: 'created', userId: id, email, password };
}
