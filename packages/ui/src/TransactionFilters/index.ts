export { TransactionFilters, type TransactionFiltersProps } from './TransactionFilters';
