import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface ListRowProps {
  children: ReactNode;
  /** An accent border, e.g. the preferred saved card. */
  highlighted?: boolean;
  /** `div` for a placeholder row outside a list (a loading skeleton). */
  as?: 'li' | 'div';
}

/** One item of a settings list (connected games, saved cards): a bordered row that wraps on narrow screens. */
export function ListRow({ children, highlighted = false, as: Element = 'li' }: ListRowProps) {
  const theme = useTheme();
  return (
    <Element
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: ${theme.space[3]};
        padding: ${theme.space[3]} ${theme.space[4]};
        border-radius: ${theme.radii.md};
        border: ${theme.borderWidths.hairline} solid
          ${highlighted ? theme.colors.accent : theme.colors.border};
        background: ${theme.colors.surface};
      `}
    >
      {children}
    </Element>
  );
}
