import { formatCount, prizeColourForRank } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { amountOf, PrizeAmount, type PrizeAmountValue } from './PrizeAmount';

/** One place, or a run of places that win the same (e.g. the domain's prizeTable rows). */
export interface PrizeTableRow extends PrizeAmountValue {
  fromRank: number;
  /** The run's last rank; null for "and every place below". */
  toRank: number | null;
}

export interface PrizeTableProps {
  /** Best place first. */
  rows: readonly PrizeTableRow[];
  /** The heading's level on its page (default 2). */
  headingLevel?: 2 | 3;
  /** Formats the figures; defaults to en-US grouping (spec §9). */
  format?: (amount: number) => string;
}

const prizeTone = { gold: 'prizeGold', silver: 'prizeSilver', bronze: 'prizeBronze' } as const;

/**
 * A challenge's prizes by place (issue 34): rank or rank range → prize, in crystals, GCoins or XP as the
 * challenge pays (the figures come from the domain's prizeTable, never worked out here), the first three
 * places dressed in gold, silver and bronze, and the rule that a winner needs a counted game.
 * Owns its words (prizeTable.*).
 */
export function PrizeTable({ rows, headingLevel = 2, format = formatCount }: PrizeTableProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const cell = css`
    padding: ${theme.space[2]} ${theme.space[3]};
    text-align: start;
    vertical-align: middle;
    border-block-end: ${theme.borderWidths.hairline} solid ${theme.colors.border};
  `;
  const placeOf = (row: PrizeTableRow) =>
    row.toRank === null
      ? t('prizeTable.andBelow', { from: row.fromRank })
      : row.toRank === row.fromRank
        ? String(row.fromRank)
        : t('prizeTable.range', { from: row.fromRank, to: row.toRank });
  return (
    <section
      aria-labelledby={headingId}
      css={css`
        display: grid;
        gap: ${theme.space[3]};
        padding: ${theme.space[4]};
        background: ${theme.colors.surface};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
      `}
    >
      <Heading id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        {t('prizeTable.heading')}
      </Heading>
      <table
        aria-labelledby={headingId}
        css={css`
          inline-size: 100%;
          border-collapse: collapse;
          font-size: ${theme.fontSizes.sm};
        `}
      >
        <thead>
          <tr css={{ color: theme.colors.textMuted }}>
            <th scope="col" css={[cell, { inlineSize: '1%', whiteSpace: 'nowrap' }]}>
              {t('prizeTable.rank')}
            </th>
            <th scope="col" css={cell}>
              {t('prizeTable.prize')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const single = row.toRank === row.fromRank;
            const colour = single ? prizeColourForRank(row.fromRank) : null;
            return (
              <tr key={row.fromRank}>
                <th scope="row" css={[cell, { whiteSpace: 'nowrap', fontWeight: theme.fontWeights.bold }]}>
                  {colour ? (
                    // The place is its number; gold, silver and bronze only dress it (the leaderboard names medals).
                    <span
                      css={css`
                        display: inline-grid;
                        place-items: center;
                        inline-size: 1.75rem;
                        block-size: 1.75rem;
                        border-radius: ${theme.radii.pill};
                        background: ${theme.colors[prizeTone[colour]]};
                        color: ${theme.colors.onTone};
                        font-family: ${theme.fonts.display};
                      `}
                    >
                      {row.fromRank}
                    </span>
                  ) : (
                    <span css={{ display: 'inline-block', minInlineSize: '1.75rem', textAlign: 'center' }}>
                      {placeOf(row)}
                    </span>
                  )}
                </th>
                <td css={cell}>
                  <PrizeAmount size="sm" format={format} {...amountOf(row)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.xs }}>
        {t('prizeTable.note')}
      </p>
    </section>
  );
}
