// What operators do to players (issue 12, docs/decisions/0020-operator-roles.md): block and unblock,
// set a role, resend the verification mail, release a disputed Brawl Stars tag. Each runs in one
// transaction that locks the rows it decides on and writes its audit row (audit-log.ts) with the
// state before and after; a refusal changes nothing.
import type { AdminGameAccount, UserRole } from '@arena/contract';
import { verificationLifetimeSeconds } from '../auth/email-verification';
import { createOpaqueToken, hashOpaqueToken } from '../auth/opaque-token';
import { revokeAllSessions } from '../auth/session-revocation';
import type { Database, Queryable } from '../db/database';
import { httpError } from '../http/http-error';
import type { MailProvider } from '../mail/mail-provider';
import { userMailLanguage } from '../mail/mail-language';
import { verificationMail } from '../mail/verification-mail';
import { isUserId } from '../users/user-repository';
import { recordOperatorAction } from './audit-log';
import {
  gameAccountColumns,
  gamesByProvider,
  toAdminGameAccount,
  userSummaryById,
  type GameAccountRow,
  type UserSummaryRow,
} from './operator-users-repository';

// As for the player's own resend (auth/email-verification.ts): one mail a minute at most.
const resendIntervalSeconds = 60;

/** Who acts: an operator from the API, or null for the command line (create-operator-cli.ts). */
export interface Actor {
  id: string | null;
  role: UserRole;
}

interface TargetRow {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  blocked_at: Date | string | null;
  blocked_reason: string | null;
  email_verified: boolean;
}

/** Locks the user's row for this transaction; 404 when there is none. */
async function lockTarget(tx: Queryable, userId: string): Promise<TargetRow> {
  if (!isUserId(userId)) throw httpError(404, 'operatorUser.userNotFound');
  const { rows } = await tx.query<TargetRow>(
    `select id, email, name, role, blocked_at, blocked_reason, email_verified_at is not null as email_verified
       from users where id = $1 for update`,
    [userId],
  );
  if (!rows[0]) throw httpError(404, 'operatorUser.userNotFound');
  return rows[0];
}

const blockState = (row: Pick<TargetRow, 'blocked_at' | 'blocked_reason'>) => ({
  blocked: row.blocked_at !== null,
  reason: row.blocked_reason,
});

async function summaryAfter(tx: Queryable, userId: string): Promise<UserSummaryRow> {
  const row = await userSummaryById(tx, userId);
  if (!row) throw httpError(404, 'operatorUser.userNotFound');
  return row;
}

/** Who may block (or unblock) whom: nobody themselves, nobody an admin, only admins an operator. */
function checkMayBlock(actor: Actor, target: TargetRow): void {
  if (actor.id === target.id) throw httpError(403, 'operatorUser.cannotBlockSelf');
  if (target.role === 'admin') throw httpError(403, 'operatorUser.cannotBlockAdmin');
  if (target.role !== 'player' && actor.role !== 'admin') {
    throw httpError(403, 'operatorUser.onlyAdminsBlockOperators');
  }
}

/**
 * Blocks the account and ends every session it has at once: the token version moves on (every
 * access token signed so far is refused on its next request) and every refresh credential is revoked.
 */
export async function blockUser(
  db: Database,
  actor: Actor,
  userId: string,
  reason: string,
): Promise<UserSummaryRow> {
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId);
    checkMayBlock(actor, target);
    if (target.blocked_at !== null) throw httpError(409, 'operatorUser.alreadyBlocked');
    await tx.query('update users set blocked_at = now(), blocked_reason = $2 where id = $1', [
      target.id,
      reason,
    ]);
    await revokeAllSessions(tx, target.id);
    await recordOperatorAction(tx, {
      actorId: actor.id,
      action: 'user.block',
      targetType: 'user',
      targetId: target.id,
      before: blockState(target),
      after: { blocked: true, reason, sessionsEnded: true },
    });
    return summaryAfter(tx, target.id);
  });
}

/** Lets the account sign in again (its old sessions stay ended). */
export async function unblockUser(db: Database, actor: Actor, userId: string): Promise<UserSummaryRow> {
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId);
    checkMayBlock(actor, target);
    if (target.blocked_at === null) throw httpError(409, 'operatorUser.notBlocked');
    await tx.query('update users set blocked_at = null, blocked_reason = null where id = $1', [target.id]);
    await recordOperatorAction(tx, {
      actorId: actor.id,
      action: 'user.unblock',
      targetType: 'user',
      targetId: target.id,
      before: blockState(target),
      after: { blocked: false, reason: null },
    });
    return summaryAfter(tx, target.id);
  });
}

/**
 * Admins only (the route checks): makes the user a player, support or admin, and ends the account's
 * sessions. The last admin cannot
 * be demoted: every role change first locks the admins' rows in id order, so two admins demoting
 * each other at once are serialised and the second sees one admin left.
 */
export async function setUserRole(
  db: Database,
  actor: Actor,
  userId: string,
  role: UserRole,
): Promise<{ changed: boolean; user: UserSummaryRow }> {
  return db.transaction(async (tx) => {
    const { rows: admins } = await tx.query<{ id: string }>(
      `select id from users where role = 'admin' order by id for update`,
    );
    const target = await lockTarget(tx, userId);
    // Four eyes (issue 29): nobody decides their own role (the command line, with no actor, may).
    if (actor.id === target.id) throw httpError(403, 'operatorUser.ownAccount');
    if (target.role === role) return { changed: false, user: await summaryAfter(tx, target.id) };
    if (target.role === 'admin' && admins.filter((admin) => admin.id !== target.id).length === 0) {
      throw httpError(409, 'operatorUser.lastAdmin');
    }
    if (role !== 'player' && target.blocked_at !== null) {
      throw httpError(409, 'operatorUser.blockedCannotBeOperator');
    }
    await tx.query('update users set role = $2 where id = $1', [target.id, role]);
    // Every session made under the old role ends at once (issue 29): a token signed before a promotion
    // or a demotion is refused, and the account signs in again with its new role.
    await revokeAllSessions(tx, target.id);
    await recordOperatorAction(tx, {
      actorId: actor.id,
      action: 'user.role',
      targetType: 'user',
      targetId: target.id,
      before: { role: target.role },
      after: { role, sessionsEnded: true },
    });
    return { changed: true, user: await summaryAfter(tx, target.id) };
  });
}

/**
 * Sends the verification mail again (the player's own resend rules: 409 when verified, once a
 * minute). The link's token and the audit row are written in one transaction; the mail goes after
 * the commit (a mail provider is no part of a transaction, and the sandbox one writes its outbox
 * through its own connection).
 */
export async function resendVerificationFor(
  db: Database,
  deps: { mail: MailProvider; publicUrl: string },
  actor: Actor,
  userId: string,
): Promise<void> {
  const token = createOpaqueToken();
  const target = await db.transaction(async (tx) => {
    const row = await lockTarget(tx, userId);
    if (row.email_verified) throw httpError(409, 'operatorUser.alreadyVerified');
    const { rowCount } = await tx.query(
      `select 1 from email_verification_tokens
        where user_id = $1 and created_at > now() - make_interval(secs => $2)`,
      [row.id, resendIntervalSeconds],
    );
    if (rowCount > 0) throw httpError(429, 'auth.verificationTooSoon');
    await tx.query(
      `insert into email_verification_tokens (token_hash, user_id, expires_at)
       values ($1, $2, now() + make_interval(secs => $3))`,
      [hashOpaqueToken(token), row.id, verificationLifetimeSeconds],
    );
    await recordOperatorAction(tx, {
      actorId: actor.id,
      action: 'user.resend_verification',
      targetType: 'user',
      targetId: row.id,
      before: { emailVerified: false },
      after: { emailVerified: false, verificationSentTo: row.email },
    });
    return row;
  });
  const link = `${deps.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
  const language = await userMailLanguage(db, target.id);
  await deps.mail.sendMail(verificationMail({ to: target.email, name: target.name, language, link }));
}

/**
 * Ends a Brawl Stars link so that another player can claim the tag (decision 0015's ownership proof):
 * the row stays, unlinked, with the operator's reason. Locks the holder's users row first, as every
 * link change does (game-account-repository.ts), then the link.
 */
export async function releaseGameAccount(
  db: Database,
  actor: Actor,
  accountId: string,
  reason: string,
): Promise<AdminGameAccount> {
  if (!isUserId(accountId)) throw httpError(404, 'operatorUser.gameAccountNotFound');
  return db.transaction(async (tx) => {
    const { rows: found } = await tx.query<{ user_id: string }>(
      'select user_id from game_accounts where id = $1',
      [accountId],
    );
    if (!found[0]) throw httpError(404, 'operatorUser.gameAccountNotFound');
    await tx.query('select id from users where id = $1 for update', [found[0].user_id]);
    const { rows } = await tx.query<GameAccountRow>(
      `select ${gameAccountColumns} from game_accounts ga where ga.id = $1 for update`,
      [accountId],
    );
    const account = rows[0];
    if (!account) throw httpError(404, 'operatorUser.gameAccountNotFound');
    if (account.provider !== 'supercell') throw httpError(409, 'operatorUser.onlyBrawlStarsRelease');
    if (account.unlinked_at !== null) throw httpError(409, 'operatorUser.alreadyReleased');
    const unlinkReason = `Released by an operator: ${reason}`.slice(0, 500);
    const { rows: updated } = await tx.query<GameAccountRow>(
      `update game_accounts ga set unlinked_at = now(), unlink_reason = $2, released_by = $3 where ga.id = $1
       returning ${gameAccountColumns}`,
      [accountId, unlinkReason, actor.id],
    );
    const after = toAdminGameAccount(updated[0]!, await gamesByProvider(tx));
    await recordOperatorAction(tx, {
      actorId: actor.id,
      action: 'game_account.release',
      targetType: 'game_account',
      targetId: account.id,
      before: {
        userId: account.user_id,
        provider: account.provider,
        externalId: account.external_id,
        displayName: account.display_name,
        linked: true,
      },
      after: {
        userId: account.user_id,
        provider: account.provider,
        externalId: account.external_id,
        linked: false,
        unlinkReason,
      },
    });
    return after;
  });
}
