import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface AuthFrameProps {
  /** The page's one heading, e.g. 'Welcome back' or 'Create your account'. */
  title: ReactNode;
  /** The AuthPanel. */
  children: ReactNode;
}

/** The /join page frame: a narrow centred column (520 px) with the page heading above the AuthPanel. */
export function AuthFrame({ title, children }: AuthFrameProps) {
  const theme = useTheme();
  return (
    <div
      css={{
        display: 'grid',
        gap: theme.space[6],
        maxInlineSize: 520,
        marginInline: 'auto',
        padding: `${theme.space[10]} ${theme.space[4]} 0`,
      }}
    >
      <h1
        css={{
          margin: 0,
          fontFamily: theme.fonts.display,
          fontSize: theme.fontSizes.xxl,
          lineHeight: theme.lineHeights.tight,
          textAlign: 'center',
        }}
      >
        {title}
      </h1>
      {children}
    </div>
  );
}
