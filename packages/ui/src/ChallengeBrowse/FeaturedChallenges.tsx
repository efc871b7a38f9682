import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState';
import { Stack } from '../Stack';
import { VisuallyHidden } from '../VisuallyHidden';
import { ChallengeGridSkeleton } from './ChallengeCardSkeleton';
import { ChallengeGrid } from './ChallengeGrid';

export interface FeaturedChallengesProps {
  /** Cards of the biggest prize pools open now (keyed ChallengeCards). */
  biggest: readonly ReactNode[];
  /** Cards of the challenges starting soonest. */
  soonest: readonly ReactNode[];
  /** The empty state's next step when there are none, e.g. a link to the games below. */
  emptyAction?: ReactNode;
  /**
   * The challenges are on their way: both lists as card skeletons of the cards' size, so nothing below
   * the section moves when the cards arrive (issue 34); `biggest` and `soonest` are not shown.
   */
  loading?: boolean;
}

/**
 * /challenges before a game is chosen (issue 13): "Featured challenges" with the biggest prize pools
 * open now and the ones starting soon, across games; an empty state with a next step when none are
 * open. The section owns its words; the cards come from the caller.
 */
export function FeaturedChallenges({
  biggest,
  soonest,
  emptyAction,
  loading = false,
}: FeaturedChallengesProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const id = useId();
  const heading = { margin: 0, fontSize: theme.fontSizes.lg, fontFamily: theme.fonts.display };
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-busy={loading || undefined}
      css={{ display: 'grid', gap: theme.space[4], gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <h2 id={`${id}-title`} css={{ ...heading, fontSize: theme.fontSizes.xl }}>
        {t('challenges.featured.title')}
      </h2>
      {loading ? <VisuallyHidden role="status">{t('challenges.featured.loading')}</VisuallyHidden> : null}
      {!loading && biggest.length === 0 && soonest.length === 0 ? (
        <EmptyState
          title={t('challenges.featured.emptyTitle')}
          body={t('challenges.featured.emptyBody')}
          action={emptyAction}
          headingLevel={3}
          tone="accent"
        />
      ) : null}
      {loading || biggest.length > 0 ? (
        <Stack gap={3}>
          <h3 id={`${id}-biggest`} css={{ ...heading, color: theme.colors.prizeGold }}>
            {t('challenges.featured.biggest')}
          </h3>
          {loading ? (
            <ChallengeGridSkeleton count={3} />
          ) : (
            <ChallengeGrid aria-labelledby={`${id}-biggest`}>{biggest}</ChallengeGrid>
          )}
        </Stack>
      ) : null}
      {loading || soonest.length > 0 ? (
        <Stack gap={3}>
          <h3 id={`${id}-soonest`} css={heading}>
            {t('challenges.featured.soonest')}
          </h3>
          {loading ? (
            <ChallengeGridSkeleton count={3} />
          ) : (
            <ChallengeGrid aria-labelledby={`${id}-soonest`}>{soonest}</ChallengeGrid>
          )}
        </Stack>
      ) : null}
    </section>
  );
}
