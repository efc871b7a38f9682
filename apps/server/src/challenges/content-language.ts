// The language a player reads a challenge's words in (issue 31, docs/decisions/0058): the language
// cookie, else Accept-Language (http/reader-language.ts), else the signed-in account's stored
// language, else English. Each field falls back to English when the operator left it untranslated.
import { defaultLanguage, isLanguage, type LanguageCode } from '@arena/domain';
import type { IncomingHttpHeaders } from 'node:http';
import { cachePerInstance } from '../auth/session-cache';
import type { Database, Queryable } from '../db/database';
import { acceptedLanguage, cookieValue, languageCookieName } from '../http/reader-language';

/** The language the request itself names (cookie, then Accept-Language), or null. */
export function statedLanguage(headers: IncomingHttpHeaders): LanguageCode | null {
  const fromCookie = cookieValue(headers.cookie, languageCookieName);
  if (isLanguage(fromCookie)) return fromCookie;
  return acceptedLanguage(headers['accept-language']);
}

/** The reader's language; the account's stored one is asked only when the request names none. */
export async function contentLanguage(
  db: Queryable | Database,
  headers: IncomingHttpHeaders,
  caller: Promise<string | null>,
): Promise<LanguageCode> {
  const stated = statedLanguage(headers);
  if (stated) return stated;
  const userId = await caller;
  if (!userId) return defaultLanguage;
  const read = async () => {
    const { rows } = await db.query<{ language: string | null }>('select language from users where id = $1', [
      userId,
    ]);
    return { language: rows[0]?.language ?? null };
  };
  // Kept per instance where the database's change feed is at hand (a change of the row drops it).
  const stored = 'changes' in db ? await storedLanguageFor(db.changes).read(userId, null, read) : await read();
  return isLanguage(stored?.language) ? stored.language : defaultLanguage;
}

/** The account's stored language, per instance, dropped by `account:<id>` (any change of its row). */
const storedLanguageFor = cachePerInstance<{ language: string | null }>(['account:']);

/**
 * SQL for one of a challenge's words (`challenges c`) in the language held by the parameter
 * `language` (e.g. `$4`): the translation when there is one, the English column otherwise.
 */
export function translated(
  field: 'title' | 'shortDescription' | 'description',
  language: string,
  table = 'c',
): string {
  const column = { title: 'title', shortDescription: 'short_description', description: 'description' }[field];
  return `coalesce(${table}.translations -> ${language}::text ->> '${field}', ${table}.${column})`;
}
