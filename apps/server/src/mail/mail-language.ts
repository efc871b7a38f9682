// The language a player's mail is written in (issue 31): the one they registered with or last chose
// (users.language, migration 0027), else their country's guess (languageForCountry). Every mail to a
// player goes through this one rule.
import { isLanguageCode, languageForCountry, type LanguageCode } from '@arena/domain';
import type { Queryable } from '../db/database';

/** The language of a player's mail from their stored language and country. */
export function mailLanguage(row: { language: string | null; country: string | null }): LanguageCode {
  return row.language !== null && isLanguageCode(row.language)
    ? row.language
    : languageForCountry(row.country);
}

/** The mail language of the player `userId` (the default language for an unknown id). */
export async function userMailLanguage(db: Queryable, userId: string): Promise<LanguageCode> {
  const { rows } = await db.query<{ language: string | null; country: string | null }>(
    'select language, country from users where id = $1',
    [userId],
  );
  return mailLanguage(rows[0] ?? { language: null, country: null });
}
