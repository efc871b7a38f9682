import { localeKeyOfServerMessage } from '@arena/contract';
import type { UserMessage } from '@arena/machines';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lacksWords, loadAllWords } from './i18n';

/**
 * Turns a machine's or the API client's message (a key with params, or the server's words) into text.
 * The server's words come with their catalogue key when the server named them (issue 13): the reader's
 * locale text for that key (`server.<key>`, or a domain key such as `validation.name.required`) is shown
 * with the server's params; without a key, or for a key this locale does not hold, the server's text.
 */
export function useMessageText(): (message: UserMessage | null | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  // A visitor's page starts with the public words only (decision 0035): a server message's key may come
  // with the whole locale, which is then asked for; its arrival renders the message again, translated.
  const [, setWords] = useState(0);
  useEffect(() => {
    if (!lacksWords(i18n)) return;
    const added = () => setWords((count) => count + 1);
    i18n.store.on('added', added);
    return () => i18n.store.off('added', added);
  }, [i18n]);
  return useCallback(
    (message) => {
      if (!message) return undefined;
      if (!('serverMessage' in message)) return t(message.messageKey, { ...message.params });
      const key = message.serverMessageKey;
      if (key) {
        const localeKey = localeKeyOfServerMessage(key);
        if (i18n.exists(localeKey)) return t(localeKey, { ...message.serverMessageParams });
        if (lacksWords(i18n)) void loadAllWords(i18n).catch(() => undefined);
      }
      return message.serverMessage;
    },
    [t, i18n],
  );
}
