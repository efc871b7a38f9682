import { css, useTheme } from '@emotion/react';
import {
  columnFilteringFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useId, useMemo, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { EmptyState, ErrorState } from '../EmptyState';
import { Icon } from '../Icon';
import { Skeleton } from '../Skeleton';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';

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
  /** Figures (amounts, counts, dates): tabular, aligned to the end, no wrapping. */
  numeric?: boolean;
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
  /** Names the paging navigation, e.g. 'Pages'. */
  pagination: string;
  previous: string;
  next: string;
  /** e.g. (2, 7) => 'Page 2 of 7'. */
  pageOf: (page: number, pageCount: number) => string;
  /** e.g. (132) => '132 results'. */
  total?: (total: number) => string;
}

interface DataTableBaseProps<Row extends RowData> {
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

const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  rowPaginationFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { basic: sortFn_basic, text: sortFn_text },
});

function resolve<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

const isSortable = <Row,>(column: DataTableColumn<Row>) => column.sortable ?? column.value !== undefined;

/** Clicks on a link, button or field inside a cell do their own thing, not open the row. */
function fromControl(event: MouseEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  return target.closest('a, button, input, select, textarea, label') !== null;
}

/**
 * The operator console's table on TanStack Table: sortable headers (aria-sort, buttons), a text
 * filter, paging ("Page 2 of 7"), skeleton rows while loading, empty and error states. On phones
 * it scrolls sideways with the first column held in place; everything mirrors in RTL.
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const {
    label,
    columns,
    rows,
    getRowId,
    status,
    error,
    onRetry,
    labels: labelOverrides,
    onSortChange,
    filter,
    onFilterChange,
    toolbar,
    onPageChange,
    onRowOpen,
    skeletonRows = 5,
  } = props;
  const server = props.mode === 'server';
  const theme = useTheme();
  const { t } = useTranslation();
  const labels: DataTableLabels = {
    filter: t('admin.common.filter'),
    loading: t('admin.common.loading'),
    emptyTitle: t('admin.common.empty'),
    noMatchesTitle: t('admin.common.noMatches'),
    errorTitle: t('admin.common.loadFailed'),
    retry: t('admin.common.retry'),
    pagination: t('admin.common.pagination'),
    previous: t('admin.common.previous'),
    next: t('admin.common.next'),
    pageOf: (page, pages) => t('admin.common.page', { page, pages }),
    total: (count) => t('admin.common.total', { count }),
    ...labelOverrides,
  };
  const captionId = useId();
  const [ownSort, setOwnSort] = useState<DataTableSort | null>(null);
  const [ownPage, setOwnPage] = useState(1);
  const sort = props.sort !== undefined ? props.sort : ownSort;
  const page = props.page ?? ownPage;
  const pageSize = props.pageSize ?? 20;
  const filterText = filter ?? '';

  const columnDefs = useMemo<ColumnDef<typeof features, Row>[]>(
    () =>
      columns.map((column) => {
        const value = column.value;
        return value
          ? {
              id: column.id,
              accessorFn: (row: Row) => value(row),
              enableSorting: isSortable(column),
              enableGlobalFilter: true,
              sortFn: 'basic',
              sortUndefined: 'last',
            }
          : { id: column.id, enableSorting: isSortable(column), enableGlobalFilter: false };
      }),
    [columns],
  );
  const data = useMemo(() => [...rows], [rows]);

  const sorting: SortingState = sort ? [{ id: sort.columnId, desc: sort.direction === 'desc' }] : [];
  const pagination: PaginationState = { pageIndex: Math.max(0, page - 1), pageSize };

  const changePage = (next: number) => {
    if (props.page === undefined) setOwnPage(next);
    onPageChange?.(next);
  };

  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row) => getRowId(row),
    state: { sorting, pagination, globalFilter: filterText },
    onSortingChange: (updater) => {
      const next = resolve(updater, sorting)[0];
      const nextSort: DataTableSort | null = next
        ? { columnId: next.id, direction: next.desc ? 'desc' : 'asc' }
        : null;
      if (props.sort === undefined) setOwnSort(nextSort);
      onSortChange?.(nextSort);
      if (!server && page !== 1) changePage(1);
    },
    onPaginationChange: (updater) => changePage(resolve(updater, pagination).pageIndex + 1),
    onGlobalFilterChange: () => undefined,
    globalFilterFn: (row, columnId, wanted: string) =>
      String(row.getValue(columnId) ?? '')
        .toLocaleLowerCase()
        .includes(wanted.trim().toLocaleLowerCase()),
    enableMultiSort: false,
    sortDescFirst: false,
    autoResetPageIndex: false,
    manualSorting: server,
    manualFiltering: server,
    manualPagination: server,
    pageCount: server ? Math.max(1, props.pageCount) : undefined,
  });

  const pageCount = Math.max(1, table.getPageCount());
  const shownRows = table.getRowModel().rows;
  const total = server ? props.total : table.getPrePaginatedRowModel().rows.length;
  const byId = new Map(columns.map((column) => [column.id, column]));

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      onRowOpen?.(row);
    }
  };

  const cellBase = css`
    padding-block: ${theme.space[3]};
    padding-inline: ${theme.space[3]};
    border-block-end: ${theme.borderWidths.hairline} solid ${theme.colors.border};
    text-align: start;
    vertical-align: middle;
    background: ${theme.colors.surface};
    &:first-of-type {
      position: sticky;
      inset-inline-start: 0;
      z-index: 1;
      white-space: nowrap;
      box-shadow: inset calc(-1 * ${theme.borderWidths.hairline}) 0 0 ${theme.colors.border};
      ${theme.media.tablet} {
        box-shadow: none;
      }
    }
    &:dir(rtl):first-of-type {
      box-shadow: inset ${theme.borderWidths.hairline} 0 0 ${theme.colors.border};
      ${theme.media.tablet} {
        box-shadow: none;
      }
    }
  `;
  const ring = theme.borderWidths.focus;
  const numericCell = css`
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  `;

  const filtered = filterText.trim() !== '';
  const empty = status === 'ready' && shownRows.length === 0;
  const showTable = status === 'loading' || (status === 'ready' && !empty);

  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: ${theme.space[3]};
        min-inline-size: 0;
      `}
    >
      {onFilterChange || toolbar ? (
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: flex-end;
            gap: ${theme.space[3]};
            & > * {
              flex: 1 1 12rem;
            }
          `}
        >
          {onFilterChange ? (
            <TextField
              type="search"
              label={labels.filter}
              placeholder={labels.filterPlaceholder}
              value={filterText}
              onChange={(value) => {
                onFilterChange(value);
                if (!server && page !== 1) changePage(1);
              }}
            />
          ) : null}
          {toolbar}
        </div>
      ) : null}

      {status === 'error' ? (
        <ErrorState
          headingLevel={3}
          title={labels.errorTitle}
          body={error}
          action={
            onRetry ? (
              <Button variant="secondary" onClick={onRetry}>
                {labels.retry}
              </Button>
            ) : undefined
          }
        />
      ) : null}

      {empty ? (
        <EmptyState
          headingLevel={3}
          title={filtered ? labels.noMatchesTitle : labels.emptyTitle}
          body={filtered ? labels.noMatchesBody : labels.emptyBody}
        />
      ) : null}

      {showTable ? (
        <div
          role="region"
          aria-labelledby={captionId}
          aria-busy={status === 'loading' ? true : undefined}
          // A region that scrolls sideways must be reachable by keyboard to scroll it (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          css={css`
            /* Holds what is positioned inside (the visually hidden caption) so it never widens the page. */
            position: relative;
            overflow-x: auto;
            border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
            border-radius: ${theme.radii.lg};
            background: ${theme.colors.surface};
            &:focus-visible {
              outline: ${theme.borderWidths.focus} solid ${theme.colors.focusRing};
              outline-offset: 2px;
            }
          `}
        >
          <table
            css={css`
              inline-size: 100%;
              border-collapse: separate;
              border-spacing: 0;
              font-size: ${theme.fontSizes.sm};
            `}
          >
            <caption id={captionId}>
              <VisuallyHidden>{label}</VisuallyHidden>
              {status === 'loading' ? <VisuallyHidden>{labels.loading}</VisuallyHidden> : null}
            </caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const column = byId.get(header.column.id);
                    if (!column) return null;
                    const sorted = header.column.getIsSorted();
                    const sortable = isSortable(column) && status !== 'loading';
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={
                          isSortable(column)
                            ? sorted === 'asc'
                              ? 'ascending'
                              : sorted === 'desc'
                                ? 'descending'
                                : 'none'
                            : undefined
                        }
                        css={[
                          cellBase,
                          css`
                            padding-block: ${theme.space[2]};
                            background: ${theme.colors.surfaceRaised};
                            color: ${theme.colors.textMuted};
                            font-weight: ${theme.fontWeights.semibold};
                            white-space: nowrap;
                          `,
                          column.numeric && numericCell,
                        ]}
                      >
                        {isSortable(column) ? (
                          <button
                            type="button"
                            disabled={!sortable}
                            onClick={header.column.getToggleSortingHandler()}
                            css={css`
                              display: inline-flex;
                              align-items: center;
                              gap: ${theme.space[1]};
                              min-block-size: ${theme.touchTarget};
                              margin-block: calc(-1 * ${theme.space[1]});
                              padding-inline: ${theme.space[1]};
                              margin-inline: calc(-1 * ${theme.space[1]});
                              border: 0;
                              border-radius: ${theme.radii.sm};
                              background: transparent;
                              color: ${sorted ? theme.colors.text : 'inherit'};
                              font: inherit;
                              cursor: pointer;
                              &:hover:not(:disabled) {
                                color: ${theme.colors.text};
                              }
                              &:disabled {
                                cursor: default;
                              }
                            `}
                          >
                            {column.header}
                            <SortGlyph direction={sorted || null} />
                          </button>
                        ) : (
                          column.header
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {status === 'loading'
                ? Array.from({ length: skeletonRows }, (_, index) => (
                    <tr key={`skeleton-${index}`}>
                      {columns.map((column) => (
                        <td key={column.id} css={cellBase}>
                          <Skeleton inlineSize={column.numeric ? '4ch' : '8ch'} />
                        </td>
                      ))}
                    </tr>
                  ))
                : shownRows.map((row) => (
                    <tr
                      key={row.id}
                      tabIndex={onRowOpen ? 0 : undefined}
                      onClick={
                        onRowOpen
                          ? (event) => {
                              if (!fromControl(event)) onRowOpen(row.original);
                            }
                          : undefined
                      }
                      onKeyDown={onRowOpen ? (event) => onRowKeyDown(event, row.original) : undefined}
                      css={
                        onRowOpen
                          ? css`
                              cursor: pointer;
                              &:hover > td {
                                background: ${theme.colors.surfaceRaised};
                              }
                              &:focus-visible {
                                outline: none;
                              }
                              /* Drawn on the cells: the sticky first cell would hide an outline on the row. */
                              &:focus-visible > td {
                                background: ${theme.colors.surfaceRaised};
                                box-shadow:
                                  inset 0 ${ring} 0 ${theme.colors.focusRing},
                                  inset 0 -${ring} 0 ${theme.colors.focusRing};
                              }
                              &:focus-visible > td:first-of-type {
                                box-shadow:
                                  inset 0 ${ring} 0 ${theme.colors.focusRing},
                                  inset 0 -${ring} 0 ${theme.colors.focusRing},
                                  inset ${ring} 0 0 ${theme.colors.focusRing};
                              }
                              &:focus-visible > td:last-of-type {
                                box-shadow:
                                  inset 0 ${ring} 0 ${theme.colors.focusRing},
                                  inset 0 -${ring} 0 ${theme.colors.focusRing},
                                  inset -${ring} 0 0 ${theme.colors.focusRing};
                              }
                              &:focus-visible > td:dir(rtl):first-of-type {
                                box-shadow:
                                  inset 0 ${ring} 0 ${theme.colors.focusRing},
                                  inset 0 -${ring} 0 ${theme.colors.focusRing},
                                  inset -${ring} 0 0 ${theme.colors.focusRing};
                              }
                              &:focus-visible > td:dir(rtl):last-of-type {
                                box-shadow:
                                  inset 0 ${ring} 0 ${theme.colors.focusRing},
                                  inset 0 -${ring} 0 ${theme.colors.focusRing},
                                  inset ${ring} 0 0 ${theme.colors.focusRing};
                              }
                            `
                          : undefined
                      }
                    >
                      {row.getAllCells().map((cell) => {
                        const column = byId.get(cell.column.id);
                        if (!column) return null;
                        return (
                          <td key={cell.id} css={[cellBase, column.numeric && numericCell]}>
                            {column.cell(row.original)}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {status === 'ready' && !empty ? (
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
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.previousPage()}
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
            <span css={{ color: theme.colors.text }}>
              {labels.pageOf(Math.min(page, pageCount), pageCount)}
            </span>
            {total !== undefined && labels.total ? <span>{labels.total(total)}</span> : null}
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={!table.getCanNextPage()}
            onClick={() => table.nextPage()}
            iconEnd={<ChevronGlyph />}
          >
            {labels.next}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function SortGlyph({ direction }: { direction: DataTableSortDirection | null }) {
  return (
    <Icon size="1em">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        focusable="false"
      >
        <path d="M8 10l4-4 4 4" opacity={direction === 'desc' ? 0.3 : 1} />
        <path d="M8 14l4 4 4-4" opacity={direction === 'asc' ? 0.3 : 1} />
      </svg>
    </Icon>
  );
}

/** Points forward in the reading direction, or back; mirrors in RTL. */
function ChevronGlyph({ back = false }: { back?: boolean }) {
  return (
    <Icon size="1em" flipInRtl>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        focusable="false"
      >
        <path d={back ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
      </svg>
    </Icon>
  );
}
