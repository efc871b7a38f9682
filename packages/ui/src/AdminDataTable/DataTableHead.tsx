import { css, useTheme } from '@emotion/react';
import { SortGlyph } from './glyphs';
import { cellStyle, headerCellStyle, numericStyle } from './styles';
import type { DataTableColumn } from './types';

export const isSortable = <Row,>(column: DataTableColumn<Row>) =>
  column.sortable ?? column.value !== undefined;

const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';

export interface DataTableHeaderCellProps<Row> {
  column: DataTableColumn<Row>;
  /** How the table is sorted by this column now. */
  sorted: false | 'asc' | 'desc';
  /** The table's sort toggle for this column. */
  onToggleSort: ((event: unknown) => void) | undefined;
  loading: boolean;
  fitRem: number;
}

/** A column header: a sort button (aria-sort on the cell) when the column sorts, else its text. */
export function DataTableHeaderCell<Row>({
  column,
  sorted,
  onToggleSort,
  loading,
  fitRem,
}: DataTableHeaderCellProps<Row>) {
  const theme = useTheme();
  const sortable = isSortable(column);
  return (
    <th
      scope="col"
      aria-sort={sortable ? ariaSort(sorted) : undefined}
      css={[cellStyle(theme, fitRem), headerCellStyle(theme, fitRem), column.numeric && numericStyle(fitRem)]}
    >
      {sortable ? (
        <button
          type="button"
          disabled={loading}
          onClick={onToggleSort}
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
            text-align: inherit;
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
}
