import { formatUsdCents, usdCentsFromCrystals } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import { Button } from '../Button';
import { CopyButton } from '../CopyButton';
import { CurrencyAmount } from '../CurrencyAmount';
import { Dialog } from '../Dialog';
import {
  useDestinationWords,
  useWithdrawalConfirmWords,
  type WithdrawalDestination,
} from './withdrawalWords';

export interface WithdrawalConfirmDialogProps {
  open: boolean;
  transactionId: string;
  crystals: number;
  /** What the payout goes to: the payment email, or the card (spec §2); the dialog says it. */
  destination: WithdrawalDestination;
  /** True while the copy confirmation shows (the withdrawal machine's 2 s). */
  copied: boolean;
  onCopy: () => void;
  onClose: () => void;
  format?: (amount: number) => string;
}

/**
 * spec §2 Wallet: after a withdrawal, the copyable transaction id, the amount and its worth in USD (50
 * crystals = 1 USD, spec §9) and the email or the card, all in the dialog's own words.
 */
export function WithdrawalConfirmDialog({
  open,
  transactionId,
  crystals,
  destination,
  copied,
  onCopy,
  onClose,
  format,
}: WithdrawalConfirmDialogProps) {
  const labels = useWithdrawalConfirmWords(format);
  const destinationWords = useDestinationWords();
  const usd = formatUsdCents(usdCentsFromCrystals(crystals));
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
            <span css={{ color: theme.colors.textMuted, unicodeBidi: 'isolate' }}>{usd}</span>
          </dd>
        </div>
        <div css={row}>
          <dt css={term}>{labels.destination}</dt>
          <dd css={{ margin: 0, overflowWrap: 'anywhere', unicodeBidi: 'isolate' }}>
            {destinationWords(destination)}
          </dd>
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
