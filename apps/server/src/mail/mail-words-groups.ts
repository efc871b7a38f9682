// The locale groups mail reads its words from (locales/<lang>.json), each in every language.
import type { LanguageCode } from '@arena/domain';
import { wordsByLanguage } from './locale-words';

/** notifications.mail: the greeting and the words of the notification, account, verification,
 * password and waitlist mails. */
export const mailWords: Record<LanguageCode, Record<string, string>> = wordsByLanguage(
  (locale) => locale.notifications.mail,
);

/** challengeVoid.mail: the void and the operator's cancellation. */
export const voidMailWords: Record<LanguageCode, Record<string, string>> = wordsByLanguage(
  (locale) => locale.challengeVoid.mail,
);
