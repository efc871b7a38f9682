import { css, useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { ChevronGlyph } from './glyphs';

export interface DataTablePaginationProps {
  /** Names the navigation: the table's, e.g. 'Pages' or 'Pages of By day' (DataTable's `pagination`). */
  navigationName: string;
  page: number;
  pageCount: number;
  /** The rows in all, counted in the table's own noun, e.g. '132 players' (DataTable's `total`). */
  totalText?: string;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * Previous, "Page 2 of 7" (and the total) announced politely, Next; the chevrons mirror in RTL. It says
 * Previous, Next and the page itself (admin.common.*, issue 32).
 */
export function DataTablePagination({
  navigationName,
  page,
  pageCount,
  totalText,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
}: DataTablePaginationProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  return (
    <nav
      aria-label={navigationName}
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
        {t('admin.common.previous')}
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
        <span css={{ color: theme.colors.text }}>
          {t('admin.common.page', { page: Math.min(page, pageCount), pages: pageCount })}
        </span>
        {totalText ? <span>{totalText}</span> : null}
      </p>
      <Button variant="secondary" size="sm" disabled={!canNext} onClick={onNext} iconEnd={<ChevronGlyph />}>
        {t('admin.common.next')}
      </Button>
    </nav>
  );
}
