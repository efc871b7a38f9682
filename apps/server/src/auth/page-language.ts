// The language of the page a request came from, when it says one (issue 31): the site's language cookie
// (the player's choice), else the best of Accept-Language. Null when it says none: the default language is
// not a statement, so a registration without one keeps users.language null (its country guesses).
import type { LanguageCode } from '@arena/domain';
import { isLanguage } from '@arena/domain';
import type { IncomingHttpHeaders } from 'node:http';
import { acceptedLanguage, cookieValue, languageCookieName } from '../http/reader-language';

export function pageLanguage(request: { headers: IncomingHttpHeaders }): LanguageCode | null {
  const fromCookie = cookieValue(request.headers.cookie, languageCookieName);
  if (isLanguage(fromCookie)) return fromCookie;
  return acceptedLanguage(request.headers['accept-language']);
}
