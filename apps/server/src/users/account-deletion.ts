// POST /api/users/delete (issue 30, docs/decisions/0051-data-export-and-erasure.md). The checks come first
// (password or a fresh sign-in, no withdrawal in flight, balances given up knowingly); then one transaction
// ends every session, erases or pseudonymises what named the person, releases their game accounts and sets
// deleted_at. The ledger keeps every entry under the same id, so the wallets still equal their entries.
// Passport files and the photo leave the storage right after the commit.
import { freshSignInMinutes, type DeleteAccountBody } from '@arena/contract';
import { normalizeEmail } from '@arena/domain';
import { verifyPassword } from '../auth/password';
import { revokeAllSessions } from '../auth/session-revocation';
import type { Database, Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { httpError } from '../http/http-error';
import { lockWallet } from '../ledger/accounts';
import type { ObjectStorage } from '../storage/object-storage';
import { profilePhotoKeyInUrl } from '../storage/public-objects';

/** What a deleted account is called wherever its results still show (leaderboards, the console). */
export const deletedPlayerName = 'Deleted player';

/** The address a deleted account keeps: the reserved .invalid domain, unique by id, reaching no one. */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

interface AccountFacts {
  email: string;
  role: string;
  password_hash: string | null;
  photo: string | null;
  gcoins: unknown;
  crystals: unknown;
}

async function readFacts(db: Queryable, userId: string, lock: boolean): Promise<AccountFacts | null> {
  const { rows } = await db.query<AccountFacts>(
    `select u.email, u.role, u.password_hash, u.photo, coalesce(w.gcoins, 0) as gcoins,
            coalesce(w.crystals, 0) as crystals
       from users u left join wallets w on w.user_id = u.id
      where u.id = $1 and u.deleted_at is null${lock ? ' for update of u' : ''}`,
    [userId],
  );
  return rows[0] ?? null;
}

/** A sign-in (a new refresh family, still live) begun within the last freshSignInMinutes. */
async function signedInRecently(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from refresh_credentials r
      where r.user_id = $1
      group by r.family_id
     having min(r.created_at) >= now() - make_interval(mins => $2)
        and bool_and(r.revoked_at is null)`,
    [userId, freshSignInMinutes],
  );
  return rows.length > 0;
}

/** The password, or for an account without one a fresh sign-in; an operator account is refused first. */
async function checkCredentials(db: Queryable, userId: string, facts: AccountFacts, body: DeleteAccountBody) {
  if (facts.role !== 'player') throw httpError(403, 'privacy.operatorAccount');
  if (facts.password_hash !== null) {
    const ok = body.password !== undefined && (await verifyPassword(facts.password_hash, body.password));
    if (!ok) throw httpError(403, 'privacy.passwordIncorrect');
  } else if (!(await signedInRecently(db, userId))) {
    throw httpError(403, 'privacy.signInAgain');
  }
}

/** No withdrawal in flight, and every balance given up knowingly (the acknowledged amounts are today's). */
async function checkStanding(db: Queryable, userId: string, facts: AccountFacts, body: DeleteAccountBody) {
  const pending = await db.query(
    `select 1 from withdrawals where user_id = $1 and status in ('pending', 'processing') limit 1`,
    [userId],
  );
  if (pending.rows.length > 0) throw httpError(409, 'privacy.withdrawalPending');
  const crystals = toSafeInteger(facts.crystals, 'crystals');
  const gCoins = toSafeInteger(facts.gcoins, 'gcoins');
  const acknowledged =
    (crystals === 0 || body.acknowledgeCrystals === crystals) &&
    (gCoins === 0 || body.acknowledgeGCoins === gCoins);
  if (!acknowledged) throw httpError(409, 'privacy.balanceNotAcknowledged', { crystals, gCoins });
}

/** Erases and pseudonymises inside the caller's transaction; answers the storage keys to delete after. */
async function erase(tx: Queryable, userId: string, facts: AccountFacts): Promise<string[]> {
  const q = (sql: string, params: unknown[] = [userId]) => tx.query(sql, params);
  await revokeAllSessions(tx, userId);
  await q(
    `update users set name = $2, email = $3, password_hash = null, photo = null, country = null, dob = null,
            affiliate_code = 'deleted-' || id::text, utm_session = null, language = null, notify_email = false,
            earnings_private = true, deleted_at = now()
      where id = $1`,
    [userId, deletedPlayerName, deletedEmail(userId)],
  );
  await q('update refresh_credentials set device_id = null where user_id = $1');
  await q(`update sessions set ip = null, user_agent = null, device_id = null,
             revoked_at = coalesce(revoked_at, now()) where user_id = $1`);
  await q('update sign_in_events set ip = null, user_agent = null, device_id = null where user_id = $1');
  for (const table of [
    'identity_links',
    'email_verification_tokens',
    'mfa_challenges',
    'user_totp',
    'user_recovery_codes',
    'game_link_grants',
    'game_account_claims',
    'game_waitlist',
    'idempotency_keys',
    'notifications',
    'card_tokenization_sessions',
    'push_subscriptions',
    'push_preferences',
  ]) {
    await q(`delete from ${table} where user_id = $1`);
  }
  await q('delete from login_failures where email_key = $1', [normalizeEmail(facts.email).toLowerCase()]);
  // Game accounts: released (another player may link them) and no longer naming the game identity.
  await q(`update game_accounts set unlinked_at = coalesce(unlinked_at, now()),
             unlink_reason = coalesce(unlink_reason, 'Account deleted'),
             external_id = 'erased:' || id::text, display_name = 'erased', region = null, details = '{}'::jsonb
            where user_id = $1`);
  await q(`update payment_methods set provider_token = 'erased:' || id::text, brand = 'erased', pan_masked = '',
             last4 = '0000', expiry_month = 1, expiry_year = 2000, preferred = false,
             deleted_at = coalesce(deleted_at, now())
            where user_id = $1`);
  await q(`update withdrawals set payment_email = case when payment_email is null then null
             else 'erased@deleted.invalid' end, card_brand = null, card_last4 = null where user_id = $1`);
  // The ledger: amounts untouched; only the words that named a payout address go.
  await q(`update journal_transactions set description = regexp_replace(description, ' to .*$', ''),
             metadata = metadata - 'email' - 'paymentEmail'
            where user_id = $1 and type = 'withdrawal'`);
  const passports = await tx.query<{ storage_key: string }>(
    'select storage_key from passport_verifications where user_id = $1 and file_deleted_at is null',
    [userId],
  );
  await q(`update passport_verifications set file_deleted_at = coalesce(file_deleted_at, now()),
             rejection_reason = case when rejection_reason is null then null else 'erased' end
            where user_id = $1`);
  const photo = facts.photo ? profilePhotoKeyInUrl(facts.photo) : null;
  return [...passports.rows.map((row) => row.storage_key), ...(photo ? [photo] : [])];
}

export interface DeletionDeps {
  database: Database;
  storage: ObjectStorage;
  log: { error: (details: object, message: string) => void };
}

/** Deletes the account after its checks; answers when. Throws the catalogue's refusal otherwise. */
export async function deleteAccount(
  deps: DeletionDeps,
  userId: string,
  body: DeleteAccountBody,
): Promise<Date> {
  const facts = await readFacts(deps.database, userId, false);
  if (!facts) throw httpError(401, 'errors.auth.authenticationFailed');
  // The password is checked outside the transaction (Argon2 takes a while); the standing again inside,
  // under the user row's lock, so a withdrawal or a prize landing meanwhile is not lost unannounced.
  await checkCredentials(deps.database, userId, facts, body);
  await checkStanding(deps.database, userId, facts, body);
  const { deletedAt, keys } = await deps.database.transaction(async (tx) => {
    await lockWallet(tx, userId);
    const locked = await readFacts(tx, userId, true);
    if (!locked) throw httpError(401, 'errors.auth.authenticationFailed');
    await checkStanding(tx, userId, locked, body);
    const erased = await erase(tx, userId, locked);
    const { rows } = await tx.query<{ deleted_at: Date | string }>(
      'select deleted_at from users where id = $1',
      [userId],
    );
    return { deletedAt: new Date(rows[0]!.deleted_at), keys: erased };
  });
  for (const key of keys) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.log.error({ err: error, userId }, 'a deleted account file could not be removed');
    }
  }
  deps.database.changes.publish(`player:${userId}`, 'players');
  return deletedAt;
}
