import { localeKeyOfServerMessage } from '@arena/contract';
import type { UserMessage } from '@arena/machines';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Turns a machine's or the API client's message (a key with params, or the server's words) into text.
 * The server's words come with their catalogue key when the server named them (issue 13): the reader's
 * locale text for that key (`server.<key>`, or a domain key such as `validation.name.required`) is shown
 * with the server's params; without a key, or for a key this locale does not hold, the server's text.
 */
export function useMessageText(): (message: UserMessage | null | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      if (!('serverMessage' in message)) return t(message.messageKey, { ...message.params });
      const key = message.serverMessageKey;
      if (key) {
        const localeKey = localeKeyOfServerMessage(key);
        if (i18n.exists(localeKey)) return t(localeKey, { ...message.serverMessageParams });
      }
      return message.serverMessage;
    },
    [t, i18n],
  );
}
