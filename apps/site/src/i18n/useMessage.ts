import type { UserMessage } from '@arena/machines';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Turns a machine's or the API client's message (a key with params, or the server's words) into text. */
export function useMessageText(): (message: UserMessage | null | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      return 'serverMessage' in message
        ? message.serverMessage
        : t(message.messageKey, { ...message.params });
    },
    [t],
  );
}
