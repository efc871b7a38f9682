import { css, useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../VisuallyHidden';

const medals = {
  1: { tone: 'prizeGold', key: 'challenges.leaderboard.gold' },
  2: { tone: 'prizeSilver', key: 'challenges.leaderboard.silver' },
  3: { tone: 'prizeBronze', key: 'challenges.leaderboard.bronze' },
} as const;

/** The rank: a gold, silver or bronze medal for the top three, named in words (not colour alone). */
export function Rank({ rank }: { rank: number }) {
  const theme = useTheme();
  const { t } = useTranslation();
  const medal = rank === 1 || rank === 2 || rank === 3 ? medals[rank] : null;
  if (!medal)
    return <span css={{ display: 'inline-block', inlineSize: '1.75rem', textAlign: 'center' }}>{rank}</span>;
  // The medal is named in words for assistive technology; the visible text stays the rank alone.
  return (
    <span
      role="img"
      aria-label={t(medal.key, { rank })}
      title={t(medal.key, { rank })}
      css={css`
        display: inline-flex;
        align-items: center;
        justify-content: center;
        inline-size: 1.75rem;
        block-size: 1.75rem;
        border-radius: 50%;
        background: ${theme.colors[medal.tone]};
        color: ${theme.colors.onTone};
        font-family: ${theme.fonts.display};
        font-weight: ${theme.fontWeights.bold};
      `}
    >
      <span aria-hidden="true">{rank}</span>
    </span>
  );
}

/**
 * How many places a row rose (▲, success colour) or fell (▼, danger colour) at the last refresh, said in
 * words for screen readers ("Up 2 places"): an arrow is never the only sign.
 */
export function RankMove({ places }: { places: number }) {
  const theme = useTheme();
  const { t } = useTranslation();
  const up = places > 0;
  const count = Math.abs(places);
  const words = t(up ? 'challenges.leaderboard.movedUp' : 'challenges.leaderboard.movedDown', { count });
  return (
    <span
      data-rank-move={up ? 'up' : 'down'}
      title={words}
      css={css`
        display: inline-flex;
        align-items: center;
        gap: 1px;
        margin-inline-start: ${theme.space[1]};
        font-size: ${theme.fontSizes.xs};
        font-weight: ${theme.fontWeights.bold};
        font-variant-numeric: tabular-nums;
        color: ${up ? theme.colors.success : theme.colors.danger};
        white-space: nowrap;
      `}
    >
      <span aria-hidden="true">
        {up ? '▲' : '▼'}
        {count}
      </span>
      <VisuallyHidden>{words}</VisuallyHidden>
    </span>
  );
}
