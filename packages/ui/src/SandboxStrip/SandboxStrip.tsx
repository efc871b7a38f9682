import { css, useTheme } from '@emotion/react';

export interface SandboxStripProps {
  /** The headline, e.g. "Sandbox: no real money". */
  label: string;
  /** One sentence on what is simulated. */
  detail: string;
  /** A link to the sandbox outbox, where this browser's verification emails arrive. */
  mailLink?: { href: string; label: string };
}

/**
 * Shown on every page while any provider runs as a sandbox (development or a public demo): fixed to the
 * bottom edge so it never pushes the page down when it appears, in the warning tone, readable in both
 * directions. The page adds its height as bottom padding so nothing stays hidden under it.
 */
export function SandboxStrip({ label, detail, mailLink }: SandboxStripProps) {
  const theme = useTheme();
  return (
    <aside
      aria-label={label}
      css={css`
        position: fixed;
        inset-inline: 0;
        inset-block-end: 0;
        z-index: 25;
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: center;
        gap: ${theme.space[1]} ${theme.space[3]};
        padding-block: ${theme.space[1]};
        padding-inline: ${theme.space[3]};
        background: ${theme.colors.warning};
        color: ${theme.colors.onTone};
        font-size: ${theme.fontSizes.xs};
        line-height: ${theme.lineHeights.tight};
        text-align: center;
      `}
    >
      <strong
        css={css`
          font-weight: ${theme.fontWeights.bold};
          letter-spacing: 0.02em;
        `}
      >
        {label}
      </strong>
      <span
        css={css`
          @media (max-width: 40rem) {
            display: none;
          }
        `}
      >
        {detail}
      </span>
      {mailLink ? (
        <a
          href={mailLink.href}
          css={css`
            color: inherit;
            font-weight: ${theme.fontWeights.semibold};
            text-decoration: underline;
            text-underline-offset: 2px;
            &:focus-visible {
              outline: 2px solid ${theme.colors.onTone};
              outline-offset: 2px;
              border-radius: ${theme.radii.sm};
            }
          `}
        >
          {mailLink.label}
        </a>
      ) : null}
    </aside>
  );
}

/** The strip's height at two lines, for the page's bottom padding (phones show the label and link only). */
export const sandboxStripReserve = '3.5rem';
