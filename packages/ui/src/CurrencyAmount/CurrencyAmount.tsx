import { formatCount } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import { VisuallyHidden } from '../VisuallyHidden';
import { CrystalIcon, GCoinIcon } from './CurrencyIcon';

export type Currency = 'gcoin' | 'crystal';

export interface CurrencyAmountProps {
  currency: Currency;
  amount: number;
  /** What a screen reader hears instead of icon and figure, e.g. '1,250 GCoins' or '1٬250 كريستالة'. */
  label: string;
  /** Formats the figure; defaults to en-US grouping (spec §9). */
  format?: (amount: number) => string;
  size?: 'sm' | 'md' | 'lg';
}

const defaultFormat = formatCount;

export function CurrencyAmount({
  currency,
  amount,
  label,
  format = defaultFormat,
  size = 'md',
}: CurrencyAmountProps) {
  const theme = useTheme();
  const fontSize = { sm: theme.fontSizes.sm, md: theme.fontSizes.md, lg: theme.fontSizes.xl }[size];
  return (
    <span
      css={css`
        display: inline-flex;
        align-items: center;
        gap: ${theme.space[1]};
        color: ${theme.colors[currency]};
        font-size: ${fontSize};
        font-weight: ${theme.fontWeights.semibold};
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
        unicode-bidi: isolate;
      `}
    >
      {currency === 'gcoin' ? <GCoinIcon /> : <CrystalIcon />}
      <span aria-hidden="true">{format(amount)}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
