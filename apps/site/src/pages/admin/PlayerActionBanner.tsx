import { Button, MessageBanner } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/useMessage';
import type { PlayerOperation } from './usePlayerActions';

/** A finished action's banner: the server's words when done, the failure otherwise; Close clears it. */
export function PlayerActionBanner({
  snapshot,
  onClose,
  failedHere,
}: {
  snapshot: PlayerOperation;
  onClose: () => void;
  failedHere: boolean;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const done = snapshot.matches('done') ? (snapshot.context.result as { message?: string } | null) : null;
  if (!done && !failedHere) return null;
  const tone = done ? 'success' : 'error';
  return (
    <MessageBanner
      tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      action={
        <Button size="sm" variant="secondary" onClick={onClose}>
          {t('admin.common.close')}
        </Button>
      }
    >
      {done ? (done.message ?? '') : text(snapshot.context.error)}
    </MessageBanner>
  );
}
