// Third-party sign-in (docs/decisions/0007, linking rule): an account is found by (provider, provider
// user id). Failing that, a local account with the same email is linked, but only when the provider
// verified that email; otherwise a new account is created. No email, or an unverified email that
// belongs to someone else, refuses the sign-in. A sandbox identity provider verifies nothing (anyone
// types any address on its consent page): it never links an existing account by email (issue 29), it
// signs into the account it created or that linked it, and is refused for an address someone holds.
// An address is compared in its canonical form and stored tidied (issue 29, lookalike e-mails); one
// with invisible or look-alike characters is refused unless its identity is already linked.
import { checkEmailAddress, cleanDisplayName, normalizeEmail, tidyEmail } from '@arena/domain';
import type { Database, Queryable } from '../db/database';
import type { IdentityProviderName, ProviderIdentity } from '../identity/identity-provider';
import { isUniqueViolation } from './unique-violation';
import { findAccountByEmail, insertAccount, withFreshAffiliateCode } from './user-accounts';

export type ThirdPartyOutcome =
  { outcome: 'signed-in'; userId: string; created: boolean } | { outcome: 'refused' };

export async function signInWithIdentity(
  database: Database,
  provider: IdentityProviderName,
  identity: ProviderIdentity,
  markers: { utmSession: string | null; linkByEmail?: boolean },
): Promise<ThirdPartyOutcome> {
  try {
    return await withFreshAffiliateCode(() =>
      database.transaction((tx) => findOrCreate(tx, provider, identity, markers)),
    );
  } catch (error) {
    // Two first sign-ins of one identity at once: the loser finds the winner's link.
    if (isUniqueViolation(error, 'identity_links_pkey')) {
      return database.transaction((tx) => findOrCreate(tx, provider, identity, markers));
    }
    throw error;
  }
}

async function findOrCreate(
  tx: Queryable,
  provider: IdentityProviderName,
  identity: ProviderIdentity,
  markers: { utmSession: string | null; linkByEmail?: boolean },
): Promise<ThirdPartyOutcome> {
  const linked = await tx.query<{ user_id: string }>(
    'select user_id from identity_links where provider = $1 and provider_user_id = $2',
    [provider, identity.providerUserId],
  );
  const linkedUserId = linked.rows[0]?.user_id;
  if (linkedUserId) {
    if (identity.emailVerified) await markVerifiedIfSameEmail(tx, linkedUserId, identity.email);
    return { outcome: 'signed-in', userId: linkedUserId, created: false };
  }

  // The provider's address is its own to judge for format; only emptiness and look-alikes are refused.
  const checked = checkEmailAddress(identity.email ?? '');
  if (!checked.ok && checked.errors[0]?.code !== 'emailInvalid') return { outcome: 'refused' };
  const email = tidyEmail(identity.email ?? '');
  const existing = await findAccountByEmail(tx, email);
  if (existing) {
    if (!identity.emailVerified || markers.linkByEmail === false) return { outcome: 'refused' };
    await link(tx, provider, identity.providerUserId, existing.id);
    await markVerifiedIfSameEmail(tx, existing.id, email);
    return { outcome: 'signed-in', userId: existing.id, created: false };
  }

  const { id } = await insertAccount(tx, {
    email,
    name: displayName(identity.name, email),
    provider,
    passwordHash: null,
    country: null,
    dob: null,
    referredBy: null,
    utmSession: markers.utmSession,
    emailVerified: identity.emailVerified,
  });
  await link(tx, provider, identity.providerUserId, id);
  return { outcome: 'signed-in', userId: id, created: true };
}

async function link(tx: Queryable, provider: IdentityProviderName, providerUserId: string, userId: string) {
  await tx.query('insert into identity_links (provider, provider_user_id, user_id) values ($1, $2, $3)', [
    provider,
    providerUserId,
    userId,
  ]);
}

async function markVerifiedIfSameEmail(tx: Queryable, userId: string, email: string | null) {
  if (!email) return;
  await tx.query(
    `update users set email_verified_at = now()
      where id = $1 and email_verified_at is null and lower(email) = lower($2)`,
    [userId, normalizeEmail(email)],
  );
}

/** A provider's name is cleaned, never refused (issue 9): else the email's local part, else 'Player'. */
function displayName(name: string, email: string): string {
  return cleanDisplayName(name, email.split('@')[0] ?? '');
}
