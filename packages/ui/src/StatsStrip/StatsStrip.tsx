import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';

export interface StatsStripItem {
  id: string;
  /** e.g. 'Unique participants'. */
  label: ReactNode;
  /** Already formatted, e.g. '12,480' or a CurrencyAmount. */
  value: ReactNode;
}

export interface StatsStripProps {
  /** spec §2 landing: unique participants, total prize value dispersed, completed challenges. */
  items: readonly StatsStripItem[];
  /** Skeletons, announced as 'Loading statistics' (landing.stats.loading). */
  loading?: boolean;
  /** How many placeholders show while loading. */
  loadingCount?: number;
}

/**
 * A strip of big figures with their labels under them (a description list), e.g. the landing's
 * "Arena in numbers"; skeletons while loading. Figures never break mid-number except on a too-narrow
 * column, and use tabular digits.
 */
export function StatsStrip({ items, loading = false, loadingCount = 3 }: StatsStripProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const strip = css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(5.5rem, 1fr));
    gap: ${theme.space[2]};
    margin: 0;
    padding: ${theme.space[4]};
    background: ${theme.colors.surface};
    border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
  `;
  const cell = css`
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
    justify-content: flex-end;
    gap: ${theme.space[1]};
    text-align: center;
    min-inline-size: 0;
  `;
  const valueStyle = css`
    margin: 0;
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.xl};
    ${theme.media.tablet} {
      font-size: ${theme.fontSizes.xxl};
    }
    font-weight: ${theme.fontWeights.bold};
    line-height: ${theme.lineHeights.tight};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  `;
  const labelStyle = css`
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `;

  if (loading) {
    return (
      <div css={strip} aria-busy="true">
        <VisuallyHidden role="status">{t('landing.stats.loading')}</VisuallyHidden>
        {Array.from({ length: loadingCount }, (_, index) => (
          <div key={index} css={[cell, { flexDirection: 'column' }]}>
            <Skeleton inlineSize="5ch" blockSize={theme.fontSizes.xl} />
            <Skeleton inlineSize="9ch" blockSize={theme.fontSizes.sm} />
          </div>
        ))}
      </div>
    );
  }

  return (
    <dl css={strip}>
      {items.map((item) => (
        // The label is first in the DOM (dt before dd) but drawn under the figure.
        <div key={item.id} css={cell}>
          <dt css={labelStyle}>{item.label}</dt>
          <dd css={valueStyle}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
