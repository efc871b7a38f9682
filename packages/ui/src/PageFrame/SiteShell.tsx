import { css, keyframes, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sandboxStripReserve } from '../SandboxStrip';

export interface SiteShellProps {
  header: ReactNode;
  footer: ReactNode;
  /** The page. */
  children: ReactNode;
  /** The next page is loading: a thin bar runs along the top, so a slow network never looks frozen. */
  navigating?: boolean;
  /** The sandbox strip (fixed to the bottom edge); the footer scrolls clear of it. */
  sandboxStrip?: ReactNode;
}

const grow = keyframes`
  from { transform: scaleX(0.1); }
  to { transform: scaleX(0.9); }
`;

/**
 * The frame of every site page: a skip link to the content, the header, the page in `<main id="main">`, the
 * footer, and while the next page loads a progress bar along the top. Owns its words (`nav.skipToContent`).
 */
export function SiteShell({ header, footer, children, navigating = false, sandboxStrip }: SiteShellProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  return (
    <div
      css={{
        display: 'flex',
        flexDirection: 'column',
        minBlockSize: '100vh',
        paddingBlockEnd: sandboxStrip ? sandboxStripReserve : 0,
      }}
    >
      {navigating ? (
        <div
          role="progressbar"
          aria-label={t('common.loading')}
          css={css`
            position: fixed;
            inset-inline: 0;
            inset-block-start: 0;
            block-size: 3px;
            z-index: 30;
            background: ${theme.colors.accent};
            transform-origin: left;
            animation: ${grow} 1.2s ease-in-out infinite;
            @media (prefers-reduced-motion: reduce) {
              animation: none;
            }
          `}
        />
      ) : null}
      <a
        href="#main"
        css={css`
          position: absolute;
          inset-inline-start: ${theme.space[2]};
          inset-block-start: ${theme.space[2]};
          z-index: 20;
          padding: ${theme.space[3]};
          border-radius: ${theme.radii.md};
          background: ${theme.colors.accent};
          color: ${theme.colors.onAccent};
          transform: translateY(-200%);
          &:focus {
            transform: none;
          }
        `}
      >
        {t('nav.skipToContent')}
      </a>
      {header}
      {/* At least a screen tall: while a page's data loads, the footer waits below the fold instead of
          being pushed down under the reader's eyes (issue 15: layout shift). */}
      <main id="main" tabIndex={-1} css={{ flex: 1, minHeight: '100svh', outline: 'none' }}>
        {children}
      </main>
      {footer}
      {sandboxStrip}
    </div>
  );
}
