import { formatUsdCents, usdCentsFromCrystals } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import { useEffect, useId } from 'react';
import { Button } from '../Button';
import { CurrencyAmount } from '../CurrencyAmount';
import { Dialog } from '../Dialog';
import { useDestinationWords, useWithdrawalReviewWords, type WithdrawalDestination } from './withdrawalWords';

export interface WithdrawalReviewDialogProps {
  open: boolean;
  crystals: number;
  /** The payment email, or the card the dialog names, e.g. 'Visa ending in 1111'. */
  destination: WithdrawalDestination;
  /** The request is on its way: Confirm spins and nothing closes the dialog. */
  busy?: boolean;
  /** Sends the withdrawal: nothing leaves before this. */
  onConfirm: () => void;
  /** 'Back to edit', Escape, the close button or the backdrop: the form again, as it was. */
  onBack: () => void;
  format?: (amount: number) => string;
}

/**
 * Issue 34 row 12: the step between the withdrawal form and the request. It says what leaves, what
 * arrives and where, and what happens next; Back to edit gets focus first (the harmless choice).
 */
export function WithdrawalReviewDialog({
  open,
  crystals,
  destination,
  busy = false,
  onConfirm,
  onBack,
  format,
}: WithdrawalReviewDialogProps) {
  const labels = useWithdrawalReviewWords(format);
  const destinationWords = useDestinationWords();
  // What the player receives (50 crystals = 1 USD, spec §9).
  const usd = formatUsdCents(usdCentsFromCrystals(crystals));
  const theme = useTheme();
  const backId = useId();

  // After Dialog's own effect has called showModal().
  useEffect(() => {
    if (open) document.getElementById(backId)?.focus();
  }, [open, backId]);

  const back = () => {
    if (!busy) onBack();
  };
  const row = css`
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${theme.space[1]} ${theme.space[3]};
  `;
  const term = css`
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `;
  const value = css`
    margin: 0;
    font-weight: ${theme.fontWeights.semibold};
    overflow-wrap: anywhere;
    unicode-bidi: isolate;
  `;

  return (
    <Dialog
      open={open}
      onClose={back}
      title={labels.title}
      description={labels.summary(crystals, usd, destinationWords(destination))}
      closeLabel={labels.close}
      closeOnBackdrop={!busy}
      actions={
        <>
          <Button id={backId} variant="secondary" disabled={busy} onClick={back}>
            {labels.back}
          </Button>
          <Button loading={busy} onClick={onConfirm}>
            {labels.confirm}
          </Button>
        </>
      }
    >
      <dl
        css={css`
          display: grid;
          gap: ${theme.space[3]};
          margin: 0;
          padding: ${theme.space[4]};
          border-radius: ${theme.radii.md};
          background: ${theme.colors.surface};
        `}
      >
        <div css={row}>
          <dt css={term}>{labels.amount}</dt>
          <dd css={value}>
            <CurrencyAmount
              currency="crystal"
              amount={crystals}
              format={format}
              label={labels.crystalsAmount(crystals)}
            />
          </dd>
        </div>
        <div css={row}>
          <dt css={term}>{labels.receive}</dt>
          <dd css={[value, { fontVariantNumeric: 'tabular-nums' }]}>{usd}</dd>
        </div>
        <div css={row}>
          <dt css={term}>{labels.destination}</dt>
          <dd css={value}>{destinationWords(destination)}</dd>
        </div>
      </dl>
      <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>{labels.note}</p>
    </Dialog>
  );
}
