import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import { Button, type ButtonSize } from '../Button';
import { LockIcon } from '../Icon';

export interface JoinButtonProps {
  /** e.g. 'Join'. */
  label: string;
  onJoin: () => void;
  /**
   * Why this player cannot join, known before they press (issue 34), e.g. 'For bracket 2 — you are in
   * bracket 1': the button is disabled and the reason shows under it, tied to it for screen readers.
   */
  blockedReason?: string | null;
  fullWidth?: boolean;
  size?: ButtonSize;
}

/** A challenge's Join: on a card and on the challenge's page, the same words and the same refusal. */
export function JoinButton({ label, onJoin, blockedReason, fullWidth = false, size }: JoinButtonProps) {
  const theme = useTheme();
  const reasonId = useId();
  if (!blockedReason) {
    return (
      <Button fullWidth={fullWidth} onClick={onJoin} {...(size ? { size } : {})}>
        {label}
      </Button>
    );
  }
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[2]};
        justify-items: ${fullWidth ? 'stretch' : 'start'};
      `}
    >
      <Button
        fullWidth={fullWidth}
        variant="secondary"
        disabled
        aria-describedby={reasonId}
        {...(size ? { size } : {})}
      >
        {label}
      </Button>
      <p
        id={reasonId}
        css={css`
          display: flex;
          align-items: center;
          justify-content: ${fullWidth ? 'center' : 'flex-start'};
          gap: ${theme.space[1]};
          margin: 0;
          color: ${theme.colors.textMuted};
          font-size: ${theme.fontSizes.sm};
          text-align: ${fullWidth ? 'center' : 'start'};
        `}
      >
        <LockIcon />
        <span>{blockedReason}</span>
      </p>
    </div>
  );
}
