import { prizeColourForRank } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import { Avatar } from '../Avatar';

export interface Winner {
  id: string;
  name: string;
  rank: number;
  photo?: string | null;
  /** e.g. '$50.00' or '2,500 crystals'. */
  prize?: string;
}

export interface WinnersListProps {
  /** e.g. 'Winners'. */
  heading: string;
  /** Ranked winners; only the top five are shown (spec §9). */
  winners: readonly Winner[];
  /** e.g. (rank) => `Rank ${rank}`, read before each name. */
  rankLabel: (rank: number) => string;
}

const prizeTone = { gold: 'prizeGold', silver: 'prizeSilver', bronze: 'prizeBronze' } as const;

/** The top five of a finished challenge, ranks 1-3 in gold, silver and bronze (spec §9). */
export function WinnersList({ heading, winners, rankLabel }: WinnersListProps) {
  const theme = useTheme();
  const top = [...winners].sort((a, b) => a.rank - b.rank).slice(0, 5);
  return (
    <section
      aria-label={heading}
      css={css`
        display: grid;
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
                aria-label={rankLabel(winner.rank)}
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
                css={css`
                  flex: 1;
                  min-inline-size: 0;
                  overflow: hidden;
                  text-overflow: ellipsis;
                  white-space: nowrap;
                `}
              >
                {winner.name}
              </span>
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
