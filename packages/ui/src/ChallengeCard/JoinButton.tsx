import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonSize } from '../Button';
import { LockIcon } from '../Icon';

/** Why a player cannot join (issue 34, domain bracketBlock): the challenge's bracket is not theirs. */
export interface JoinBlock {
  challengeBracket: number;
  playerBracket: number;
}

export interface JoinButtonProps {
  onJoin: () => void;
  /**
   * Why this player cannot join, known before they press (issue 34): the button is disabled and the reason
   * ('For bracket 2 — you are in bracket 1') shows under it, tied to it for screen readers.
   */
  blocked?: JoinBlock | null;
  fullWidth?: boolean;
  size?: ButtonSize;
}

/** A challenge's Join: on a card and on the challenge's page, the same words and the same refusal. */
export function JoinButton({ onJoin, blocked, fullWidth = false, size }: JoinButtonProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const reasonId = useId();
  const label = t('challenge.registration.open');
  if (!blocked) {
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
        <span>
          {t('challenges.bracket.blocked', {
            challengeBracket: blocked.challengeBracket,
            bracket: blocked.playerBracket,
          })}
        </span>
      </p>
    </div>
  );
}
