import { css, useTheme } from '@emotion/react';

export interface XpAmountProps {
  /** The translated amount, e.g. '200 XP' or '200 نقطة خبرة'. */
  text: string;
  size?: 'sm' | 'md';
}

/** Experience points beside a crystal amount: the accent colour, tabular figures, kept on one line. */
export function XpAmount({ text, size = 'sm' }: XpAmountProps) {
  const theme = useTheme();
  return (
    <span
      css={css`
        color: ${theme.colors.accent};
        font-size: ${size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md};
        font-weight: ${theme.fontWeights.semibold};
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
        unicode-bidi: isolate;
      `}
    >
      {text}
    </span>
  );
}
