import { formatCount } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import { CrystalIcon, GCoinIcon, type Currency } from '../CurrencyAmount';
import { Skeleton } from '../Skeleton';

export interface BalancePillProps {
  currency: Currency;
  /** Whole units (integers). */
  amount: number;
  /** Formats the figure, e.g. the site's locale formatter or a compact one ('18.5K'). */
  format?: (amount: number) => string;
  /** Shows a placeholder instead of the figure; the region holding it announces the wait. */
  loading?: boolean;
  /** Smaller pill for the phone header. */
  compact?: boolean;
}

const defaultFormat = formatCount;

/**
 * One balance in the currency's own colour with its icon (DESIGN.md). Decorative to assistive
 * tech: the parent (HeaderBalances, a WalletCard) names the balance in words.
 */
export function BalancePill({
  currency,
  amount,
  format = defaultFormat,
  loading = false,
  compact = false,
}: BalancePillProps) {
  const theme = useTheme();
  return (
    <span
      aria-hidden="true"
      css={css`
        display: inline-flex;
        align-items: center;
        gap: ${theme.space[1]};
        padding-block: ${theme.space[1]};
        padding-inline: ${compact ? theme.space[2] : theme.space[3]};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        border-radius: ${theme.radii.pill};
        background: ${theme.colors.surfaceRaised};
        color: ${theme.colors[currency]};
        font-size: ${compact ? theme.fontSizes.sm : theme.fontSizes.md};
        font-weight: ${theme.fontWeights.semibold};
        line-height: ${theme.lineHeights.tight};
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
        unicode-bidi: isolate;
      `}
    >
      {currency === 'gcoin' ? <GCoinIcon /> : <CrystalIcon />}
      {loading ? <Skeleton inlineSize={compact ? '3ch' : '5ch'} blockSize="1em" /> : format(amount)}
    </span>
  );
}
