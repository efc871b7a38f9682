import { formatCount } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  /** The entry fee in whole GCoins: shown as 'Entry fee' and read as '1 GCoin'. */
  fee: number;
  /** The player's GCoins: shown as 'Your balance'. */
  balance: number;
  /** error: the server's words or the fallback; blocked: 'Insufficient GCoins…'; success: optional. */
  message?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  /** blocked: the Purchase GCoins action (a link to /store), supplied by the page. */
  purchaseAction?: ReactNode;
}

function Amount({ label, amount }: { label: string; amount: number }) {
  const theme = useTheme();
  const { t } = useTranslation();
  const amountLabel = t('wallet.gCoinsAmount', { count: amount, formatted: formatCount(amount) });
  return (
    <div css={{ display: 'contents' }}>
      <dt css={{ color: theme.colors.textMuted }}>{label}</dt>
      <dd css={{ margin: 0, textAlign: 'end' }}>
        <CurrencyAmount currency="gcoin" amount={amount} label={amountLabel} size="sm" />
      </dd>
    </div>
  );
}

/**
 * Joining a challenge: the fee and balance, then enrolling, success, error or blocked. Says its own fixed
 * words (challenges.enrol.*: the fee and balance names, Join challenge, Cancel, OK, Close); the title and
 * the message are the page's.
 */
export function EnrolDialog({
  open,
  state,
  title,
  fee,
  balance,
  message,
  onConfirm,
  onClose,
  purchaseAction,
}: EnrolDialogProps) {
  const theme = useTheme();
  const { t } = useTranslation();
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
      closeLabel={t('challenges.enrol.close')}
      closeOnBackdrop={!busy}
      actions={
        asking ? (
          <>
            <Button variant="secondary" disabled={busy} onClick={close}>
              {t('challenges.enrol.cancel')}
            </Button>
            <Button loading={busy} onClick={onConfirm}>
              {t('challenges.enrol.confirm')}
            </Button>
          </>
        ) : (
          <>
            {state === 'blocked' ? purchaseAction : null}
            <Button variant={state === 'success' ? 'primary' : 'secondary'} onClick={close}>
              {t('challenges.enrol.done')}
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
        <Amount label={t('challenges.card.entryFee')} amount={fee} />
        <Amount label={t('challenges.enrol.balance')} amount={balance} />
      </dl>
      {message && state === 'success' ? <MessageBanner tone="success">{message}</MessageBanner> : null}
      {message && (state === 'error' || state === 'blocked') ? (
        <MessageBanner tone={state === 'blocked' ? 'warning' : 'error'}>{message}</MessageBanner>
      ) : null}
    </Dialog>
  );
}
