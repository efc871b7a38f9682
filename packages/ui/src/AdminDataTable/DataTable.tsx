import { css, useTheme } from '@emotion/react';
import type { RowData } from '@tanstack/react-table';
import { useId } from 'react';
import { Button } from '../Button';
import { EmptyState, ErrorState } from '../EmptyState';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import { DataTableBody } from './DataTableBody';
import { DataTableHeaderCell } from './DataTableHead';
import { DataTablePagination } from './DataTablePagination';
import { regionStyle, tableContainer, tableStyle } from './styles';
import { fitWidth, type DataTableProps } from './types';
import { useDataTable, useDataTableLabels } from './useDataTable';

export type {
  DataTableColumn,
  DataTableLabels,
  DataTableProps,
  DataTableSort,
  DataTableSortDirection,
} from './types';

/**
 * The operator console's table on TanStack Table: sortable headers (aria-sort, buttons), a text
 * filter, paging ("Page 2 of 7"), skeleton rows while loading, empty and error states, dense rows.
 * Where its frame is as wide as the columns need (their `width`s, 8rem for each other one) the
 * columns share the frame, long text ends in an ellipsis (`fullText` is the cell's title) and nothing
 * scrolls sideways; in a narrower frame (phones) it scrolls sideways inside the frame with the first
 * column held in place. Everything mirrors in RTL.
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const {
    label,
    columns,
    status,
    error,
    onRetry,
    onFilterChange,
    toolbar,
    onRowOpen,
    skeletonRows = 5,
    highlightedRowId = null,
  } = props;
  const theme = useTheme();
  const labels = useDataTableLabels(props.labels);
  const { table, server, page, changePage, filterText, pageCount, shownRows, total } = useDataTable(props);
  const captionId = useId();
  const fitRem = fitWidth(columns);
  const byId = new Map(columns.map((column) => [column.id, column]));

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
        container: ${tableContainer} / inline-size;
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
          css={regionStyle(theme, fitRem)}
        >
          <table css={tableStyle(theme, fitRem)}>
            <caption id={captionId}>
              <VisuallyHidden>{label}</VisuallyHidden>
              {status === 'loading' ? <VisuallyHidden>{labels.loading}</VisuallyHidden> : null}
            </caption>
            <colgroup>
              {columns.map((column) => (
                <col
                  key={column.id}
                  style={column.width !== undefined ? { inlineSize: `${column.width}rem` } : undefined}
                />
              ))}
            </colgroup>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const column = byId.get(header.column.id);
                    return column ? (
                      <DataTableHeaderCell
                        key={header.id}
                        column={column}
                        sorted={header.column.getIsSorted()}
                        onToggleSort={header.column.getToggleSortingHandler()}
                        loading={status === 'loading'}
                        fitRem={fitRem}
                      />
                    ) : null;
                  })}
                </tr>
              ))}
            </thead>
            <DataTableBody
              columns={columns}
              rows={shownRows}
              loading={status === 'loading'}
              skeletonRows={skeletonRows}
              onRowOpen={onRowOpen}
              highlightedRowId={highlightedRowId}
              fitRem={fitRem}
            />
          </table>
        </div>
      ) : null}

      {status === 'ready' && !empty ? (
        <DataTablePagination
          navigationName={labels.pagination}
          {...(total !== undefined && labels.total ? { totalText: labels.total(total) } : {})}
          page={page}
          pageCount={pageCount}
          canPrevious={table.getCanPreviousPage()}
          canNext={table.getCanNextPage()}
          onPrevious={() => table.previousPage()}
          onNext={() => table.nextPage()}
        />
      ) : null}
    </div>
  );
}
