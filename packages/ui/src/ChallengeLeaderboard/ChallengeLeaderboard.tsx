import { css, useTheme } from '@emotion/react';
import { EmptyState } from '../EmptyState';
import { VisuallyHidden } from '../VisuallyHidden';

export interface ChallengeLeaderboardRow {
  userId: string;
  rank: number;
  name: string;
  /** The linked account name, shown under the player name when set. */
  gameName?: string;
  score: number;
  bonusScore: number;
  gamesPlayed: number;
}

export interface ChallengeLeaderboardProps {
  /** The table caption, e.g. 'Leaderboard'. */
  caption: string;
  /** Keeps the caption for screen readers only, when a visible heading already names the table. */
  captionHidden?: boolean;
  /** Ranked rows (spec §9 order, ranked by the caller). */
  rows: readonly ChallengeLeaderboardRow[];
  /** Highlights this player's row (aria-current). */
  currentUserId?: string | null;
  columns: { rank: string; player: string; score: string; games: string };
  /** e.g. (bonus) => `+${bonus} bonus`. */
  bonusLabel: (bonus: number) => string;
  /** e.g. 'You'. */
  youLabel: string;
  emptyTitle: string;
  emptyBody?: string;
  /** Formats figures; defaults to en-US grouping. */
  format?: (value: number) => string;
}

const defaultFormat = new Intl.NumberFormat('en-US').format;

/** The participants of a challenge: rank, name, score with bonus, games played (spec §2 Challenge detail). */
export function ChallengeLeaderboard({
  caption,
  captionHidden = false,
  rows,
  currentUserId = null,
  columns,
  bonusLabel,
  youLabel,
  emptyTitle,
  emptyBody,
  format = defaultFormat,
}: ChallengeLeaderboardProps) {
  const theme = useTheme();
  if (rows.length === 0) return <EmptyState title={emptyTitle} body={emptyBody} headingLevel={3} />;
  const cell = css`
    padding: ${theme.space[2]} ${theme.space[3]};
    text-align: start;
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
            {columns.rank}
          </th>
          <th scope="col" css={cell}>
            {columns.player}
          </th>
          <th scope="col" css={[cell, numeric]}>
            {columns.score}
          </th>
          <th scope="col" css={[cell, numeric]}>
            {columns.games}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const mine = row.userId === currentUserId;
          return (
            <tr
              key={row.userId}
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
              <td css={[cell, { fontWeight: 700 }]}>{row.rank}</td>
              <th scope="row" css={[cell, { fontWeight: 600 }]}>
                {row.name}
                {mine ? (
                  <span css={{ color: theme.colors.accent, marginInlineStart: theme.space[2] }}>
                    ({youLabel})
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
                    {row.gameName}
                  </span>
                ) : null}
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
                    {bonusLabel(row.bonusScore)}
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
