import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { ToneName } from '../theme/theme';

export interface StatCardProps {
  /** e.g. 'Win rate'. */
  label: ReactNode;
  /** Already formatted, e.g. '62%', '$1,240.50' or a CurrencyAmount. */
  value: ReactNode;
  /** A line of context, e.g. '31 of 50 challenges'. */
  hint?: ReactNode;
  /** Border colour, e.g. `success` for wins. */
  accent?: ToneName;
  /** The value as a heading-sized figure; set false for text values such as a private notice. */
  numeric?: boolean;
}

/** One statistic: the label is read first, the figure is drawn largest, whole, in tabular digits. */
export function StatCard({ label, value, hint, accent, numeric = true }: StatCardProps) {
  const theme = useTheme();
  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: ${theme.space[1]};
        padding: ${theme.space[4]};
        background: ${theme.colors.surface};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        border-inline-start: ${accent ? `${theme.space[1]} solid ${theme.colors[accent]}` : undefined};
        border-radius: ${theme.radii.lg};
      `}
    >
      <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>{label}</span>
      <span
        css={
          numeric
            ? {
                fontFamily: theme.fonts.display,
                fontSize: theme.fontSizes.xxl,
                fontWeight: theme.fontWeights.bold,
                lineHeight: theme.lineHeights.tight,
                fontVariantNumeric: 'tabular-nums',
                // A figure is one word: it never breaks; its card grows instead.
                whiteSpace: 'nowrap',
              }
            : { fontWeight: theme.fontWeights.semibold }
        }
      >
        {value}
      </span>
      {hint ? (
        <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.xs }}>{hint}</span>
      ) : null}
    </div>
  );
}
