import type { ChallengeFieldMessage } from '@arena/machines';
import { useTranslation } from 'react-i18next';

/** A field message as text: a translation key, or the server's words as returned. */
export function useFieldText() {
  const { t } = useTranslation();
  return (message: ChallengeFieldMessage | undefined): string | undefined =>
    !message
      ? undefined
      : 'serverMessage' in message
        ? message.serverMessage
        : t(message.key, { ...message.params });
}
