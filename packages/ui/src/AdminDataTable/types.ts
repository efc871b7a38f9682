import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';

export type DataTableSortDirection = 'asc' | 'desc';

export interface DataTableSort {
  columnId: string;
  direction: DataTableSortDirection;
}

export interface DataTableColumn<Row> {
  id: string;
  /** Header text (already translated). */
  header: string;
  /** What the cell shows. */
  cell: (row: Row) => ReactNode;
  /**
   * The value the table sorts by and (local mode) filters on. A column with a value can be
   * sorted by clicking its header unless `sortable` is false; in server mode set `sortable`.
   */
  value?: (row: Row) => string | number | null;
  sortable?: boolean;
  /** Figures (amounts, counts, dates): tabular, aligned to the end, never broken inside a number. */
  numeric?: boolean;
  /**
   * The column's width in rem, padding included (dates, amounts, badges, the actions button). Columns
   * without one share what is left, each given at least `flexMinWidth` (8rem).
   */
  width?: number;
  /**
   * The cell's full text: the cell keeps to one line, an ellipsis ends what does not fit and the full
   * text is its title (names, emails, titles).
   */
  fullText?: (row: Row) => string;
}

export interface DataTableLabels {
  /** Label of the text filter (shown only when `onFilterChange` is given). */
  filter: string;
  filterPlaceholder?: string;
  /** Announced while rows load (aria-busy region). */
  loading: string;
  emptyTitle: string;
  emptyBody?: string;
  /** Shown instead of the empty texts when a filter is set and nothing matches. */
  noMatchesTitle: string;
  noMatchesBody?: string;
  errorTitle: string;
  retry: string;
  /** Names the paging navigation, e.g. 'Pages' (the pagination says Previous, Next and 'Page 2 of 7' itself). */
  pagination: string;
  /** e.g. (132) => '132 results'. */
  total?: (total: number) => string;
}

export interface DataTableBaseProps<Row extends RowData> {
  /** Accessible name of the table (its caption, visually hidden). */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  status: 'loading' | 'ready' | 'error';
  /** The error message under the error title. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Overrides of the table's own words (admin.common.*: Filter, Loading…, Nothing here yet., Pages, …). */
  labels?: Partial<DataTableLabels>;
  /** Controlled sort; without it the table keeps its own. */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Controlled text filter (debounce is the caller's); the field appears when onFilterChange is set. */
  filter?: string;
  onFilterChange?: (value: string) => void;
  /** More filter controls beside the text filter (selects, date fields). */
  toolbar?: ReactNode;
  /** 1-based. Controlled in server mode; optional in local mode. */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Opens a row on click or Enter (the row becomes focusable). */
  onRowOpen?: (row: Row) => void;
  /** Rows drawn while loading. Default 5. */
  skeletonRows?: number;
  /** A row to point out (just created or saved): marked, and scrolled into view once it shows. */
  highlightedRowId?: string | null;
}

export type DataTableProps<Row extends RowData> = DataTableBaseProps<Row> &
  (
    | {
        /** Sorting, filtering and paging of `rows` happen here. */
        mode?: 'local';
        /** Rows per page. Default 20. */
        pageSize?: number;
        pageCount?: undefined;
        total?: undefined;
      }
    | {
        /** `rows` is the server's current page, already sorted and filtered. */
        mode: 'server';
        pageCount: number;
        /** Rows across all pages, when the server says. */
        total?: number;
        pageSize?: undefined;
      }
  );

/** The least a column without a width gets before the table scrolls sideways instead (rem). */
export const flexMinWidth = 8;

/**
 * The width (rem) from which every column fits: below it the table scrolls sideways inside its frame
 * (phones), from it the columns share the frame and nothing scrolls (the console on a desktop).
 */
export function fitWidth<Row>(columns: readonly DataTableColumn<Row>[]): number {
  return columns.reduce((sum, column) => sum + (column.width ?? flexMinWidth), 0);
}
