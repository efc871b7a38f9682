import { css, useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { CloseIcon } from '../Icon';
import { SelectField, type SelectOption } from '../SelectField';
import { TextField } from '../TextField';

export interface TransactionFiltersProps {
  /** Names the search landmark, e.g. 'Filter transactions'. */
  label?: string;
  search: string;
  /** e.g. 'Search'. */
  searchLabel?: string;
  /** e.g. 'Description or type'. */
  searchPlaceholder?: string;
  onSearchChange: (search: string) => void;
  type: string;
  /** e.g. 'Type'. */
  typeLabel?: string;
  /** 'All types' first, then the types seen (spec §2), e.g. { value: 'crystal_exchange', label: 'Crystal exchange' }. */
  typeOptions: readonly SelectOption[];
  onTypeChange: (type: string) => void;
  /** e.g. 'Clear filters'; shown while a search or type is set. */
  clearLabel?: string;
  onClear: () => void;
  /** A search or type filter is set. */
  active: boolean;
}

/**
 * Search and type filter of the transaction history. Filtering itself is the caller's. Says the product's
 * words (transactions.filters, search, type, clear) unless given others.
 */
export function TransactionFilters({
  label: givenLabel,
  search,
  searchLabel: givenSearchLabel,
  searchPlaceholder: givenPlaceholder,
  onSearchChange,
  type,
  typeLabel: givenTypeLabel,
  typeOptions,
  onTypeChange,
  clearLabel: givenClearLabel,
  onClear,
  active,
}: TransactionFiltersProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const label = givenLabel ?? t('transactions.filters');
  const searchLabel = givenSearchLabel ?? t('transactions.search');
  const searchPlaceholder = givenPlaceholder ?? t('transactions.searchPlaceholder');
  const typeLabel = givenTypeLabel ?? t('transactions.type');
  const clearLabel = givenClearLabel ?? t('transactions.clear');
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
