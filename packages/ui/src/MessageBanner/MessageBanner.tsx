import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../Icon';

export type MessageTone = 'success' | 'error' | 'info' | 'warning';

export interface MessageBannerProps {
  tone: MessageTone;
  /** Short headline, e.g. 'Account created'. */
  title?: ReactNode;
  /** The message, e.g. the server's text (spec §4 register banner). */
  children?: ReactNode;
  /** A button or link, e.g. 'Log in' or 'Try again'. */
  action?: ReactNode;
  /** Errors and warnings interrupt (alert); success and info wait their turn (status). */
  role?: 'status' | 'alert' | 'none';
}

const toneColour = { success: 'success', error: 'danger', info: 'accent', warning: 'warning' } as const;
const icons = { success: SuccessIcon, error: ErrorIcon, info: InfoIcon, warning: WarningIcon } as const;

export function MessageBanner({ tone, title, children, action, role }: MessageBannerProps) {
  const theme = useTheme();
  const colour = theme.colors[toneColour[tone]];
  const ToneIcon = icons[tone];
  const liveRole = role ?? (tone === 'error' || tone === 'warning' ? 'alert' : 'status');
  return (
    <div
      role={liveRole === 'none' ? undefined : liveRole}
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: flex-start;
        gap: ${theme.space[3]};
        padding: ${theme.space[4]};
        background: ${theme.colors.surfaceRaised};
        color: ${theme.colors.text};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        border-inline-start: ${theme.space[1]} solid ${colour};
        border-radius: ${theme.radii.md};
      `}
    >
      <span css={{ color: colour, display: 'inline-flex', paddingBlockStart: theme.space[0.5] }}>
        <ToneIcon />
      </span>
      <div css={{ flex: '1 1 12rem', minInlineSize: 0, display: 'grid', gap: theme.space[1] }}>
        {title ? <p css={{ margin: 0, fontWeight: theme.fontWeights.semibold }}>{title}</p> : null}
        {children ? (
          <div css={{ color: title ? theme.colors.textMuted : theme.colors.text }}>{children}</div>
        ) : null}
      </div>
      {action ? <div css={{ flex: '0 0 auto', marginInlineStart: 'auto' }}>{action}</div> : null}
    </div>
  );
}
