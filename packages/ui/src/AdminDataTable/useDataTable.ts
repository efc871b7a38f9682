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
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSortable } from './DataTableHead';
import type { DataTableLabels, DataTableProps, DataTableSort } from './types';

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

/** The table's own words (admin.common.*), with the caller's overrides. */
export function useDataTableLabels(overrides: Partial<DataTableLabels> | undefined): DataTableLabels {
  const { t } = useTranslation();
  return {
    filter: t('admin.common.filter'),
    loading: t('admin.common.loading'),
    emptyTitle: t('admin.common.empty'),
    noMatchesTitle: t('admin.common.noMatches'),
    errorTitle: t('admin.common.loadFailed'),
    retry: t('admin.common.retry'),
    pagination: t('admin.common.pagination'),
    total: (count) => t('admin.common.total', { count }),
    ...overrides,
  };
}

/**
 * TanStack Table behind the DataTable: sort and page (controlled or its own), the text filter, and in
 * server mode the rows as the server sent them. Returns the table and the page it shows.
 */
export function useDataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { columns, rows, getRowId, onSortChange, filter, onPageChange } = props;
  const server = props.mode === 'server';
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

  return {
    table,
    server,
    page,
    changePage,
    filterText,
    pageCount: Math.max(1, table.getPageCount()),
    shownRows: table.getRowModel().rows,
    total: server ? props.total : table.getPrePaginatedRowModel().rows.length,
  };
}
