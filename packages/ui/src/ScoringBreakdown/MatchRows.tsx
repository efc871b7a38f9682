import { css, useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';

/** One match of the breakdown, as the page words it; the row says 'Counted' or 'Not counted' itself. */
export interface ScoringBreakdownEntry {
  /** Stable key (the provider's match id). */
  id: string;
  /** When it was played, e.g. '23 Nov, 10:30'. */
  playedAt: string;
  counts: boolean;
  /** Why it does not count, in words (e.g. 'Played before you joined'); none for a counted match. */
  reason?: string;
  /** Points as shown, e.g. '12'. */
  points: string;
  /** The bonus as shown under the points, e.g. '+20 bonus'; none when there is no bonus. */
  bonus?: string;
  /** The match's stat line, e.g. 'Kills 12 · Deaths 7 · Assists 5 · Headshots 9 · Win'. */
  stats?: string;
  /** The formula applied, e.g. 'How the points add up: Kills 12 × 3 + … + win bonus 20 = 63'. */
  formula?: string;
}

/**
 * One match of the breakdown as its own row group: when it was played, counted or not and why, its points
 * and bonus; under them, across the whole table, its stat line and the formula applied (issue 34).
 */
export function MatchRows({ entry }: { entry: ScoringBreakdownEntry }) {
  const theme = useTheme();
  const { t } = useTranslation();
  const details = Boolean(entry.stats || entry.formula);
  const cell = css`
    padding-block: ${theme.space[2]} ${details ? theme.space[1] : theme.space[2]};
    padding-inline: ${theme.space[1]};
    border-block-end: ${details ? 'none' : `${theme.borderWidths.hairline} solid ${theme.colors.border}`};
    text-align: start;
    vertical-align: top;
  `;
  const numeric = css`
    ${cell};
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  `;
  return (
    <tbody data-counts={entry.counts ? 'yes' : 'no'}>
      <tr>
        <td css={[cell, { whiteSpace: 'nowrap' }]}>{entry.playedAt}</td>
        <td css={cell}>
          <span
            css={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: theme.space[1],
              fontWeight: theme.fontWeights.semibold,
              color: entry.counts ? theme.colors.success : theme.colors.text,
            }}
          >
            <span aria-hidden="true">{entry.counts ? '✓' : '×'}</span>
            {t(entry.counts ? 'scoringBreakdown.counted' : 'scoringBreakdown.notCounted')}
          </span>
          {entry.reason ? (
            <span css={{ display: 'block', color: theme.colors.textMuted }}>{entry.reason}</span>
          ) : null}
        </td>
        <td css={[numeric, entry.counts ? null : { color: theme.colors.textMuted }]}>
          {entry.points}
          {entry.bonus ? (
            <span css={{ display: 'block', fontSize: theme.fontSizes.xs }}>{entry.bonus}</span>
          ) : null}
        </td>
      </tr>
      {details ? (
        <tr data-part="details">
          <td
            colSpan={3}
            css={css`
              padding-block: 0 ${theme.space[2]};
              padding-inline: ${theme.space[1]};
              border-block-end: ${theme.borderWidths.hairline} solid ${theme.colors.border};
              text-align: start;
            `}
          >
            {entry.stats ? (
              <span data-part="stats" css={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}>
                {entry.stats}
              </span>
            ) : null}
            {entry.formula ? (
              <span
                data-part="formula"
                css={{
                  display: 'block',
                  marginBlockStart: theme.space[0.5],
                  color: theme.colors.textMuted,
                  fontSize: theme.fontSizes.xs,
                }}
              >
                {entry.formula}
              </span>
            ) : null}
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}
