import { css, useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { MessageBanner } from '../MessageBanner';
import { Spinner } from '../Spinner';
import { MatchRows, type ScoringBreakdownEntry } from './MatchRows';

/** One match as the reader sees it: every text already in their language. */
export type { ScoringBreakdownEntry } from './MatchRows';

export interface ScoringBreakdownTotal {
  label: string;
  value: string;
}

export interface ScoringBreakdownProps {
  open: boolean;
  onClose: () => void;
  state: 'loading' | 'ready' | 'failed';
  /** Why it could not load (state failed). */
  error?: string;
  onRetry: () => void;
  /** The tracking status of the linked account, one line each: last and next check, a provider error. */
  tracking: string[];
  /** A tracking line that says a check failed, shown as a warning. */
  trackingProblem?: string;
  /** A refresh failed: what is shown may be out of date. */
  refreshError?: string;
  entries: ScoringBreakdownEntry[];
  /** Points, bonus and total of the counted matches. */
  totals: ScoringBreakdownTotal[];
}

/**
 * A participant's scoring breakdown (issue 16, decision 0032): every match the game reported for them,
 * newest first, with its stat line and the formula applied (issue 34), counted or not and why, its points
 * and bonus, the totals, and when their account is checked. Says its own fixed words (scoringBreakdown.*:
 * the title, close, loading, retry, the table's caption and columns, the empty state); the page gives the
 * matches, the totals and the tracking lines.
 */
export function ScoringBreakdown({
  open,
  onClose,
  state,
  error,
  onRetry,
  tracking,
  trackingProblem,
  refreshError,
  entries,
  totals,
}: ScoringBreakdownProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const matchesLabel = t('scoringBreakdown.matches');
  const cell = css`
    padding-block: ${theme.space[2]};
    padding-inline: ${theme.space[1]};
    border-block-end: ${theme.borderWidths.hairline} solid ${theme.colors.border};
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
    <Dialog
      open={open}
      onClose={onClose}
      title={t('scoringBreakdown.title')}
      closeLabel={t('scoringBreakdown.close')}
    >
      <div data-breakdown={state} css={{ display: 'grid', gap: theme.space[4], minInlineSize: 0 }}>
        {state === 'loading' ? <Spinner label={t('scoringBreakdown.loading')} /> : null}
        {state === 'failed' ? (
          <MessageBanner
            tone="error"
            role="alert"
            action={
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {t('scoringBreakdown.retry')}
              </Button>
            }
          >
            {error}
          </MessageBanner>
        ) : null}
        {state === 'ready' ? (
          <>
            <div role="status" css={{ display: 'grid', gap: theme.space[1], fontSize: theme.fontSizes.sm }}>
              {tracking.map((line) => (
                <p key={line} css={{ margin: 0, color: theme.colors.textMuted }}>
                  {line}
                </p>
              ))}
            </div>
            {trackingProblem ? (
              <MessageBanner tone="warning" role="none">
                {trackingProblem}
              </MessageBanner>
            ) : null}
            {refreshError ? (
              <MessageBanner tone="error" role="none">
                {refreshError}
              </MessageBanner>
            ) : null}
            <dl
              css={css`
                display: flex;
                flex-wrap: wrap;
                gap: ${theme.space[4]};
                margin: 0;
              `}
            >
              {totals.map((total) => (
                <div key={total.label} css={{ display: 'grid', gap: theme.space[0.5] }}>
                  <dt css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.xs }}>{total.label}</dt>
                  <dd
                    css={{
                      margin: 0,
                      fontSize: theme.fontSizes.lg,
                      fontWeight: theme.fontWeights.semibold,
                      fontVariantNumeric: 'tabular-nums',
                    }}
                  >
                    {total.value}
                  </dd>
                </div>
              ))}
            </dl>
            {entries.length === 0 ? (
              <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('scoringBreakdown.empty')}</p>
            ) : (
              <div
                role="region"
                aria-label={matchesLabel}
                // A region that scrolls sideways must be reachable by keyboard to scroll it (WCAG 2.1.1).
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
                css={{ overflowX: 'auto' }}
              >
                <table
                  css={css`
                    inline-size: 100%;
                    border-collapse: collapse;
                    font-size: ${theme.fontSizes.sm};
                  `}
                >
                  <caption
                    css={{
                      textAlign: 'start',
                      fontWeight: theme.fontWeights.semibold,
                      paddingBlockEnd: theme.space[2],
                    }}
                  >
                    {matchesLabel}
                  </caption>
                  <thead>
                    <tr css={{ color: theme.colors.textMuted }}>
                      <th scope="col" css={cell}>
                        {t('scoringBreakdown.columns.played')}
                      </th>
                      <th scope="col" css={cell}>
                        {t('scoringBreakdown.columns.result')}
                      </th>
                      <th scope="col" css={numeric}>
                        {t('scoringBreakdown.columns.points')}
                      </th>
                    </tr>
                  </thead>
                  {entries.map((entry, index) => (
                    <MatchRows key={`${entry.id}-${index}`} entry={entry} />
                  ))}
                </table>
              </div>
            )}
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
