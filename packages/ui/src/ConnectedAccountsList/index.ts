export {
  ConnectedAccountsList,
  type ConnectedAccountItem,
  type ConnectedAccountsListProps,
} from './ConnectedAccountsList';
