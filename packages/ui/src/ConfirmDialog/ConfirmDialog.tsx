import { css, useTheme } from '@emotion/react';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { MessageBanner } from '../MessageBanner';

export interface ConfirmSummaryLine {
  id: string;
  /** e.g. 'You pay'. */
  label: ReactNode;
  /** e.g. a CurrencyAmount or '$14.86'. */
  value: ReactNode;
}

export interface ConfirmDialogProps {
  open: boolean;
  /** e.g. 'Exchange crystals?'. */
  title: ReactNode;
  /** A sentence under the title, e.g. 'This cannot be undone.' */
  description?: ReactNode;
  /** What moves: one line per amount (DESIGN.md: money actions confirm before they move anything). */
  lines?: readonly ConfirmSummaryLine[];
  confirmLabel: string;
  /** 'Cancel' in the reader's language by default. */
  cancelLabel?: string;
  /** Accessible name of the close button; 'Close' in the reader's language by default. */
  closeLabel?: string;
  onConfirm: () => void;
  /** Cancel, Escape, the close button or the backdrop; ignored while busy. */
  onCancel: () => void;
  /** The money is moving: the confirm button spins and nothing closes the dialog. */
  busy?: boolean;
  /** Why the last attempt failed, with what to do; the dialog stays open to retry. */
  error?: ReactNode;
  /** `danger` for actions that take money away for good (e.g. a withdrawal). */
  tone?: 'primary' | 'danger';
}

/** A generic money confirmation: summary, then Cancel (focused first) and Confirm. */
export function ConfirmDialog({
  open,
  title,
  description,
  lines = [],
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onCancel,
  busy = false,
  error,
  tone = 'primary',
}: ConfirmDialogProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const cancelId = useId();

  // Runs after Dialog's own effect has called showModal(): the least harmful choice gets focus.
  useEffect(() => {
    if (open) document.getElementById(cancelId)?.focus();
  }, [open, cancelId]);

  const cancel = () => {
    if (!busy) onCancel();
  };

  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={title}
      description={description}
      closeLabel={closeLabel ?? t('common.close')}
      closeOnBackdrop={!busy}
      actions={
        <>
          <Button id={cancelId} variant="secondary" disabled={busy} onClick={cancel}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button variant={tone} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {lines.length > 0 ? (
        <dl
          css={css`
            display: grid;
            grid-template-columns: minmax(0, 1fr) auto;
            gap: ${theme.space[2]} ${theme.space[4]};
            margin: 0;
            padding: ${theme.space[4]};
            border-radius: ${theme.radii.md};
            background: ${theme.colors.surface};
          `}
        >
          {lines.map((line) => (
            <div key={line.id} css={{ display: 'contents' }}>
              <dt css={{ color: theme.colors.textMuted }}>{line.label}</dt>
              <dd css={{ margin: 0, textAlign: 'end', fontWeight: theme.fontWeights.semibold }}>
                {line.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {error ? <MessageBanner tone="error">{error}</MessageBanner> : null}
    </Dialog>
  );
}
