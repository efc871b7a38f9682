export { WalletBalances, type WalletBalancesProps } from './WalletBalances';
