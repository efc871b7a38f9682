export {
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableProps,
  type DataTableSort,
  type DataTableSortDirection,
} from './DataTable';
export { DataTableRowActions, type DataTableRowActionsProps } from './DataTableRowActions';
