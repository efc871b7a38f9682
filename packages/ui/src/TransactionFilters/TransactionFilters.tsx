import { css, useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { CloseIcon } from '../Icon';
import { SelectField } from '../SelectField';
import { TextField } from '../TextField';
import { useTransactionTypeName } from '../TransactionList/transactionWords';

export interface TransactionFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  type: string;
  /** The types offered (spec §2), e.g. ['all', 'crystal_exchange']: named by the filter ('All types', 'Crystal exchange'). */
  types: readonly string[];
  onTypeChange: (type: string) => void;
  onClear: () => void;
  /** A search or type filter is set. */
  active: boolean;
}

/**
 * Search and type filter of the transaction history. Filtering itself is the caller's. Says its own
 * words (transactions.filters, search, type, clear, and the types' names).
 */
export function TransactionFilters({
  search,
  onSearchChange,
  type,
  types,
  onTypeChange,
  onClear,
  active,
}: TransactionFiltersProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const typeName = useTransactionTypeName();
  return (
    <div
      role="search"
      aria-label={t('transactions.filters')}
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
        label={t('transactions.search')}
        placeholder={t('transactions.searchPlaceholder')}
        value={search}
        onChange={(value) => onSearchChange(value)}
      />
      <SelectField
        label={t('transactions.type')}
        options={types.map((value) => ({ value, label: typeName(value) }))}
        value={type}
        onChange={(value) => onTypeChange(value)}
      />
      {active ? (
        <Button variant="ghost" icon={<CloseIcon />} onClick={onClear}>
          {t('transactions.clear')}
        </Button>
      ) : null}
    </div>
  );
}
