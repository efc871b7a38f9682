import { formatCount } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState';
import { useRankFlip } from '../motion/useRankFlip';
import { VisuallyHidden } from '../VisuallyHidden';
import { fromTablet, LeaderboardRow, type ChallengeLeaderboardRow } from './LeaderboardRow';
import { usePinnedRow } from './usePinnedRow';
import { useRankMoves } from './useRankMoves';

export type { ChallengeLeaderboardRow } from './LeaderboardRow';

export interface ChallengeLeaderboardProps {
  /** Keeps the caption ('Leaderboard') for screen readers only, when a visible heading names the table. */
  captionHidden?: boolean;
  /** Ranked rows (spec §9 order, ranked by the caller); the caller's own row may follow the top after a gap. */
  rows: readonly ChallengeLeaderboardRow[];
  /** Highlights this player's row (aria-current) and pins a copy of it while it is out of sight. */
  currentUserId?: string | null;
  /** The empty state's next step, e.g. the challenge's Join button. */
  emptyAction?: ReactNode;
  /** Formats figures; defaults to en-US grouping. */
  format?: (value: number) => string;
}

const defaultFormat = formatCount;

/**
 * The participants of a challenge (spec §2 Challenge detail), live (issue 34): rank with gold, silver and
 * bronze medals for the top three and an arrow with the places risen or fallen at the last refresh; the
 * player with their photo or a generated avatar (initials in their colour) and a tier badge; score with
 * bonus; games played; and, when any place wins something, what each place would win as the board
 * stands. A row that moved slides to its new place (not under reduced motion) and flashes briefly. The
 * reader's own row is marked, and pinned to the bottom of the screen while it is scrolled out of sight.
 * With no rows, a designed empty state ("No scores yet") with the caller's next step.
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
  const ranks = rows.map((row) => ({ key: row.userId, rank: row.rank }));
  // A live refresh (decision 0033): rows whose rank changed slide to their new place and flash.
  const flipRef = useRankFlip(ranks, { highlight: theme.colors.surfaceHover });
  const moves = useRankMoves(ranks);
  const pin = usePinnedRow();
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
  const prizes = rows.some((row) => row.prize && Object.values(row.prize).some((value) => (value ?? 0) > 0));
  const columns = prizes ? 5 : 4;
  const mine = rows.find((row) => row.userId === currentUserId) ?? null;
  const cell = css`
    padding: ${theme.space[2]};
    text-align: start;
    vertical-align: middle;
    border-block-end: 1px solid ${theme.colors.border};
    ${theme.media.tablet} {
      padding: ${theme.space[2]} ${theme.space[3]};
    }
  `;
  const numeric = css`
    text-align: end;
    font-variant-numeric: tabular-nums;
  `;
  const shared = { prizes, format, cell, numeric };
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
          {prizes ? (
            <th scope="col" css={[cell, numeric, fromTablet(theme)]}>
              {t('challenges.detail.prize')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const previous = rows[index - 1];
          // The caller's own row after the top of a large board: a gap says places are left out.
          const gap = previous !== undefined && row.rank > previous.rank + 1;
          const own = row.userId === currentUserId;
          const ref = flipRef(row.userId);
          return (
            <Fragment key={row.userId}>
              {gap ? (
                <tr aria-hidden="true">
                  <td colSpan={columns} css={[cell, { textAlign: 'center', color: theme.colors.textMuted }]}>
                    ⋯
                  </td>
                </tr>
              ) : null}
              <LeaderboardRow
                {...shared}
                row={row}
                mine={own}
                moved={moves.get(row.userId) ?? 0}
                rowRef={
                  own
                    ? (element) => {
                        ref(element);
                        pin.rowRef(element);
                      }
                    : ref
                }
              />
            </Fragment>
          );
        })}
      </tbody>
      {mine && pin.offScreen ? (
        // A copy of the reader's own row, kept in sight at the bottom of the screen; the real row (with
        // aria-current) is in the table, so the copy is hidden from assistive technology.
        <tfoot
          aria-hidden="true"
          data-pinned-row=""
          css={css`
            position: sticky;
            inset-block-end: 0;
            z-index: 1;
            background: ${theme.colors.surfaceRaised};
            box-shadow: 0 -6px 16px ${theme.colors.backdrop};
          `}
        >
          <LeaderboardRow {...shared} row={mine} mine moved={moves.get(mine.userId) ?? 0} pinned />
        </tfoot>
      ) : null}
    </table>
  );
}
