import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { CurrencyAmount } from '../CurrencyAmount';
import { Dialog } from '../Dialog';
import { MessageBanner } from '../MessageBanner';

/** The enrolment machine's dialog states (spec §4 Enrolment dialog, §5). */
export type EnrolDialogState = 'idle' | 'enrolling' | 'success' | 'error' | 'blocked';

export interface EnrolDialogProps {
  open: boolean;
  state: EnrolDialogState;
  /** idle/enrolling: e.g. 'Join Weekend Premium Cup?'; success: 'Successfully Enrolled!'; error and
   * blocked: 'Enrollment Failed'. */
  title: string;
  /** e.g. 'Entry fee' and '1 GCoin'. */
  fee: { label: string; amount: number; amountLabel: string };
  /** e.g. 'Your balance' and '3 GCoins'. */
  balance: { label: string; amount: number; amountLabel: string };
  /** error: the server's words or the fallback; blocked: 'Insufficient GCoins…'; success: optional. */
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** e.g. 'Done' (success) or 'Close' (error, blocked). */
  dismissLabel: string;
  closeLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** blocked: the Purchase GCoins action (a link to /store), supplied by the page. */
  purchaseAction?: ReactNode;
}

function Amount({ label, amount, amountLabel }: EnrolDialogProps['fee']) {
  const theme = useTheme();
  return (
    <div css={{ display: 'contents' }}>
      <dt css={{ color: theme.colors.textMuted }}>{label}</dt>
      <dd css={{ margin: 0, textAlign: 'end' }}>
        <CurrencyAmount currency="gcoin" amount={amount} label={amountLabel} size="sm" />
      </dd>
    </div>
  );
}

/** Joining a challenge: the fee and balance, then enrolling, success, error or blocked. */
export function EnrolDialog({
  open,
  state,
  title,
  fee,
  balance,
  message,
  confirmLabel,
  cancelLabel,
  dismissLabel,
  closeLabel,
  onConfirm,
  onClose,
  purchaseAction,
}: EnrolDialogProps) {
  const theme = useTheme();
  const busy = state === 'enrolling';
  const close = () => {
    if (!busy) onClose();
  };
  const asking = state === 'idle' || state === 'enrolling';
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      closeLabel={closeLabel}
      closeOnBackdrop={!busy}
      actions={
        asking ? (
          <>
            <Button variant="secondary" disabled={busy} onClick={close}>
              {cancelLabel}
            </Button>
            <Button loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </>
        ) : (
          <>
            {state === 'blocked' ? purchaseAction : null}
            <Button variant={state === 'success' ? 'primary' : 'secondary'} onClick={close}>
              {dismissLabel}
            </Button>
          </>
        )
      }
    >
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
        <Amount {...fee} />
        <Amount {...balance} />
      </dl>
      {message && state === 'success' ? <MessageBanner tone="success">{message}</MessageBanner> : null}
      {message && (state === 'error' || state === 'blocked') ? (
        <MessageBanner tone={state === 'blocked' ? 'warning' : 'error'}>{message}</MessageBanner>
      ) : null}
    </Dialog>
  );
}
