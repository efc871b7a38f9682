import { css, useTheme, type SerializedStyles, type Theme } from '@emotion/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../Avatar';
import { PrizeAmount, type PrizeAmountValue } from '../PrizeTable/PrizeAmount';
import { TierBadge } from '../TierBadge';
import { Rank, RankMove } from './LeaderboardRank';

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
  /** What this place wins if the board ends as it stands (crystals, GCoins, XP); none beyond the prizes. */
  prize?: PrizeAmountValue | null;
}

export interface LeaderboardRowProps {
  row: ChallengeLeaderboardRow;
  mine: boolean;
  /** Places risen (positive) or fallen (negative) at the last refresh; 0 for none. */
  moved: number;
  /** Whether the table has a prize column. */
  prizes: boolean;
  format: (value: number) => string;
  cell: SerializedStyles;
  numeric: SerializedStyles;
  /** The pinned copy of the player's own row (decorative: the real row is in the table). */
  pinned?: boolean;
  rowRef?: Ref<HTMLTableRowElement>;
}

/** Shown below tablet width only (the prize under the player's name on a phone). */
export const phoneOnly = (theme: Theme) => css`
  display: block;
  ${theme.media.tablet} {
    display: none;
  }
`;

/** A cell shown from tablet width (the prize column). */
export const fromTablet = (theme: Theme) => css`
  display: none;
  ${theme.media.tablet} {
    display: table-cell;
  }
`;

/** One participant's row: rank (medal, moves), player (avatar, name, tier, game name), score, games, prize. */
export function LeaderboardRow({
  row,
  mine,
  moved,
  prizes,
  format,
  cell,
  numeric,
  pinned = false,
  rowRef,
}: LeaderboardRowProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const prize = row.prize ?? null;
  const wins = prize !== null && Object.values(prize).some((value) => (value ?? 0) > 0);
  const accentEdge = css`
    box-shadow: inset 3px 0 0 ${theme.colors.accent};
    [dir='rtl'] & {
      box-shadow: inset -3px 0 0 ${theme.colors.accent};
    }
  `;
  return (
    <tr
      ref={rowRef}
      aria-current={mine && !pinned ? 'true' : undefined}
      css={mine ? [css({ background: theme.colors.surfaceRaised }), accentEdge] : undefined}
    >
      <td css={[cell, { fontWeight: 700, whiteSpace: 'nowrap' }]}>
        <Rank rank={row.rank} />
        {moved !== 0 ? <RankMove places={moved} /> : null}
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
            {/* On a phone the prize sits under the name (the prize column shows from tablet width). */}
            {wins && prize ? (
              <span css={[phoneOnly(theme), { marginBlockStart: theme.space[1], fontWeight: 400 }]}>
                <PrizeAmount size="sm" format={format} {...prize} />
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
      {prizes ? (
        <td css={[cell, numeric, fromTablet(theme)]}>
          {wins && prize ? <PrizeAmount size="sm" format={format} {...prize} /> : null}
        </td>
      ) : null}
    </tr>
  );
}
