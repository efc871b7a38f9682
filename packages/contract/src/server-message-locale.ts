import { englishMessages } from '@arena/domain';

/**
 * Where a client's locale holds the text of a key the server sent: a domain message key (`errors.*`,
 * `validation.*`) is held as it is, every other key under `server.<key>`. The same answer as
 * `serverMessageLocaleKey` for every key of the catalogue (server-message-locale.test.ts), without the
 * catalogue, whose constants live beside the zod schemas: a page that only shows messages downloads
 * no schema.
 */
export function localeKeyOfServerMessage(key: string): string {
  return Object.hasOwn(englishMessages, key) ? key : `server.${key}`;
}
