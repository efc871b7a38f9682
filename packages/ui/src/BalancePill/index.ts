export { BalancePill, type BalancePillProps } from './BalancePill';
export { HeaderBalances, type HeaderBalancesProps } from './HeaderBalances';
