import { prizeColourForRank } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import type { ElementType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { linkProps } from '../Landing/links';
import { TierBadge } from '../TierBadge';

export interface Winner {
  id: string;
  name: string;
  rank: number;
  photo?: string | null;
  /** levelInfo.currentTier's name ('Rookie' … 'Legend'): a TierBadge after the name where known. */
  tier?: string;
  /** What the place won, e.g. '$50.00' or a PrizeAmount (crystals and XP), shown after the name. */
  prize?: ReactNode;
}

export interface WinnersListProps {
  /** Ranked winners; only the top five are shown (spec §9), each read as 'Rank 1' before the name. */
  winners: readonly Winner[];
  /**
   * With no winners yet, a designed empty state ("No winners yet") whose next step leads here
   * (e.g. '/challenges'); without it an empty list shows nothing.
   */
  challengesHref?: string;
  /** The site's router Link (takes `to`) for that next step. */
  linkAs?: ElementType;
}

const prizeTone = { gold: 'prizeGold', silver: 'prizeSilver', bronze: 'prizeBronze' } as const;

/**
 * The top five of a finished challenge, ranks 1-3 in gold, silver and bronze as on every leaderboard
 * (spec §9); long names end in an ellipsis at their logical end. With no winners yet and a
 * `challengesHref`, an empty state leads to the challenges. Says its own words ('Winners', 'Rank 1',
 * winnersList.*).
 */
export function WinnersList({ winners, challengesHref, linkAs }: WinnersListProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const heading = t('challenges.card.winners');
  const top = [...winners].sort((a, b) => a.rank - b.rank).slice(0, 5);
  if (top.length === 0) {
    if (!challengesHref) return null;
    return (
      <section aria-label={heading}>
        <EmptyState
          headingLevel={3}
          title={t('winnersList.emptyTitle')}
          body={t('winnersList.emptyBody')}
          action={
            <Button variant="secondary" {...linkProps(challengesHref, linkAs)}>
              {t('winnersList.seeChallenges')}
            </Button>
          }
        />
      </section>
    );
  }
  return (
    <section
      aria-label={heading}
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: ${theme.space[2]};
      `}
    >
      <h3
        css={css`
          margin: 0;
          font-size: ${theme.fontSizes.sm};
          color: ${theme.colors.textMuted};
        `}
      >
        {heading}
      </h3>
      <ol
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          grid-template-columns: minmax(0, 1fr);
          gap: ${theme.space[2]};
        `}
      >
        {top.map((winner) => {
          const colour = prizeColourForRank(winner.rank);
          const tone = colour ? theme.colors[prizeTone[colour]] : theme.colors.surfaceRaised;
          return (
            <li
              key={winner.id}
              css={css`
                display: flex;
                align-items: center;
                gap: ${theme.space[2]};
              `}
            >
              <span
                aria-label={t('landing.leaderboard.rank', { rank: winner.rank })}
                role="img"
                css={css`
                  display: inline-grid;
                  place-items: center;
                  inline-size: 28px;
                  block-size: 28px;
                  border-radius: ${theme.radii.pill};
                  background: ${tone};
                  color: ${colour ? theme.colors.onTone : theme.colors.text};
                  font-weight: 700;
                  font-size: ${theme.fontSizes.sm};
                `}
              >
                {winner.rank}
              </span>
              <Avatar alt="" name={winner.name} src={winner.photo ?? null} size="sm" />
              <span
                dir="auto"
                title={winner.name}
                css={css`
                  flex: 1;
                  min-inline-size: 0;
                  unicode-bidi: plaintext;
                  text-align: start;
                  overflow: hidden;
                  text-overflow: ellipsis;
                  white-space: nowrap;
                `}
              >
                {winner.name}
              </span>
              <TierBadge tier={winner.tier} compactOnPhones />
              {winner.prize ? (
                <span
                  css={css`
                    color: ${theme.colors.textMuted};
                    font-size: ${theme.fontSizes.sm};
                  `}
                >
                  {winner.prize}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
