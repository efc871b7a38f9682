import { css, useTheme } from '@emotion/react';
import { Button } from '../Button';
import { ChevronGlyph } from './glyphs';
import type { DataTableLabels } from './types';

export interface DataTablePaginationProps {
  labels: DataTableLabels;
  page: number;
  pageCount: number;
  total: number | undefined;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous, "Page 2 of 7" (and the total) announced politely, Next; the chevrons mirror in RTL. */
export function DataTablePagination({
  labels,
  page,
  pageCount,
  total,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
}: DataTablePaginationProps) {
  const theme = useTheme();
  return (
    <nav
      aria-label={labels.pagination}
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: ${theme.space[2]};
      `}
    >
      <Button
        variant="secondary"
        size="sm"
        disabled={!canPrevious}
        onClick={onPrevious}
        icon={<ChevronGlyph back />}
      >
        {labels.previous}
      </Button>
      <p
        aria-live="polite"
        css={css`
          margin: 0;
          display: flex;
          flex-direction: column;
          align-items: center;
          color: ${theme.colors.textMuted};
          font-size: ${theme.fontSizes.sm};
          font-variant-numeric: tabular-nums;
          text-align: center;
        `}
      >
        <span css={{ color: theme.colors.text }}>{labels.pageOf(Math.min(page, pageCount), pageCount)}</span>
        {total !== undefined && labels.total ? <span>{labels.total(total)}</span> : null}
      </p>
      <Button variant="secondary" size="sm" disabled={!canNext} onClick={onNext} iconEnd={<ChevronGlyph />}>
        {labels.next}
      </Button>
    </nav>
  );
}
