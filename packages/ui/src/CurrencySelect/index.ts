export { CurrencySelect, type CurrencyOption, type CurrencySelectProps } from './CurrencySelect';
