// POST /api/auth/register (spec §7): the domain's rules (a look-alike address is refused, issue 29), a
// unique email (compared in its canonical form, stored tidied: checkEmailAddress), Argon2id, an
// affiliate code, the referrer from X-Affiliate-Code, then the verification email.
import type { RegisterBody } from '@arena/contract';
import { validateRegistration, type LanguageCode } from '@arena/domain';
import type { Database } from '../db/database';
import { httpError } from '../http/http-error';
import type { MailProvider } from '../mail/mail-provider';
import { sendVerificationEmail } from './email-verification';
import { hashPassword } from './password';
import { isUniqueViolation } from './unique-violation';
import { findAccountByEmail, findReferrerId, insertAccount, withFreshAffiliateCode } from './user-accounts';

export interface RegistrationDeps {
  database: Database;
  mail: MailProvider;
  publicUrl: string;
  log: { error: (details: object, message: string) => void };
}

export interface RegistrationMarkers {
  utmSession: string | null;
  affiliateCode: string | null;
  /** The page's language from the request (cookie, Accept-Language) when the body names none (issue 31). */
  pageLanguage?: LanguageCode | null;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** A code the country list knows: ISO 3166-1 alpha-2 names (Intl answers the code itself for others). */
function isKnownCountry(code: string): boolean {
  try {
    return regionNames.of(code) !== code;
  } catch {
    return false;
  }
}

export async function registerAccount(
  deps: RegistrationDeps,
  input: RegisterBody,
  markers: RegistrationMarkers,
): Promise<{ userId: string }> {
  const checked = validateRegistration(input, new Date());
  if (!checked.ok) {
    const [first] = checked.errors;
    throw first ? httpError(400, first.messageKey, first.params) : httpError(400, 'request.invalidRequest');
  }
  const value = checked.value;
  if (input.passwordConfirm !== input.password) throw httpError(400, 'auth.passwordsDoNotMatch');
  if (!isKnownCountry(value.country)) throw httpError(400, 'validation.country.invalid');
  if (await findAccountByEmail(deps.database, value.email)) throw httpError(409, 'auth.emailTaken');

  const passwordHash = await hashPassword(value.password);
  const referredBy = await findReferrerId(deps.database, markers.affiliateCode ?? undefined);
  let userId: string;
  try {
    ({ id: userId } = await withFreshAffiliateCode(() =>
      deps.database.transaction((tx) =>
        insertAccount(tx, {
          email: value.email,
          name: value.name,
          provider: 'local',
          passwordHash,
          country: value.country,
          dob: value.dob,
          referredBy,
          utmSession: markers.utmSession,
          emailVerified: false,
          language: input.language ?? markers.pageLanguage ?? undefined,
        }),
      ),
    ));
  } catch (error) {
    // Two registrations of one address at once: the unique index decides.
    if (isUniqueViolation(error, 'users_email_lower_key')) throw httpError(409, 'auth.emailTaken');
    throw error;
  }

  try {
    await sendVerificationEmail(deps, { id: userId, email: value.email, name: value.name });
  } catch (error) {
    // The account exists; the player can ask for another email once signed in.
    deps.log.error({ err: error, userId }, 'verification email failed');
  }
  return { userId };
}

/** Missing or non-string fields count as empty, so the domain names what is required. */
