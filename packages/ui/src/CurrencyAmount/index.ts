export { CurrencyAmount, type Currency, type CurrencyAmountProps } from './CurrencyAmount';
export { CrystalIcon, GCoinIcon } from './CurrencyIcon';
