import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { MessageBanner } from '../MessageBanner';
import { TextField } from '../TextField';

export interface DisconnectDialogProps {
  open: boolean;
  /** e.g. 'Disconnect Valorant?'. */
  title: string;
  /** e.g. 'You can reconnect this game after 7 days.' */
  description?: string;
  /** e.g. 'Disconnections left: 2'. */
  remainingLabel: string;
  /** e.g. 'Reason'. */
  reasonLabel: string;
  reason: string;
  onReasonChange: (value: string) => void;
  /** 500 (spec §5). */
  maxLength: number;
  /** Screen-reader text of the counter, e.g. (n, max) => `${n} of ${max} characters`. */
  counterLabel: (length: number, max: number) => string;
  /** 'Required' marker text. */
  requiredLabel: string;
  /** The reason's validation message ('Please provide a reason…'). */
  reasonError?: ReactNode;
  /** The failed call's message. */
  error?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** Confirms a game disconnect with a required reason and the remaining-disconnections count (spec §2, §5). */
export function DisconnectDialog({
  open,
  title,
  description,
  remainingLabel,
  reasonLabel,
  reason,
  onReasonChange,
  maxLength,
  counterLabel,
  requiredLabel,
  reasonError,
  error,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onCancel,
  busy = false,
}: DisconnectDialogProps) {
  const theme = useTheme();
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={title}
      description={description}
      closeLabel={closeLabel}
      closeOnBackdrop={!busy}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={cancel}>
            {cancelLabel}
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {confirmLabel}
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
        {remainingLabel}
      </p>
      <TextField
        label={reasonLabel}
        multiline
        rows={3}
        required
        requiredLabel={requiredLabel}
        value={reason}
        onChange={(value) => onReasonChange(value)}
        maxLength={maxLength}
        showCounter
        counterLabel={counterLabel}
        error={reasonError}
        disabled={busy}
      />
      {error ? <MessageBanner tone="error">{error}</MessageBanner> : null}
    </Dialog>
  );
}
