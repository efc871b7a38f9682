// The reader's language for a server-rendered page, and the site's cookies it reads.
import { defaultLanguage, isLanguage } from '@arena/domain';
import type { LanguageCode } from '@arena/domain';
import type { IncomingHttpHeaders } from 'node:http';

/** The site's cookies (apps/site/src/i18n/languages.ts and session/token-storage.ts). */
export const languageCookieName = 'arena_lang';
export const signedInCookieName = 'arena_signed_in';

/** The reader's language: the stored preference's cookie, else the best of Accept-Language, else the
 * default language (English). */
export function readerLanguage(request: { headers: IncomingHttpHeaders }): LanguageCode {
  const fromCookie = cookieValue(request.headers.cookie, languageCookieName);
  if (isLanguage(fromCookie)) return fromCookie;
  return acceptedLanguage(request.headers['accept-language']) ?? defaultLanguage;
}

/** The first of Accept-Language's ranges (by q, then order) that names a language of the registry (@arena/domain). */
export function acceptedLanguage(header: string | undefined): LanguageCode | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { tag } of ranges) {
    const primary = tag.split('-', 1)[0] ?? '';
    if (isLanguage(primary)) return primary;
  }
  return null;
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
