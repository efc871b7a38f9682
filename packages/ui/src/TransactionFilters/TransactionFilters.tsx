import { css, useTheme } from '@emotion/react';
import { Button } from '../Button';
import { CloseIcon } from '../Icon';
import { SelectField, type SelectOption } from '../SelectField';
import { TextField } from '../TextField';

export interface TransactionFiltersProps {
  /** Names the search landmark, e.g. 'Filter transactions'. */
  label: string;
  search: string;
  /** e.g. 'Search'. */
  searchLabel: string;
  /** e.g. 'Description or type'. */
  searchPlaceholder?: string;
  onSearchChange: (search: string) => void;
  type: string;
  /** e.g. 'Type'. */
  typeLabel: string;
  /** 'All types' first, then the types seen (spec §2), e.g. { value: 'crystal_exchange', label: 'Crystal exchange' }. */
  typeOptions: readonly SelectOption[];
  onTypeChange: (type: string) => void;
  /** e.g. 'Clear filters'; shown while a search or type is set. */
  clearLabel: string;
  onClear: () => void;
  /** A search or type filter is set. */
  active: boolean;
}

/** Search and type filter of the transaction history. Filtering itself is the caller's. */
export function TransactionFilters({
  label,
  search,
  searchLabel,
  searchPlaceholder,
  onSearchChange,
  type,
  typeLabel,
  typeOptions,
  onTypeChange,
  clearLabel,
  onClear,
  active,
}: TransactionFiltersProps) {
  const theme = useTheme();
  return (
    <div
      role="search"
      aria-label={label}
      css={css`
        display: grid;
        gap: ${theme.space[3]};
        align-items: end;
        ${theme.media.tablet} {
          /* The clear button's column exists only with the button, so no empty gap ends the row. */
          grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) ${active ? 'auto' : ''};
        }
      `}
    >
      <TextField
        type="search"
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={search}
        onChange={(value) => onSearchChange(value)}
      />
      <SelectField
        label={typeLabel}
        options={typeOptions}
        value={type}
        onChange={(value) => onTypeChange(value)}
      />
      {active ? (
        <Button variant="ghost" icon={<CloseIcon />} onClick={onClear}>
          {clearLabel}
        </Button>
      ) : null}
    </div>
  );
}
