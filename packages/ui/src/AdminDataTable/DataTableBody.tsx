import { useTheme } from '@emotion/react';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Skeleton } from '../Skeleton';
import { cellStyle, highlightedRowStyle, numericStyle, openableRowStyle, truncateStyle } from './styles';
import type { DataTableColumn } from './types';

export interface DataTableBodyProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the page shown, by id. */
  rows: readonly { id: string; original: Row }[];
  loading: boolean;
  skeletonRows: number;
  onRowOpen: ((row: Row) => void) | undefined;
  highlightedRowId: string | null;
  fitRem: number;
}

/** Clicks on a link, button, field or menu inside a cell do their own thing, not open the row. */
function fromControl(event: MouseEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  return target.closest('a, button, input, select, textarea, label, [role="menu"]') !== null;
}

/**
 * The table's rows: skeletons while loading; rows that open on click or Enter; the highlighted row
 * marked and, when it first shows, scrolled into view.
 */
export function DataTableBody<Row>({
  columns,
  rows,
  loading,
  skeletonRows,
  onRowOpen,
  highlightedRowId,
  fitRem,
}: DataTableBodyProps<Row>) {
  const theme = useTheme();
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const shownHighlight =
    !loading && rows.some((row) => row.id === highlightedRowId) ? highlightedRowId : null;
  useEffect(() => {
    if (!shownHighlight) return;
    const row = [...(bodyRef.current?.rows ?? [])].find((tr) => tr.dataset.rowId === shownHighlight);
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    if (typeof row?.scrollIntoView === 'function') {
      row.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    }
  }, [shownHighlight]);

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      onRowOpen?.(row);
    }
  };

  const cell = cellStyle(theme, fitRem);
  const numeric = numericStyle(fitRem);
  const truncate = truncateStyle(fitRem);

  return (
    <tbody ref={bodyRef}>
      {loading
        ? Array.from({ length: skeletonRows }, (_, index) => (
            <tr key={`skeleton-${index}`}>
              {columns.map((column) => (
                <td key={column.id} css={cell}>
                  <Skeleton inlineSize={column.numeric ? '4ch' : '8ch'} />
                </td>
              ))}
            </tr>
          ))
        : rows.map((row) => (
            <tr
              key={row.id}
              data-row-id={row.id}
              data-highlighted={row.id === highlightedRowId ? '' : undefined}
              tabIndex={onRowOpen ? 0 : undefined}
              onClick={
                onRowOpen
                  ? (event) => {
                      if (!fromControl(event)) onRowOpen(row.original);
                    }
                  : undefined
              }
              onKeyDown={onRowOpen ? (event) => onRowKeyDown(event, row.original) : undefined}
              css={[
                onRowOpen && openableRowStyle(theme),
                row.id === highlightedRowId && highlightedRowStyle(theme),
              ]}
            >
              {columns.map((column) => (
                <td
                  key={column.id}
                  title={column.fullText?.(row.original) || undefined}
                  css={[cell, column.numeric && numeric, column.fullText && truncate]}
                >
                  {column.cell(row.original)}
                </td>
              ))}
            </tr>
          ))}
    </tbody>
  );
}
