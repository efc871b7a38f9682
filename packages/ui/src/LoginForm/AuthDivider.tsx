import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

/** A rule with a word in the middle ('or') between a form and its alternatives. */
export function AuthDivider({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <p
      css={css`
        display: flex;
        align-items: center;
        gap: ${theme.space[3]};
        margin: 0;
        color: ${theme.colors.textMuted};
        font-size: ${theme.fontSizes.sm};
        &::before,
        &::after {
          content: '';
          flex: 1;
          border-block-start: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        }
      `}
    >
      {children}
    </p>
  );
}
