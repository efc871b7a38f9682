import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { MessageBanner } from '../MessageBanner';
import { TextField } from '../TextField';

export interface DisconnectDialogProps {
  open: boolean;
  /** The game's or platform's name, e.g. 'Valorant' (the dialog says 'Disconnect Valorant' itself). */
  gameName: string;
  /** spec §5: disconnections left; the dialog says the count in words (plural rules). */
  remainingDisconnections: number;
  reason: string;
  onReasonChange: (value: string) => void;
  /** 500 (spec §5). */
  maxLength: number;
  /** The reason's validation message ('Please provide a reason…'). */
  reasonError?: ReactNode;
  /** The failed call's message. */
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/**
 * Confirms a game disconnect with a required reason and the remaining-disconnections count (spec §2, §5).
 * It says its own words (profile.games.*, issue 32); the page gives the game, the count and the reason.
 */
export function DisconnectDialog({
  open,
  gameName,
  remainingDisconnections,
  reason,
  onReasonChange,
  maxLength,
  reasonError,
  error,
  onConfirm,
  onCancel,
  busy = false,
}: DisconnectDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={t('profile.games.dialogTitle', { game: gameName })}
      description={t('profile.games.dialogBody')}
      closeOnBackdrop={!busy}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={cancel}>
            {t('profile.cancel')}
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {t('profile.games.disconnect')}
          </Button>
        </>
      }
    >
      <p
        css={css`
          margin: 0;
          color: ${theme.colors.textMuted};
          font-size: ${theme.fontSizes.sm};
        `}
      >
        {t('profile.games.remaining', { count: remainingDisconnections })}
      </p>
      <TextField
        label={t('profile.games.reason')}
        multiline
        rows={3}
        required
        requiredLabel={t('contact.required')}
        value={reason}
        onChange={(value) => onReasonChange(value)}
        maxLength={maxLength}
        showCounter
        counterLabel={(length, max) => t('profile.counter', { length, max })}
        error={reasonError}
        disabled={busy}
      />
      {error ? <MessageBanner tone="error">{error}</MessageBanner> : null}
    </Dialog>
  );
}
