export { amountOf, PrizeAmount, type PrizeAmountProps, type PrizeAmountValue } from './PrizeAmount';
export { PrizeTable, type PrizeTableProps, type PrizeTableRow } from './PrizeTable';
