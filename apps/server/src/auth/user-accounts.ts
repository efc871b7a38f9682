// The users table as sign-in needs it (migration 0002): lookups by email (its canonical form,
// normalizeEmail: letter case, NFC and a trailing dot of the domain make no other account, issue 29)
// and by affiliate code, and account creation with its profile counters in one transaction.
import { randomInt } from 'node:crypto';
import { normalizeEmail, type LanguageCode } from '@arena/domain';
import type { Queryable } from '../db/database';
import { isUniqueViolation } from './unique-violation';

export interface AccountRow {
  id: string;
  email: string;
  name: string;
  provider: 'local' | 'google' | 'discord';
  password_hash: string | null;
  email_verified_at: Date | null;
}

const accountColumns = 'id, email, name, provider, password_hash, email_verified_at';

export async function findAccountByEmail(db: Queryable, email: string): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(
    `select ${accountColumns} from users where lower(email) = lower($1)`,
    [normalizeEmail(email)],
  );
  return rows[0];
}

export async function findAccountById(db: Queryable, id: string): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(`select ${accountColumns} from users where id = $1`, [id]);
  return rows[0];
}

/** The referrer named by an X-Affiliate-Code header; unknown or malformed codes are ignored. */
export async function findReferrerId(db: Queryable, code: string | undefined): Promise<string | null> {
  const normalised = code?.trim().toUpperCase();
  if (!normalised || !/^[A-Z0-9]{4,32}$/.test(normalised)) return null;
  const { rows } = await db.query<{ id: string }>('select id from users where affiliate_code = $1', [
    normalised,
  ]);
  return rows[0]?.id ?? null;
}

// No 0/O or 1/I: codes are read aloud and typed from screenshots.
const affiliateAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const affiliateCodeLength = 8;

export function createAffiliateCode(): string {
  let code = '';
  for (let index = 0; index < affiliateCodeLength; index++) {
    code += affiliateAlphabet[randomInt(affiliateAlphabet.length)];
  }
  return code;
}

export interface NewAccount {
  email: string;
  name: string;
  provider: 'local' | 'google' | 'discord';
  passwordHash: string | null;
  country: string | null;
  dob: string | null;
  referredBy: string | null;
  utmSession: string | null;
  emailVerified: boolean;
  /** The site's language at sign-up (decision 0034): the player's mail is written in it; absent = unknown. */
  language?: LanguageCode | undefined;
}

/**
 * Inserts the user and its user_stats row. Run it inside a transaction. A clash of affiliate codes
 * (one in 10^12 per pair) is retried by the caller; a clash of emails surfaces as
 * users_email_lower_key.
 */
export async function insertAccount(tx: Queryable, account: NewAccount): Promise<{ id: string }> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into users
       (email, name, provider, password_hash, country, dob, affiliate_code, referred_by, utm_session,
        email_verified_at, language)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, case when $10::boolean then now() end, $11)
     returning id`,
    [
      account.email,
      account.name,
      account.provider,
      account.passwordHash,
      account.country,
      account.dob,
      createAffiliateCode(),
      account.referredBy,
      account.utmSession,
      account.emailVerified,
      account.language ?? null,
    ],
  );
  const id = rows[0]!.id;
  await tx.query('insert into user_stats (user_id) values ($1)', [id]);
  return { id };
}

/** Runs `create` again when it failed only because the random affiliate code was taken. */
export async function withFreshAffiliateCode<T>(create: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error, 'users_affiliate_code_key')) throw error;
    }
  }
}
