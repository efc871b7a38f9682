import { css, useTheme } from '@emotion/react';
import type { ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { LeaderboardPodium, type LeaderboardEntry } from '../LeaderboardPodium';
import { LandingSection } from './LandingSection';
import { linkProps } from './links';

export interface TopPlayersSectionProps {
  /** The top five (spec §2 landing); null while loading. */
  entries: readonly LeaderboardEntry[] | null;
  /** A player's public profile, e.g. (id) => `/public-profile/${id}` (opens in a new tab). */
  hrefFor: (userId: string) => string;
  /** The community chat (external, new tab). */
  communityUrl: string;
  /** Where the empty state's next step leads: the challenges. */
  challengesHref: string;
  linkAs?: ElementType;
  /** Shown for a player without a photo. */
  fallbackPhotoSrc?: string;
}

/**
 * "Top players": the landing's podium of the top five, rank 1 in the centre, with the community
 * button; with nobody ranked yet, a designed empty state leading to the challenges. Owns its words.
 */
export function TopPlayersSection({
  entries,
  hrefFor,
  communityUrl,
  challengesHref,
  linkAs,
  fallbackPhotoSrc,
}: TopPlayersSectionProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const empty = entries !== null && entries.length === 0;
  return (
    <LandingSection titleId="leaderboard-title" title={t('landing.leaderboard.title')}>
      {empty ? (
        <EmptyState
          headingLevel={3}
          tone="accent"
          title={t('landing.leaderboard.emptyTitle')}
          body={t('landing.leaderboard.emptyBody')}
          action={
            <Button {...linkProps(challengesHref, linkAs)}>{t('landing.leaderboard.emptyAction')}</Button>
          }
        />
      ) : (
        <LeaderboardPodium
          label={t('landing.leaderboard.title')}
          entries={entries ?? []}
          loading={entries === null}
          hrefFor={hrefFor}
          fallbackPhotoSrc={fallbackPhotoSrc}
        />
      )}
      <div
        css={css`
          display: flex;
          justify-content: center;
          gap: ${theme.space[3]};
        `}
      >
        <Button as="a" href={communityUrl} target="_blank" rel="noopener noreferrer" variant="secondary">
          {t('nav.community')}
        </Button>
      </div>
    </LandingSection>
  );
}
