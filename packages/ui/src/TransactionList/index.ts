export {
  TransactionCard,
  type TransactionCardProps,
  type TransactionMetadataEntry,
  type TransactionStatus,
} from './TransactionCard';
export {
  TransactionList,
  type TransactionItem,
  type TransactionListMessage,
  type TransactionListProps,
} from './TransactionList';
