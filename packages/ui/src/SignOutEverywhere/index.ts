export { SignOutEverywhere, type SignOutEverywhereProps } from './SignOutEverywhere';
