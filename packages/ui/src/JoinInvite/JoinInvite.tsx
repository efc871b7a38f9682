import { useTheme } from '@emotion/react';
import { isolate } from '@arena/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface JoinInviteProps {
  /** The player whose public profile this is: 'Think you can beat {name}?'. */
  playerName: string;
  /** The sign-up link, e.g. a Button to /join saying 'Join now'. */
  action: ReactNode;
}

/** The call to join at the foot of a public profile, in the reader's language, with the player's name. */
export function JoinInvite({ playerName, action }: JoinInviteProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      css={{
        display: 'grid',
        justifyItems: 'center',
        gap: theme.space[3],
        padding: theme.space[8],
        borderRadius: theme.radii.lg,
        background: theme.colors.surface,
        border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
        textAlign: 'center',
      }}
    >
      <h2 id={titleId} css={{ margin: 0, fontSize: theme.fontSizes.xl, overflowWrap: 'anywhere' }}>
        {t('publicProfile.joinTitle', { name: isolate(playerName) })}
      </h2>
      <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('publicProfile.joinBody')}</p>
      {action}
    </section>
  );
}
