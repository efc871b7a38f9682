import { css, useTheme } from '@emotion/react';
import { Button } from '../Button';
import { CopyButton } from '../CopyButton';
import { CurrencyAmount } from '../CurrencyAmount';
import { Dialog } from '../Dialog';
import { useWithdrawalConfirmWords, type WithdrawalConfirmDialogLabels } from './withdrawalWords';

export type { WithdrawalConfirmDialogLabels } from './withdrawalWords';

export interface WithdrawalConfirmDialogProps {
  open: boolean;
  /** Other words than the product's (wallet.withdrawal.* in the locale files), e.g. in a story. */
  labels?: Partial<WithdrawalConfirmDialogLabels>;
  transactionId: string;
  crystals: number;
  /** What the payout goes to: the payment email, or 'Card' (spec §2). */
  destination: string;
  /** True while the copy confirmation shows (the withdrawal machine's 2 s). */
  copied: boolean;
  onCopy: () => void;
  onClose: () => void;
  /** e.g. '$30.00'. */
  usd?: string;
  format?: (amount: number) => string;
}

/** spec §2 Wallet: after a withdrawal, the copyable transaction id and the email or 'Card'. */
export function WithdrawalConfirmDialog({
  open,
  labels: given,
  transactionId,
  crystals,
  destination,
  copied,
  onCopy,
  onClose,
  usd,
  format,
}: WithdrawalConfirmDialogProps) {
  const labels: WithdrawalConfirmDialogLabels = { ...useWithdrawalConfirmWords(format), ...given };
  const theme = useTheme();
  const row = css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[1]} ${theme.space[3]};
  `;
  const term = css`
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={labels.title}
      description={labels.description}
      closeLabel={labels.close}
      actions={<Button onClick={onClose}>{labels.done}</Button>}
    >
      <dl css={{ margin: 0, display: 'grid', gap: theme.space[3] }}>
        <div css={row}>
          <dt css={term}>{labels.amount}</dt>
          <dd css={{ margin: 0, display: 'inline-flex', alignItems: 'baseline', gap: theme.space[2] }}>
            <CurrencyAmount
              currency="crystal"
              amount={crystals}
              format={format}
              label={labels.crystalsAmount(crystals)}
            />
            {usd ? <span css={{ color: theme.colors.textMuted, unicodeBidi: 'isolate' }}>{usd}</span> : null}
          </dd>
        </div>
        <div css={row}>
          <dt css={term}>{labels.destination}</dt>
          <dd css={{ margin: 0, overflowWrap: 'anywhere', unicodeBidi: 'isolate' }}>{destination}</dd>
        </div>
        <div
          css={css`
            display: grid;
            gap: ${theme.space[2]};
            padding: ${theme.space[3]};
            border-radius: ${theme.radii.md};
            background: ${theme.colors.surface};
          `}
        >
          <dt css={term}>{labels.transactionId}</dt>
          <dd css={[row, { margin: 0 }]}>
            <code
              css={{
                fontSize: theme.fontSizes.md,
                overflowWrap: 'anywhere',
                direction: 'ltr',
                unicodeBidi: 'isolate',
                minInlineSize: 0,
              }}
            >
              {transactionId}
            </code>
            <CopyButton label={labels.copy} copiedLabel={labels.copied} copied={copied} onCopy={onCopy} />
          </dd>
        </div>
      </dl>
    </Dialog>
  );
}
