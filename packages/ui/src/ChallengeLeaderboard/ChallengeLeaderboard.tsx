import { formatCount } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../Avatar';
import { EmptyState } from '../EmptyState';
import { useRankFlip } from '../motion/useRankFlip';
import { TierBadge } from '../TierBadge';
import { VisuallyHidden } from '../VisuallyHidden';

export interface ChallengeLeaderboardRow {
  userId: string;
  rank: number;
  name: string;
  /** The linked account name, shown under the player name when set. */
  gameName?: string;
  /** The player's photo; without one a generated avatar (initials on the player's colour) shows. */
  photo?: string | null;
  /** levelInfo.currentTier's name ('Rookie' … 'Legend'), where the data has it: shown as a TierBadge. */
  tier?: string;
  score: number;
  bonusScore: number;
  gamesPlayed: number;
}

export interface ChallengeLeaderboardProps {
  /** Keeps the caption ('Leaderboard') for screen readers only, when a visible heading names the table. */
  captionHidden?: boolean;
  /** Ranked rows (spec §9 order, ranked by the caller). */
  rows: readonly ChallengeLeaderboardRow[];
  /** Highlights this player's row (aria-current). */
  currentUserId?: string | null;
  /** The empty state's next step, e.g. the challenge's Join button. */
  emptyAction?: ReactNode;
  /** Formats figures; defaults to en-US grouping. */
  format?: (value: number) => string;
}

const defaultFormat = formatCount;
const medals = {
  1: { tone: 'prizeGold', key: 'challenges.leaderboard.gold' },
  2: { tone: 'prizeSilver', key: 'challenges.leaderboard.silver' },
  3: { tone: 'prizeBronze', key: 'challenges.leaderboard.bronze' },
} as const;

/** The rank: a gold, silver or bronze medal for the top three, named in words (not colour alone). */
function Rank({ rank }: { rank: number }) {
  const theme = useTheme();
  const { t } = useTranslation();
  const medal = rank === 1 || rank === 2 || rank === 3 ? medals[rank] : null;
  if (!medal)
    return <span css={{ display: 'inline-block', inlineSize: '1.75rem', textAlign: 'center' }}>{rank}</span>;
  // The medal is named in words for assistive technology; the cell's text stays the rank alone.
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
 * The participants of a challenge (spec §2 Challenge detail): rank with gold, silver and bronze medals
 * for the top three, the player with their photo or a generated avatar and a tier badge where known,
 * score with bonus, games played. The table owns its words; with no rows it shows a designed empty
 * state ("No scores yet") with the caller's next step. When a refresh changes a player's rank, their row
 * slides from its old place to its new one, unless the reader prefers reduced motion.
 */
export function ChallengeLeaderboard({
  captionHidden = false,
  rows,
  currentUserId = null,
  emptyAction,
  format = defaultFormat,
}: ChallengeLeaderboardProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  // A live refresh (decision 0033): rows whose rank changed slide to their new place (not under reduced motion).
  const flipRef = useRankFlip(rows.map((row) => ({ key: row.userId, rank: row.rank })));
  if (rows.length === 0)
    return (
      <EmptyState
        title={t('challenges.leaderboard.emptyTitle')}
        body={t('challenges.leaderboard.emptyBody')}
        action={emptyAction}
        headingLevel={3}
        tone="accent"
      />
    );
  const caption = t('challenges.detail.leaderboard');
  const cell = css`
    padding: ${theme.space[2]} ${theme.space[3]};
    text-align: start;
    vertical-align: middle;
    border-block-end: 1px solid ${theme.colors.border};
  `;
  const numeric = css`
    text-align: end;
    font-variant-numeric: tabular-nums;
  `;
  return (
    <table
      css={css`
        inline-size: 100%;
        border-collapse: collapse;
        font-size: ${theme.fontSizes.sm};
      `}
    >
      <caption
        css={css`
          text-align: start;
          font-weight: 600;
          font-size: ${theme.fontSizes.lg};
          padding-block-end: ${captionHidden ? 0 : theme.space[2]};
        `}
      >
        {captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
      </caption>
      <thead>
        <tr css={{ color: theme.colors.textMuted }}>
          <th scope="col" css={cell}>
            {t('challenges.detail.rank')}
          </th>
          <th scope="col" css={cell}>
            {t('challenges.detail.player')}
          </th>
          <th scope="col" css={[cell, numeric]}>
            {t('challenges.detail.score')}
          </th>
          <th scope="col" css={[cell, numeric]}>
            {t('challenges.detail.games')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const mine = row.userId === currentUserId;
          return (
            <tr
              key={row.userId}
              ref={flipRef(row.userId)}
              aria-current={mine ? 'true' : undefined}
              css={
                mine
                  ? css`
                      background: ${theme.colors.surfaceRaised};
                      box-shadow: inset 3px 0 0 ${theme.colors.accent};
                      [dir='rtl'] & {
                        box-shadow: inset -3px 0 0 ${theme.colors.accent};
                      }
                    `
                  : undefined
              }
            >
              <td css={[cell, { fontWeight: 700 }]}>
                <Rank rank={row.rank} />
              </td>
              <th scope="row" css={[cell, { fontWeight: 600 }]}>
                <span
                  css={css`
                    display: flex;
                    align-items: center;
                    gap: ${theme.space[2]};
                    min-inline-size: 0;
                  `}
                >
                  <Avatar src={row.photo ?? null} alt="" name={row.name} colorSeed={row.userId} size="sm" />
                  <span css={{ minInlineSize: 0 }}>
                    <bdi>{row.name}</bdi>
                    {mine ? (
                      <span css={{ color: theme.colors.accent, marginInlineStart: theme.space[2] }}>
                        ({t('challenges.detail.you')})
                      </span>
                    ) : null}
                    {row.tier ? (
                      <span css={{ marginInlineStart: theme.space[2] }}>
                        <TierBadge tier={row.tier} compactOnPhones />
                      </span>
                    ) : null}
                    {row.gameName ? (
                      <span
                        css={css`
                          display: block;
                          font-weight: 400;
                          color: ${theme.colors.textMuted};
                          font-size: ${theme.fontSizes.xs};
                        `}
                      >
                        <bdi>{row.gameName}</bdi>
                      </span>
                    ) : null}
                  </span>
                </span>
              </th>
              <td css={[cell, numeric]}>
                {format(row.score + row.bonusScore)}
                {row.bonusScore > 0 ? (
                  <span
                    css={css`
                      display: block;
                      color: ${theme.colors.success};
                      font-size: ${theme.fontSizes.xs};
                    `}
                  >
                    {t('challenges.detail.bonus', { bonus: row.bonusScore })}
                  </span>
                ) : null}
              </td>
              <td css={[cell, numeric]}>{format(row.gamesPlayed)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
