import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { TrayIcon } from '../Icon';

export interface EmptyStateProps {
  /** A large decorative icon; defaults to an empty tray. */
  icon?: ReactNode;
  title: ReactNode;
  /** What to do next (DESIGN.md: every empty state says it). */
  body?: ReactNode;
  /** A Button or Link, e.g. 'Browse challenges' or 'Go home'. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
  /** Tone of the icon. */
  tone?: 'muted' | 'danger' | 'accent';
  /** For errors that appear after a load: announced once (role=alert). */
  role?: 'alert';
}

export function EmptyState({
  icon,
  title,
  body,
  action,
  headingLevel = 2,
  tone = 'muted',
  role,
}: EmptyStateProps) {
  const theme = useTheme();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const iconColour =
    tone === 'danger'
      ? theme.colors.danger
      : tone === 'accent'
        ? theme.colors.accent
        : theme.colors.textMuted;
  return (
    <div
      role={role}
      css={css`
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: ${theme.space[3]};
        padding-block: ${theme.space[10]};
        padding-inline: ${theme.space[4]};
        text-align: center;
      `}
    >
      <span
        css={css`
          display: inline-flex;
          align-items: center;
          justify-content: center;
          inline-size: ${theme.space[12]};
          block-size: ${theme.space[12]};
          border-radius: 50%;
          background: ${theme.colors.surfaceRaised};
          color: ${iconColour};
          font-size: ${theme.fontSizes.xl};
        `}
      >
        {icon ?? <TrayIcon />}
      </span>
      <Heading css={{ margin: 0, fontSize: theme.fontSizes.xl }}>{title}</Heading>
      {body ? <p css={{ margin: 0, maxInlineSize: '32rem', color: theme.colors.textMuted }}>{body}</p> : null}
      {action ? <div css={{ marginBlockStart: theme.space[2] }}>{action}</div> : null}
    </div>
  );
}
